import { parseBuffer } from 'music-metadata';

/**
 * How long a recitation plays, in milliseconds, read by decoding its MPEG frame headers; null when the bytes hold no
 * MPEG audio a player can play (a name and an "ID3" start are not enough).
 */
export async function mp3DurationMs(bytes: Uint8Array): Promise<number | null> {
  try {
    const { format } = await parseBuffer(bytes, { mimeType: 'audio/mpeg', size: bytes.byteLength }, { duration: true });
    const isMpeg = format.codec?.startsWith('MPEG') === true;
    const duration = format.duration ?? 0;
    return isMpeg && Number.isFinite(duration) && duration > 0 ? Math.round(duration * 1000) : null;
  } catch {
    // music-metadata throws on tags and frames that contradict the file (a tag longer than the file itself).
    return null;
  }
}
