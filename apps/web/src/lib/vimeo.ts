/**
 * The player address of a Vimeo video (https://vimeo.com/123 → https://player.vimeo.com/video/123), with Vimeo's
 * own speed menu turned on (`speed=1`), so every video has a speed control as the other players do.
 */
export function vimeoEmbedUrl(url: string | null | undefined) {
  if (!url) return null;
  const embed = new URL(url.replace(/^https:\/\/vimeo\.com\//, 'https://player.vimeo.com/video/'));
  embed.searchParams.set('speed', '1');
  return embed.toString();
}
