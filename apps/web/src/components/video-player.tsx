import { vimeoEmbedUrl } from '../lib/vimeo.ts';

/** A course video: the Vimeo player, or a stored file played by the browser. */
export function VideoPlayer({
  vimeoUrl,
  videoUrl,
  title,
}: {
  vimeoUrl?: string | null;
  videoUrl?: string | null;
  title: string;
}) {
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
  // biome-ignore lint/a11y/useMediaCaption: course videos come without caption files; the page text tells the same.
  return <video src={videoUrl} title={title} controls preload="metadata" style={frame} />;
}
