/** What the parts of the content import share: verse keys, content hashes and the files staged for storage. */
import { createHash } from 'node:crypto';

export const verseKey = (surah: number, ayah: number) => `${surah}:${ayah}`;
export const shortHash = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Files to store before the import's transaction commits, by key. */
export type Files = { pending: Map<string, Uint8Array> };

/** Remembers a file to store; files are written before the transaction commits, named by content. */
export function stageFile(files: Files, key: string, bytes: Uint8Array) {
  files.pending.set(key, bytes);
}
