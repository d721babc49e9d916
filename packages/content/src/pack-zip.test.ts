import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentPackError } from './pack.ts';
import { unzipContentPack } from './pack-zip.ts';

const MEGABYTE = 1024 * 1024;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function emptyFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-zip-'));
  folders.push(folder);
  return folder;
}

async function refusalOf(unzip: Promise<unknown>) {
  try {
    await unzip;
  } catch (error) {
    if (!(error instanceof ContentPackError)) throw error;
    return { code: error.code, file: error.file, params: error.params };
  }
  throw new Error('the zip was not refused');
}

/**
 * A zip of one entry of `megabytes` zeros whose headers say it holds 100 bytes, and whose deflate stream is broken
 * from 80 % on: only a reader that stops counting at the limit refuses it as too large; one that inflates it all
 * (or trusts the headers) meets the broken part, or writes 100 bytes, instead.
 */
function lyingZip(megabytes: number) {
  const zip = zipSync({ 'course.yaml': new Uint8Array(megabytes * MEGABYTE) }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const compressedSize = view.getUint32(18, true);
  const dataStart = 30 + view.getUint16(26, true) + view.getUint16(28, true);
  view.setUint32(22, 100, true); // the local header's uncompressed size
  const central = zip.findLastIndex(
    (_, at) => view.getUint32(Math.min(at, zip.byteLength - 4), true) === 0x02014b50 && at <= zip.byteLength - 4,
  );
  view.setUint32(central + 24, 100, true); // the central directory's uncompressed size
  zip.fill(0xff, dataStart + Math.floor(compressedSize * 0.8), dataStart + compressedSize);
  return zip;
}

describe('an uploaded pack zip', () => {
  it('is refused once what really inflates passes 20 MB, whatever its headers say, and nothing is written', async () => {
    const folder = emptyFolder();
    expect(await refusalOf(unzipContentPack(lyingZip(40), folder))).toEqual({
      code: 'zip-too-large',
      file: 'course.yaml',
      params: { maxMegabytes: 20 },
    });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses an entry that leaves the pack, and bytes that are no zip', async () => {
    const outside = zipSync({ '../course.yaml': strToU8('slug: x') });
    expect(await refusalOf(unzipContentPack(outside, emptyFolder()))).toMatchObject({ code: 'zip-entry-outside' });
    expect(await refusalOf(unzipContentPack(strToU8('PK\u0003\u0004 not a zip'), emptyFolder()))).toMatchObject({
      code: 'zip-unreadable',
    });
  });

  it('writes a pack zipped with its folder as the folder itself', async () => {
    const folder = emptyFolder();
    await unzipContentPack(zipSync({ 'pack/course.yaml': strToU8('slug: x'), 'pack/lessons/': {} }), folder);
    expect(readdirSync(folder)).toEqual(['course.yaml']);
  });
});
