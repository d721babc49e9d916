import type { ZipMessage, ZipRequest } from './zip.worker.ts';

export type PickedFile = { name: string; blob: Blob } | { name: string; unreadable: true };

/**
 * A zip's files as they come out of a worker that unpacks it as a stream; `onCount` hears how many there are first.
 * The worker is asked for more only as files are taken, so few wait here at any time.
 */
export async function* zipEntries(zip: File, onCount: (files: number) => void): AsyncGenerator<PickedFile> {
  const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module' });
  const waiting: ZipMessage[] = [];
  let wake: (() => void) | null = null;
  worker.onmessage = (event: MessageEvent<ZipMessage>) => {
    waiting.push(event.data);
    wake?.();
    wake = null;
  };
  worker.onerror = () => {
    waiting.push({ type: 'unreadable', name: zip.name }, { type: 'done' });
    wake?.();
  };
  const send = (request: ZipRequest) => worker.postMessage(request);
  send({ type: 'open', file: zip });
  try {
    for (;;) {
      const message = waiting.shift();
      if (!message) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (message.type === 'done') return;
      if (message.type === 'count') onCount(message.files);
      if (message.type === 'unreadable') yield { name: message.name, unreadable: true };
      if (message.type === 'file') {
        yield { name: message.name, blob: new Blob([message.bytes as BlobPart]) };
        send({ type: 'more', files: 1 });
      }
    }
  } finally {
    worker.terminate();
  }
}
