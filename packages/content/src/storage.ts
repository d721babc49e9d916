import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';

/** Where downloads, recitations and attachments are kept; served only through the API. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores a file as it arrives, never whole in memory: exactly `size` bytes, or nothing at all (a stream that
   * fails or ends early or runs long leaves no file behind).
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, size: number): Promise<void>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file's size and version (for `ETag` and `If-Range`), or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /**
   * The file's bytes as a stream (only `range`'s, both ends inclusive, when given: the store reads no others), or null
   * when there is no such file.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
}

/** A stored file's size and version: `etag` is a strong validator (quoted), changing whenever the bytes do. */
export type StoredFileInfo = { size: number; etag: string; lastModified: Date };
export type ByteRange = { start: number; end: number };

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/;

/** A stored file's size differs from the size announced: the upload ended early or ran long. */
export class IncompleteFileError extends Error {
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`expected ${expected} bytes, received ${received}`);
    this.name = 'IncompleteFileError';
  }
}

/** The source's bytes, failing as soon as they run past `size`, or at the end when they fall short. */
async function* exactly(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  for await (const chunk of source) {
    received += chunk.byteLength;
    if (received > size) throw new IncompleteFileError(size, received);
    yield chunk;
  }
  if (received !== size) throw new IncompleteFileError(size, received);
}

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

  async putStream(key: string, source: AsyncIterable<Uint8Array>, size: number): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.${randomUUID()}.partial`;
    try {
      await pipeline(Readable.from(exactly(source, size)), createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private async infoOf(path: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(path, { bigint: true });
      if (!info.isFile()) return null;
      // Files are replaced by a rename, never written in place: a new file has a new inode or modification time.
      const etag = `"${info.ino.toString(36)}-${info.mtimeNs.toString(36)}-${info.size.toString(36)}"`;
      return { size: Number(info.size), etag, lastModified: new Date(Number(info.mtimeMs)) };
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.infoOf(this.pathOf(key))) !== null;
  }

  stat(key: string) {
    return this.infoOf(this.pathOf(key));
  }

  async open(key: string, range?: ByteRange) {
    const path = this.pathOf(key);
    const info = await this.infoOf(path);
    return info === null ? null : { stream: createReadStream(path, range), size: info.size };
  }
}

export type S3Settings = {
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put every key under this folder of the bucket (optional). */
  prefix: string;
};

/** Files in an S3-compatible bucket (AWS, Cloudflare R2, MinIO, …), addressed path-style, signed with SigV4. */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
  }

  private urlOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not a valid file key: ${key}`);
    const path = [this.settings.bucket, this.settings.prefix, key].filter(Boolean).join('/');
    return `${this.settings.endpoint.replace(/\/+$/, '')}/${path}`;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'PUT', body: Buffer.from(bytes) });
    if (!response.ok) throw new Error(`S3 refused to store ${key}: ${response.status} ${await response.text()}`);
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>, size: number): Promise<void> {
    // The bucket keeps an object only once its whole body arrived: a failed PUT stores nothing.
    const response = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      headers: { 'content-length': String(size) },
      body: Readable.toWeb(Readable.from(exactly(source, size))) as ReadableStream,
    });
    if (!response.ok) throw new Error(`S3 refused to store ${key}: ${response.status} ${await response.text()}`);
  }

  async remove(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    if (!response.ok && response.status !== 404) throw new Error(`S3 answered ${response.status} for ${key}`);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'HEAD' });
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`S3 answered ${response.status} for ${key}`);
    return true;
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'HEAD' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 answered ${response.status} for ${key}`);
    const modified = Date.parse(response.headers.get('last-modified') ?? '');
    return {
      size: Number(response.headers.get('content-length')),
      etag: response.headers.get('etag') ?? '""',
      lastModified: new Date(Number.isNaN(modified) ? 0 : modified),
    };
  }

  /** With a range, the bucket sends only those bytes (a `Range` GET), not the whole object. */
  async open(key: string, range?: ByteRange) {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.client.fetch(this.urlOf(key), { headers });
    if (response.status === 404 || !response.ok || !response.body || (range && response.status !== 206)) {
      // An answer we do not read is cancelled, or its connection stays open until the garbage collector finds it.
      await response.body?.cancel();
      if (response.status === 404) return null;
      throw new Error(`S3 answered ${response.status}${range ? ' to a range' : ''} for ${key}`);
    }
    const size = range ? Number(response.headers.get('content-range')?.split('/')[1]) : undefined;
    return {
      stream: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      size: size ?? Number(response.headers.get('content-length')),
    };
  }
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The bucket from `S3_*` settings, or null without `S3_BUCKET`; `problems` names each missing one. */
export function s3SettingsFrom(environment: Record<string, string | undefined>) {
  const bucket = environment.S3_BUCKET?.trim();
  if (!bucket) return { settings: null, problems: [] };
  const problems = S3_REQUIRED.filter((name) => !environment[name]?.trim()).map(
    (name) => `${name}: required with S3_BUCKET`,
  );
  if (environment.S3_ENDPOINT && !/^https?:\/\/[^/]+/.test(environment.S3_ENDPOINT))
    problems.push(
      `S3_ENDPOINT: an http(s) address, e.g. https://s3.eu-central-1.amazonaws.com (got "${environment.S3_ENDPOINT}")`,
    );
  if (problems.length > 0) return { settings: null, problems };
  const settings: S3Settings = {
    endpoint: environment.S3_ENDPOINT ?? '',
    bucket,
    region: environment.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: environment.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: environment.S3_SECRET_ACCESS_KEY ?? '',
    prefix: (environment.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  };
  return { settings, problems };
}

/** The bucket when `S3_BUCKET` is set, else the local folder. */
export function fileStorageFor(s3: S3Settings | null, folder: string): FileStorage {
  return s3 ? new S3FileStorage(s3) : new LocalFileStorage(folder);
}
