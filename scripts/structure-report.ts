/**
 * `npm run structure [-- <checkout>]`: the counts by which the code's layout is judged (docs/architecture.md),
 * for this checkout or another one (e.g. a `git worktree` of an older commit), so before and after can be compared.
 * Each count has a limit (LIMITS); the report exits non-zero when one is above it, so CI (.ci/run) fails.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const MAX_LINES = 300;
const REASON = /over 300 lines/i;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('/gql/') && !file.includes('/migrations/'));
const sources = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

/** Every relative import of a file, resolved to a path from the root (with `import type`: a circle is a circle). */
function importsOf(file: string): string[] {
  const text = sources.get(file) ?? '';
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.map((specifier) => relative(root, resolve(root, dirname(file), specifier ?? '')));
}
const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => sources.has(target))]));

const overLong = files.filter((file) => {
  const text = sources.get(file) ?? '';
  return text.split('\n').length > MAX_LINES && !REASON.test(text.split('\n').slice(0, 5).join('\n'));
});

const featureOf = (file: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
const crossFeature = [...graph].flatMap(([file, targets]) =>
  targets.filter((target) => featureOf(file) && featureOf(target) && featureOf(file) !== featureOf(target)),
);

/** The web's layers below the features: lib/, components/, offline/, family/ and the staff layer (staff/). */
const webLayerOf = (file: string) =>
  /^apps\/web\/src\/(lib|components|offline|family|staff|features|app)\//.exec(file)?.[1];
const WEB_BELOW: Record<string, string[]> = {
  lib: ['features', 'app', 'staff', 'offline'],
  components: ['features', 'app', 'staff', 'offline'],
  offline: ['features', 'app', 'staff'],
  family: ['features', 'app', 'staff'],
  staff: ['features', 'app', 'family', 'offline'],
  features: ['app'],
};
const webUpward = [...graph].flatMap(([file, targets]) =>
  targets.filter((target) => WEB_BELOW[webLayerOf(file) ?? '']?.includes(webLayerOf(target) ?? '')),
);

const areaOf = (file: string) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
/** The family core, the staff core, schema/, sign-in and the request basics: below every area. */
const BELOW_AREAS =
  /^apps\/api\/src\/((family|staff|schema|auth)\/|(context|errors|config|ids|logger|app-services)\.ts$)/;
/** The family core and the request basics: below the staff core too (it builds on them). */
const BELOW_STAFF_CORE = /^apps\/api\/src\/(family\/|(context|errors|config|ids|logger|app-services)\.ts$)/;
const isStaffCore = (file: string) => file.startsWith('apps/api/src/staff/');
const upward = [...graph].flatMap(([file, targets]) =>
  targets.filter(
    (target) =>
      (BELOW_AREAS.test(file) && (areaOf(target) || target.endsWith('graphql-schema.ts'))) ||
      (BELOW_STAFF_CORE.test(file) && isStaffCore(target)) ||
      (isStaffCore(file) && /^apps\/api\/src\/(schema|auth)\//.test(target)) ||
      (areaOf(file) && areaOf(target) && areaOf(file) !== areaOf(target) && !target.endsWith('.service.ts')),
  ),
);

const webFiles = files.filter((file) => file.startsWith('apps/web/src/'));
const count = (pattern: RegExp) =>
  webFiles.reduce((total, file) => total + [...(sources.get(file) ?? '').matchAll(pattern)].length, 0);
const literalQueryKeys = count(/queryKey:\s*\[\s*['"`]/g);
const handWrittenSubmits = webFiles.filter((file) => {
  const text = sources.get(file) ?? '';
  return /onSubmit=\{/.test(text) && /preventDefault\(\)/.test(text);
}).length;
const scriptImportsFromApps = [...graph].flatMap(([file, targets]) =>
  file.startsWith('apps/') ? targets.filter((target) => target.startsWith('scripts/')) : [],
);

/** Strongly connected groups of more than one file (Tarjan). */
function circles(): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!indexOf.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file) ?? 0, indexOf.get(target) ?? 0));
    }
    if (low.get(file) === indexOf.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== file);
      if (group.length > 1) found.push(group);
    }
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);
  return found;
}

/** Every count's limit: 0 for all of them, so a new long file or a wrong import fails CI the day it comes. */
const report: [what: string, value: number | unknown[], limit: number][] = [
  [`hand-written files over ${MAX_LINES} lines without a reason at the top`, overLong, 0],
  ['imports from one web feature into another', crossFeature.length, 0],
  [
    'upward imports in the web (lib/, components/, offline/, family/, staff/ → a feature or app/; family/ ↔ staff/)',
    webUpward.length,
    0,
  ],
  [
    'upward imports in the api (cores/schema/auth → area, family core → staff core, area → another area but its services)',
    upward.length,
    0,
  ],
  ['literal query keys in the web app', literalQueryKeys, 0],
  ['web files with a hand-written submit handler (preventDefault)', handWrittenSubmits, 0],
  ['imports from apps/ into scripts/', scriptImportsFromApps.length, 0],
  ['circles of files', circles(), 0],
];
let aboveLimit = 0;
for (const [what, value, limit] of report) {
  const list = Array.isArray(value) ? value : null;
  const total = list ? list.length : (value as number);
  const isAbove = total > limit;
  if (isAbove) aboveLimit++;
  console.log(`${what}: ${total}${isAbove ? ` (limit ${limit})` : ''}`);
  for (const item of list ?? []) console.log(`  ${Array.isArray(item) ? item.join(' → ') : item}`);
}
if (aboveLimit > 0) {
  console.error(
    `\n${aboveLimit} count(s) above their limit: see docs/architecture.md for where the code goes instead.`,
  );
  process.exitCode = 1;
}
