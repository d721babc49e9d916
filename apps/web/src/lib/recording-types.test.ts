import { describe, expect, it } from 'vitest';
import { canPlayRecording, recorderOptions, recordingFileName } from './recording-types.ts';

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

/** A browser that plays exactly these types (its `canPlayType`), as a browser answers: 'maybe' or ''. */
const playing =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type) ? 'maybe' : '';

describe('whether a recording gets a player or a download', () => {
  it('plays a recording whose type the browser says it may play', () => {
    expect(canPlayRecording('audio/webm', playing('audio/webm', 'audio/mp4'))).toBe(true);
    expect(canPlayRecording('audio/mp4', playing('audio/webm', 'audio/mp4'))).toBe(true);
    expect(canPlayRecording('audio/webm;codecs=opus', () => 'probably')).toBe(true);
  });

  it('offers the file instead where the browser cannot play it (an Ogg recording in an older Safari)', () => {
    const olderSafari = playing('audio/mp4');
    expect(canPlayRecording('audio/ogg', olderSafari)).toBe(false);
    expect(canPlayRecording('audio/webm', olderSafari)).toBe(false);
  });

  it('tries the player when the type is unknown or the browser cannot answer', () => {
    expect(canPlayRecording('', playing())).toBe(true);
    expect(canPlayRecording(null, playing())).toBe(true);
    const refusing = () => {
      throw new Error('not implemented');
    };
    expect(canPlayRecording('audio/ogg', refusing)).toBe(true);
  });

  it('downloads a recording with the extension of its type', () => {
    expect(recordingFileName('Yusuf-1-1', 'audio/webm')).toBe('Yusuf-1-1.webm');
    expect(recordingFileName('Yusuf-1-1', 'audio/ogg;codecs=opus')).toBe('Yusuf-1-1.ogg');
    expect(recordingFileName('Yusuf-1-1', 'audio/mp4')).toBe('Yusuf-1-1.m4a');
    expect(recordingFileName('Yusuf-1-1', '')).toBe('Yusuf-1-1');
  });
});
