/** A content pack as one zip file: written for download, read back from an upload (never trusting its names or sizes). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { strToU8, type Unzipped, unzipSync, zipSync } from 'fflate';
import { ContentPackError } from './pack.ts';

const MAX_ENTRIES = 500;
/** Far more than any course's texts; a zip that inflates beyond it is refused before a byte is written. */
const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;

export function zipContentPack(files: Map<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, content] of files) entries[path] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(entries, { level: 9 });
}

/** An entry name that stays inside the folder it is written to. */
const isSafeEntryName = (name: string) =>
  !name.startsWith('/') && !name.includes('\\') && !name.includes('\0') && !name.split('/').includes('..');

/** The entries, counted and measured while they inflate: a zip's own sizes may lie. */
function inflate(bytes: Uint8Array): Unzipped {
  let count = 0;
  let declared = 0;
  try {
    return unzipSync(bytes, {
      filter: (entry) => {
        count += 1;
        declared += entry.originalSize;
        if (!isSafeEntryName(entry.name)) throw new ContentPackError(entry.name, null, 'entry name leaves the pack');
        if (count > MAX_ENTRIES)
          throw new ContentPackError(entry.name, null, `a pack holds at most ${MAX_ENTRIES} files`);
        if (declared > MAX_UNZIPPED_BYTES || entry.originalSize > MAX_UNZIPPED_BYTES) {
          throw new ContentPackError(entry.name, null, 'the pack unpacks to more than 20 MB');
        }
        return !entry.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof ContentPackError) throw error;
    throw new ContentPackError('pack.zip', null, 'is not a zip file that can be read');
  }
}

/** The path under the pack's folder: a pack zipped with its folder as the top level is read as the folder itself. */
function withoutCommonTop(names: string[]): (name: string) => string {
  const tops = new Set(names.map((name) => (name.includes('/') ? name.split('/')[0] : '')));
  const [top] = tops;
  if (tops.size !== 1 || !top || names.some((name) => name === 'course.yaml')) return (name) => name;
  return (name) => name.slice(top.length + 1);
}

/** Writes an uploaded pack's files into `folder`, after every check passed (nothing is written otherwise). */
export async function unzipContentPack(bytes: Uint8Array, folder: string): Promise<void> {
  const entries = inflate(bytes);
  const total = Object.values(entries).reduce((sum, content) => sum + content.byteLength, 0);
  if (total > MAX_UNZIPPED_BYTES) throw new ContentPackError('pack.zip', null, 'the pack unpacks to more than 20 MB');
  const names = Object.keys(entries);
  const pathOf = withoutCommonTop(names);
  for (const name of names) {
    const content = entries[name];
    if (!content) continue;
    const path = join(folder, pathOf(name));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
}
