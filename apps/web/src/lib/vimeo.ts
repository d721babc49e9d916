/** The player address of a Vimeo video (https://vimeo.com/123 → https://player.vimeo.com/video/123). */
export const vimeoEmbedUrl = (url: string | null | undefined) =>
  url ? url.replace(/^https:\/\/vimeo\.com\//, 'https://player.vimeo.com/video/') : null;
