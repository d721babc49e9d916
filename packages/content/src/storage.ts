import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where downloads, recitations and attachments are kept; served only through the API. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/;

/** Files in a local folder (the default: `<DATA_DIR>/files`). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!SAFE_KEY.test(key) || key.includes('..') || !path.startsWith(this.root + sep)) {
      throw new Error(`not a valid file key: ${key}`);
    }
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  private async sizeOf(path: string): Promise<number | null> {
    try {
      const info = await stat(path);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.sizeOf(this.pathOf(key))) !== null;
  }

  async open(key: string) {
    const path = this.pathOf(key);
    const size = await this.sizeOf(path);
    return size === null ? null : { stream: createReadStream(path), size };
  }
}
