import { Button, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeedControl } from '../../../components/speed-control.tsx';
import { vimeoEmbedUrl } from '../../../lib/vimeo.ts';
import { useVimeoProgress } from '../hooks/use-vimeo-progress.ts';
import { afterPlayerEvent, NOTHING_WATCHED, type PlayerEvent } from '../hooks/watch-progress.ts';

/** The lesson's video (a Vimeo embed or a file): seconds watched are saved; watching it is the LESSON task. */
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
  const embed = vimeoEmbedUrl(vimeoUrl);
  useVimeoProgress(frame, embed, save);
  return (
    <Stack gap="sm">
      {embed ? (
        <iframe
          ref={frame}
          src={embed}
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

/** A lesson video stored as a file; its seconds watched are saved the same way as a Vimeo video's. */
function FileVideo({ src, title, onSeconds }: { src: string; title: string; onSeconds: (seconds: number) => void }) {
  const watched = useRef(NOTHING_WATCHED);
  const report = (kind: PlayerEvent['kind'], video: HTMLVideoElement) => {
    const next = afterPlayerEvent(watched.current, { kind, seconds: video.currentTime });
    watched.current = next.state;
    if (next.save !== null) onSeconds(next.save);
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
        onTimeUpdate={(event) => report('timeupdate', event.currentTarget)}
        onPause={(event) => report('pause', event.currentTarget)}
        onEnded={(event) => report('ended', event.currentTarget)}
      />
      <SpeedControl media={video} speed={speed} onChange={setSpeed} />
    </Stack>
  );
}
