import { describe, expect, it } from 'vitest';
import { recorderOptions } from './recording-types.ts';

/** A browser that records exactly these types. */
const recording =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('the type a recording is made in', () => {
  it('records Opus in WebM where the browser can (Chromium, Firefox, a new Safari)', () => {
    const chromium = recording('audio/webm', 'audio/webm;codecs=opus', 'audio/mp4', 'audio/mp4;codecs=opus');
    expect(recorderOptions(chromium).mimeType).toBe('audio/webm;codecs=opus');
  });

  it('falls back to Opus in Ogg, then to AAC in MP4 as an older Safari records', () => {
    expect(recorderOptions(recording('audio/ogg;codecs=opus', 'audio/mp4')).mimeType).toBe('audio/ogg;codecs=opus');
    expect(recorderOptions(recording('audio/mp4;codecs=mp4a.40.2', 'audio/mp4')).mimeType).toBe(
      'audio/mp4;codecs=mp4a.40.2',
    );
    expect(recorderOptions(recording('audio/mp4')).mimeType).toBe('audio/mp4');
  });

  it('leaves the type to the browser when it records none of them, or cannot say, instead of failing', () => {
    expect(recorderOptions(recording('audio/x-something'))).toEqual({ audioBitsPerSecond: 32_000 });
    const refusing = () => {
      throw new Error('not implemented');
    };
    expect(recorderOptions(refusing)).toEqual({ audioBitsPerSecond: 32_000 });
  });

  it('records at a speech bitrate, whatever the type', () => {
    expect(recorderOptions(recording('audio/webm;codecs=opus')).audioBitsPerSecond).toBe(32_000);
    expect(recorderOptions(recording('audio/mp4')).audioBitsPerSecond).toBe(32_000);
  });
});
