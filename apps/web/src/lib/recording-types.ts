/**
 * The containers a child's recording is made in, best first: Opus in WebM (Chromium, Firefox, Safari 18.4+), Opus
 * in Ogg, then AAC in MP4 (older Safari). What the browser supports of these is asked, not guessed from its name;
 * the server takes all three (it reads the file's first bytes).
 */
export const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
] as const;

/** Speech, not music: a minute at 32 kbit/s is about 240 kB, under the server's 512 KB (a 30 s take ≈ 120 kB). */
export const SPEECH_BITS_PER_SECOND = 32_000;

/**
 * The options for `new MediaRecorder(stream, options)`: the first preferred type the browser says it records, else
 * no type (the browser's own choice), always at a speech bitrate.
 */
export function recorderOptions(isTypeSupported: (type: string) => boolean): MediaRecorderOptions {
  const mimeType = RECORDING_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
  return { ...(mimeType && { mimeType }), audioBitsPerSecond: SPEECH_BITS_PER_SECOND };
}

/**
 * Whether to show a player for a recording of this type: a browser answers `canPlayType` with 'probably', 'maybe'
 * or '' (it cannot). A recording made in one engine may not play in another (Ogg in an older Safari, AAC in a
 * Chromium without its codecs). Without a type there is nothing to ask: the player is tried.
 */
export function canPlayRecording(type: string | null | undefined, canPlayType: (type: string) => string) {
  if (!type) return true;
  try {
    return canPlayType(type) !== '';
  } catch {
    return true;
  }
}

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

/** The name a recording is downloaded as, with the extension its type is known by ("Yusuf-1-1.m4a"). */
export function recordingFileName(stem: string, type: string | null | undefined) {
  const extension = EXTENSIONS[(type ?? '').split(';')[0]?.trim().toLowerCase() ?? ''];
  return extension ? `${stem}.${extension}` : stem;
}
