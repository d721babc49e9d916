import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SOURCES, QURAN_JSON_SOURCES } from './sources.ts';

const root = join(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const dependenciesOf = (workspace: string) =>
  Object.keys(JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).dependencies ?? {});
const licenceFileOf = (name: string) => {
  const folder = join(require.resolve(`${name}/package.json`, { paths: [join(root, 'apps/web')] }), '..');
  for (const file of ['LICENSE', 'LICENSE.txt', 'LICENSE.md']) {
    try {
      return readFileSync(join(folder, file), 'utf8');
    } catch {}
  }
  throw new Error(`${name} has no licence file`);
};

describe('the credits of what the app ships and reads', () => {
  it('names every @fontsource font of the web app and the API with the OFL its licence file gives', () => {
    const fonts = [...dependenciesOf('apps/web'), ...dependenciesOf('apps/api')].filter((name) =>
      name.startsWith('@fontsource/'),
    );
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      const credit = FONT_SOURCES.find((source) => source.key === `font:${font}`);
      expect(credit, font).toBeDefined();
      expect(licenceFileOf(font)).toContain('SIL Open Font License, Version 1.1');
      expect(credit?.licence).toContain('SIL Open Font License 1.1');
    }
  });

  it("gives the Quran text the licence quran-json's own licence file has: CC BY-SA 4.0", () => {
    expect(licenceFileOf('quran-json').trimStart()).toMatch(/^Attribution-ShareAlike 4\.0 International/);
    expect(QURAN_JSON_SOURCES.find((source) => source.kind === 'quran-text')?.licence).toBe('CC BY-SA 4.0');
  });
});
