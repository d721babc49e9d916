const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * The player address of a Vimeo video, or null for anything that is not one. Public (`vimeo.com/123`) and unlisted
 * (`vimeo.com/123/abcdef`, whose hash the player wants as `?h=`) videos alike, always with `dnt=1` so the player
 * sets no cookies and keeps no statistics on the children watching, and with Vimeo's own speed menu (`speed=1`).
 */
export function vimeoEmbedUrl(url: string | null | undefined): string | null {
  const video = vimeoVideoOf(url);
  if (!video) return null;
  const embed = new URL(`https://player.vimeo.com/video/${video.id}`);
  if (video.hash) embed.searchParams.set('h', video.hash);
  embed.searchParams.set('dnt', '1');
  embed.searchParams.set('speed', '1');
  return embed.toString();
}

/** The video's id and, for an unlisted video, its hash. */
function vimeoVideoOf(url: string | null | undefined): { id: string; hash: string | null } | null {
  if (!url || !URL.canParse(url)) return null;
  const address = new URL(url);
  if (address.protocol !== 'https:' || !VIMEO_HOSTS.has(address.hostname)) return null;
  const segments = address.pathname.split('/').filter(Boolean);
  const at = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (at < 0) return null;
  const next = segments[at + 1];
  const hash = address.searchParams.get('h') ?? (next && /^[\da-f]+$/i.test(next) ? next : null);
  return { id: segments[at] ?? '', hash: hash && /^[\da-z]+$/i.test(hash) ? hash : null };
}
