import { describe, expect, it } from 'vitest';
import { vimeoEmbedUrl } from './vimeo.ts';

describe('the address a Vimeo video is embedded from', () => {
  it('asks the player not to track the child watching (dnt=1), for every kind of address', () => {
    for (const url of [
      'https://vimeo.com/76979871',
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://vimeo.com/channels/staffpicks/76979871',
    ])
      expect(new URL(vimeoEmbedUrl(url) ?? '').searchParams.get('dnt'), url).toBe('1');
  });

  it('plays a public video in the player, with the speed menu', () => {
    expect(vimeoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1&speed=1');
  });

  it('plays an unlisted video: its hash goes to the player as ?h= instead of becoming "does not exist"', () => {
    const expected = 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&speed=1';
    expect(vimeoEmbedUrl('https://vimeo.com/76979871/8272103f6e')).toBe(expected);
    expect(vimeoEmbedUrl('https://player.vimeo.com/video/76979871?h=8272103f6e')).toBe(expected);
  });

  it('keeps no tracking or other parameter of the address it was given', () => {
    expect(vimeoEmbedUrl('https://player.vimeo.com/video/76979871?dnt=0&autoplay=1')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&speed=1',
    );
  });

  it('embeds nothing for an address that is not a Vimeo video', () => {
    for (const url of [null, undefined, '', 'not an address', 'https://evil.example/76979871', 'http://vimeo.com/1'])
      expect(vimeoEmbedUrl(url), String(url)).toBeNull();
    expect(vimeoEmbedUrl('https://vimeo.com/about')).toBeNull();
  });
});
