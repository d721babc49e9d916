import { Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { vimeoEmbedUrl } from '../lib/vimeo.ts';
import { SpeedControl } from './speed-control.tsx';

/** A course video: the Vimeo player (with its own speed menu), or a stored file with ours. */
export function VideoPlayer({
  vimeoUrl,
  videoUrl,
  title,
}: {
  vimeoUrl?: string | null;
  videoUrl?: string | null;
  title: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState(1);
  const embed = vimeoEmbedUrl(vimeoUrl);
  const frame = { width: '100%', aspectRatio: '16 / 9', border: 0, background: '#000' } as const;
  if (embed)
    return (
      <iframe
        src={embed}
        title={title}
        style={frame}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  if (!videoUrl) return null;
  return (
    <Stack gap="xs">
      {/* biome-ignore lint/a11y/useMediaCaption: course videos come without caption files; the page text tells the same. */}
      <video ref={video} src={videoUrl} title={title} controls preload="metadata" style={frame} />
      <SpeedControl media={video} speed={speed} onChange={setSpeed} />
    </Stack>
  );
}
