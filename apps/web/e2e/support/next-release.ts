/**
 * The next release of the web app, as a test needs it: today's app with one mutation's document changed (it asks
 * for one more field), so its persisted hash differs. Built as `npm run build` builds, into `outDir`; run with
 * `node --import tsx apps/web/e2e/support/next-release.ts <outDir>` (NODE_ENV=production, as the real build).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type PluginOption } from 'vite';
import { documentsInPlace } from '../../build/documents-in-place.ts';
import viteConfig from '../../vite.config.ts';

const web = join(import.meta.dirname, '../..');
const CHANGED = 'mutation addAccomplishedAchievement';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Codegen's output with the changed document: its text and hash, in the module and in the manifest. */
function changedCodegenOutput(folder: string) {
  const manifestPath = join(web, 'src/gql/persisted-documents.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  const [oldKey, oldText] = Object.entries(manifest).find(([, text]) => text.startsWith(CHANGED)) ?? [];
  if (!oldKey || !oldText) throw new Error(`no ${CHANGED} in the manifest`);
  const newText = oldText.replace('{ affectedRows ', '{ affectedRows __typename ');
  const newKey = `sha256:${sha256(newText)}`;
  const { [oldKey]: _old, ...rest } = manifest;
  writeFileSync(join(folder, 'persisted-documents.json'), JSON.stringify({ ...rest, [newKey]: newText }, null, 2));
  const generated = readFileSync(join(web, 'src/gql/graphql.ts'), 'utf8');
  const changed = generated
    .replace(
      /(export const AddAccomplishedAchievementDocument = [^`]*`[^`]*?)affectedRows\n/,
      '$1affectedRows\n    __typename\n',
    )
    .replace(oldKey, newKey);
  if (changed === generated || changed.includes(oldKey)) throw new Error('the document was not changed');
  writeFileSync(join(folder, 'graphql.ts'), changed);
  copyFileSync(join(web, 'src/gql/gql.ts'), join(folder, 'gql.ts'));
  return { oldHash: oldKey.replace('sha256:', ''), newHash: newKey.replace('sha256:', '') };
}

const isDocumentsPlugin = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name.includes('graphql-documents');

export async function buildNextRelease(outDir: string) {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-next-codegen-'));
  try {
    const hashes = changedCodegenOutput(folder);
    const config: InlineConfig = {
      ...viteConfig,
      configFile: false,
      root: web,
      logLevel: 'warn',
      plugins: [
        documentsInPlace(pathToFileURL(`${folder}/`)),
        ...(viteConfig.plugins ?? []).filter((plugin) => !isDocumentsPlugin(plugin)),
      ],
      build: { ...viteConfig.build, outDir, emptyOutDir: true },
    };
    await build(config);
    return hashes;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const [outDir] = process.argv.slice(2);
if (outDir) console.log(JSON.stringify(await buildNextRelease(outDir)));
