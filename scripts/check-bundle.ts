/**
 * The JavaScript a child's first screen needs (the entry, the start page's route chunk and what
 * they import, and the Dutch texts of the namespaces their code translates with; not what later
 * pages load) must stay within budget, gzip-compressed as served. And every Mantine class the built code uses
 * must have its style in the built CSS (src/app/mantine.css imports Mantine's styles per component).
 * Run after `npm run build`: `npm run check:bundle`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 169 * 1024;
const dist = join(import.meta.dirname, '../apps/web/dist');
const FIRST_SCREEN = ['index.html', 'src/app/routes/child-start.tsx'];

type Chunk = { file: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const needed = new Set<string>();
const visit = (name: string) => {
  const chunk = manifest[name];
  if (!chunk) throw new Error(`${name} is not in the build manifest`);
  if (needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const name of FIRST_SCREEN) visit(name);
for (const namespace of namespacesUsedBy([...needed])) visit(`../../packages/i18n/src/locales/nl/${namespace}.json`);

/** The namespaces the chunks' own source asks for, read from their source maps. */
function namespacesUsedBy(files: string[]) {
  const namespaces = new Set(['common']);
  for (const file of files.filter((name) => existsSync(join(dist, `${name}.map`)))) {
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sourcesContent?: string[] };
    for (const source of map.sourcesContent ?? [])
      for (const match of source.matchAll(/useTranslation\('(?<namespace>[\w-]+)'\)/g))
        namespaces.add(match.groups?.namespace ?? 'common');
  }
  return namespaces;
}

const sizes = [...needed]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  }));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8))
  console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
console.log(
  `A child's first screen: ${kb(total)} of JavaScript (gzip) in ${sizes.length} files; budget ${kb(BUDGET_BYTES)}.`,
);
if (total > BUDGET_BYTES) {
  console.error('Over budget: split a route, or drop a dependency.');
  process.exitCode = 1;
}

/** Mantine's static class names (`m_` and 8 hex digits) in the built files that end with `extension`. */
function mantineClassesIn(extension: string) {
  const folder = join(dist, 'assets');
  const files = readdirSync(folder).filter((file) => file.endsWith(extension));
  return new Set(files.flatMap((file) => readFileSync(join(folder, file), 'utf8').match(/\bm_[0-9a-f]{8}\b/g) ?? []));
}

const styled = mantineClassesIn('.css');
const used = mantineClassesIn('.js');
const unstyled = [...used].filter((name) => !styled.has(name));
if (unstyled.length === 0) console.log(`All ${used.size} Mantine classes in the built code have their styles.`);
else {
  console.error(
    `Mantine classes without styles: ${unstyled.join(', ')}. Find them in @mantine/core/styles/*.css and add ` +
      'that file to apps/web/src/app/mantine.css.',
  );
  process.exitCode = 1;
}
