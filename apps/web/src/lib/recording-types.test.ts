import { describe, expect, it } from 'vitest';
import { canPlayRecording, recordingFileName } from './recording-types.ts';

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
