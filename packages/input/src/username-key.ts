// A module of its own: the look-alike table stays on the server; the web app checks forms with text.ts alone.
import unhomoglyph from 'unhomoglyph';

/**
 * The key under which usernames are unique: look-alikes share it (a Cyrillic "а" and a Latin "a", "rn" and
 * "m", "0" and "O"), so no child can take a name that reads as another's. Unicode's confusable skeleton
 * (UTS #39), without case; and since a capital "I" and a small "l" look alike where case is ignored, "i" counts
 * as "l".
 */
export function usernameKey(username: string): string {
  return unhomoglyph(username.normalize('NFD').toLowerCase()).toLowerCase().replaceAll('i', 'l').normalize('NFC');
}
