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
