/// <reference lib="webworker" />
import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';

/**
 * Unpacks a zip as it is read, off the page's thread: each file is sent on as soon as it is whole, and reading
 * waits while the page has `AHEAD` files it has not asked for yet, so a reciter's zip is never unpacked at once.
 */
export type ZipMessage =
  | { type: 'count'; files: number }
  | { type: 'file'; name: string; bytes: Uint8Array }
  | { type: 'unreadable'; name: string }
  | { type: 'done' };
export type ZipRequest = { type: 'open'; file: File } | { type: 'more'; files: number };

const AHEAD = 16;
const scope = self as unknown as DedicatedWorkerGlobalScope;
let credit = AHEAD;
let wake: (() => void) | null = null;

const post = (message: ZipMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

/** The entry count from the zip's end record (the last 22 bytes without a comment, up to 64 kB with one). */
async function entryCount(file: File) {
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - 65_557)).arrayBuffer());
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail[at] === 0x50 && tail[at + 1] === 0x4b && tail[at + 2] === 0x05 && tail[at + 3] === 0x06) {
      return new DataView(tail.buffer, at).getUint16(10, true);
    }
  }
  return 0;
}

const isFileEntry = (path: string) => {
  const name = path.split('/').at(-1) ?? '';
  return name !== '' && !name.startsWith('.') && !path.startsWith('__MACOSX/');
};

function receive(entry: UnzipFile) {
  const name = entry.name.split('/').at(-1) ?? '';
  if (!isFileEntry(entry.name)) return;
  const chunks: Uint8Array[] = [];
  entry.ondata = (error, chunk, final) => {
    if (error) {
      post({ type: 'unreadable', name });
      return;
    }
    chunks.push(chunk);
    if (!final) return;
    const bytes = new Uint8Array(chunks.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of chunks) {
      bytes.set(part, offset);
      offset += part.length;
    }
    credit--;
    post({ type: 'file', name, bytes }, [bytes.buffer]);
  };
  entry.start();
}

async function unpack(file: File) {
  post({ type: 'count', files: await entryCount(file) });
  const unzip = new Unzip(receive);
  unzip.register(UnzipInflate);
  const reader = file.stream().getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    // 64 kB at a time, so that a pause is never far behind the page's pace.
    for (let at = 0; at < read.value.length; at += 65_536) {
      while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
      unzip.push(read.value.subarray(at, at + 65_536));
    }
  }
  unzip.push(new Uint8Array(0), true);
  post({ type: 'done' });
}

scope.onmessage = (event: MessageEvent<ZipRequest>) => {
  if (event.data.type === 'more') {
    credit += event.data.files;
    wake?.();
    wake = null;
    return;
  }
  unpack(event.data.file).catch(() => {
    post({ type: 'unreadable', name: event.data.type === 'open' ? event.data.file.name : '' });
    post({ type: 'done' });
  });
};
