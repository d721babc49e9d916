import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** This worker's product: the files run side by side, each worker on a server and database of its own. */
export function ownBaseUrl(): string | null {
  const baseUrls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return baseUrls[(worker - 1) % Math.max(1, baseUrls.length)] ?? null;
}

/** A data folder for a product of the test's own, the demo course and families already in it (the run's import). */
export function copyOfDemoData(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const demo = inject('demoDataDir');
  if (demo) cpSync(demo, folder, { recursive: true });
  return folder;
}
