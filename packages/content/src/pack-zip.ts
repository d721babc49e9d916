/** A content pack as one zip file: written for download, read back from an upload (never trusting its names or sizes). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInflateRaw } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { ContentPackError } from './pack.ts';

const MAX_ENTRIES = 500;
/** Far more than any course's texts; a zip that inflates beyond it is refused before a byte is written. */
const MAX_UNZIPPED_MEGABYTES = 20;
const MAX_UNZIPPED_BYTES = MAX_UNZIPPED_MEGABYTES * 1024 * 1024;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

export function zipContentPack(files: Map<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, content] of files) entries[path] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(entries, { level: 9 });
}

/** An entry name that stays inside the folder it is written to. */
const isSafeEntryName = (name: string) =>
  !name.startsWith('/') && !name.includes('\\') && !name.includes('\0') && !name.split('/').includes('..');

const unreadable = () =>
  new ContentPackError('pack.zip', null, { code: 'zip-unreadable' }, 'is not a zip file that can be read');

const tooLarge = (name: string) =>
  new ContentPackError(
    name,
    null,
    { code: 'zip-too-large', params: { maxMegabytes: MAX_UNZIPPED_MEGABYTES } },
    `the pack unpacks to more than ${MAX_UNZIPPED_MEGABYTES} MB`,
  );

type Entry = { name: string; method: number; data: Uint8Array };

/** Reads a zip's directory: each entry's name, method and compressed bytes; its declared sizes are not used. */
function entriesOf(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = (offset: number, length: number) => offset >= 0 && offset + length <= bytes.byteLength;
  const u16 = (offset: number) => (fits(offset, 2) ? view.getUint16(offset, true) : Number.NaN);
  const u32 = (offset: number) => (fits(offset, 4) ? view.getUint32(offset, true) : Number.NaN);
  let end = bytes.byteLength - 22;
  const earliest = Math.max(0, end - 0xffff);
  while (end >= earliest && u32(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < earliest) throw unreadable();
  const count = u16(end + 10);
  if (count > MAX_ENTRIES) {
    throw new ContentPackError(
      'pack.zip',
      null,
      { code: 'zip-too-many-files', params: { max: MAX_ENTRIES } },
      `a pack holds at most ${MAX_ENTRIES} files`,
    );
  }
  const entries: Entry[] = [];
  let at = u32(end + 16);
  for (let index = 0; index < count; index++) {
    if (u32(at) !== CENTRAL_HEADER) throw unreadable();
    const [nameLength, extraLength, commentLength] = [u16(at + 28), u16(at + 30), u16(at + 32)];
    if (!fits(at + 46, nameLength)) throw unreadable();
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (!isSafeEntryName(name)) {
      throw new ContentPackError(name, null, { code: 'zip-entry-outside' }, 'entry name leaves the pack');
    }
    const [method, compressedSize, local] = [u16(at + 10), u32(at + 20), u32(at + 42)];
    if (u32(local) !== LOCAL_HEADER) throw unreadable();
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (!fits(start, compressedSize) || (method !== STORED && method !== DEFLATED)) throw unreadable();
    if (!name.endsWith('/')) entries.push({ name, method, data: bytes.subarray(start, start + compressedSize) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates one entry on zlib's own threads, counting what really comes out: at the budget's end it stops, so a zip
 * whose headers lie about its sizes is refused after at most the limit, never inflated whole.
 */
async function inflated(entry: Entry, budget: { bytes: number }): Promise<Uint8Array> {
  if (entry.method === STORED) {
    budget.bytes -= entry.data.byteLength;
    if (budget.bytes < 0) throw tooLarge(entry.name);
    return entry.data;
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(entry.data);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      budget.bytes -= chunk.byteLength;
      if (budget.bytes < 0) throw tooLarge(entry.name);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ContentPackError) throw error;
    throw unreadable();
  } finally {
    inflater.destroy();
  }
  return Buffer.concat(chunks);
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
  const entries = entriesOf(bytes);
  const budget = { bytes: MAX_UNZIPPED_BYTES };
  const contents: Uint8Array[] = [];
  for (const entry of entries) contents.push(await inflated(entry, budget));
  const pathOf = withoutCommonTop(entries.map((entry) => entry.name));
  for (const [index, entry] of entries.entries()) {
    const path = join(folder, pathOf(entry.name));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, contents[index] ?? new Uint8Array());
  }
}
