import { generateKeyPair, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The signing JWKS and the cookie keys of the development provider, as kept in its key file. */
export type KeysFileContent = { jwks: { keys: JsonWebKey[] }; cookieKeys: string[] };

function isKeysFileContent(value: unknown): value is KeysFileContent {
  const candidate = value as Partial<KeysFileContent> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.jwks?.keys) &&
    candidate.jwks.keys.length > 0 &&
    Array.isArray(candidate.cookieKeys) &&
    candidate.cookieKeys.length > 0 &&
    candidate.cookieKeys.every((key) => typeof key === 'string' && key.length > 0)
  );
}

async function readKeys(path: string): Promise<KeysFileContent | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isKeysFileContent(parsed)) {
    throw new Error(`${path} is not a key file of the development sign-in; remove it to have new keys made`);
  }
  return parsed;
}

/** The provider's keys: read from the file, or made and written there (private to this user) on first start. */
export async function loadOrCreateKeys(path: string): Promise<KeysFileContent> {
  const existing = await readKeys(path);
  if (existing) return existing;
  const privateKey = await new Promise<KeyObject>((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, _publicKey, key) => (error ? reject(error) : resolve(key))),
  );
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const content: KeysFileContent = {
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another copy starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readKeys(path);
    if (written) return written;
    throw error;
  }
  return content;
}
