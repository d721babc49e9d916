import { Button, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeedControl } from '../../../components/speed-control.tsx';
import { vimeoEmbedUrl } from '../../../lib/vimeo.ts';
import { useVimeoProgress } from '../hooks/use-vimeo-progress.ts';

/** The lesson's video (a Vimeo embed): seconds watched are saved; watching it is the LESSON task. */
export function LessonVideo(props: {
  vimeoUrl: string | null;
  videoUrl: string | null;
  isDone: boolean;
  onComplete: () => void;
  onWatched: (seconds: number) => Promise<unknown>;
}) {
  const { vimeoUrl, videoUrl, isDone, onComplete, onWatched } = props;
  const { t } = useTranslation('lessons');
  const frame = useRef<HTMLIFrameElement>(null);
  const onWatchedRef = useRef(onWatched);
  onWatchedRef.current = onWatched;
  const save = useCallback((seconds: number) => void onWatchedRef.current(seconds).catch(() => undefined), []);
  useVimeoProgress(frame, save);
  const embed = vimeoEmbedUrl(vimeoUrl);
  return (
    <Stack gap="sm">
      {embed ? (
        <iframe
          ref={frame}
          src={`${embed}${embed.includes('?') ? '&' : '?'}api=1`}
          title={t('lesson.video')}
          style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
          allow="fullscreen; picture-in-picture"
        />
      ) : videoUrl ? (
        <FileVideo src={videoUrl} title={t('lesson.video')} onSeconds={save} />
      ) : (
        <Text>{t('lesson.no-video')}</Text>
      )}
      <Button size="lg" onClick={onComplete} disabled={isDone} variant={isDone ? 'light' : 'filled'}>
        {isDone ? `✓ ${t('lesson.task-done')}` : t('lesson.video-watched')}
      </Button>
    </Stack>
  );
}

/** A lesson video stored as a file; the furthest second watched is saved every 15 s and on pause or end. */
function FileVideo({ src, title, onSeconds }: { src: string; title: string; onSeconds: (seconds: number) => void }) {
  const saved = useRef(0);
  const report = (video: HTMLVideoElement, isForced: boolean) => {
    const seconds = Math.floor(video.currentTime);
    if (seconds > saved.current && (isForced || seconds - saved.current >= 15)) {
      saved.current = seconds;
      onSeconds(seconds);
    }
  };
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState(1);
  return (
    <Stack gap="xs">
      {/* biome-ignore lint/a11y/useMediaCaption: lesson videos come without caption files; the lesson text is on the page. */}
      <video
        ref={video}
        src={src}
        title={title}
        controls
        preload="metadata"
        style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
        onTimeUpdate={(event) => report(event.currentTarget, false)}
        onPause={(event) => report(event.currentTarget, true)}
        onEnded={(event) => report(event.currentTarget, true)}
      />
      <SpeedControl media={video} speed={speed} onChange={setSpeed} />
    </Stack>
  );
}
