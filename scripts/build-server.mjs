// `npm run build:server`: the server as plain JavaScript, so production runs `node apps/api/dist/main.js` without tsx.
// The repository's own TypeScript (apps/api, @koran-kids/*) is bundled; every other package stays an import, installed
// by `npm ci --omit=dev` beside it. Files found next to a source file (migrations, the demo pack, the persisted
// documents, the web app's dist) are still looked up there: `import.meta` in bundled code is rewritten to the source
// file's own place, so the production image keeps those folders where the repository has them.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
export const serverOutputFolder = join(root, 'apps/api/dist');
const entryPoints = { main: 'apps/api/src/main.ts', admin: 'apps/api/src/admin.ts' };

/** Bare imports: our workspace packages are bundled, all others are resolved by Node at run time. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@koran-kids/') ? undefined : { path: args.path, external: true },
    );
  },
};

const toPosix = (path) => path.split(sep).join('/');

/** `import.meta.url/dirname/filename` of a bundled file say where that file is in the repository, not the bundle. */
const sourcePlaces = {
  name: 'source-places',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.') || args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const file = toPosix(relative(serverOutputFolder, args.path));
      const folder = toPosix(relative(serverOutputFolder, dirname(args.path)));
      const rewritten = text
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(encodeURI(file))}, import.meta.url).href`)
        .replaceAll('import.meta.dirname', `__sourcePath.join(import.meta.dirname, ${JSON.stringify(folder)})`)
        .replaceAll('import.meta.filename', `__sourcePath.join(import.meta.dirname, ${JSON.stringify(file)})`);
      return { contents: `import __sourcePath from 'node:path';\n${rewritten}`, loader: 'ts' };
    });
  },
};

export async function buildServer() {
  // Chunk names carry a hash: an earlier build's chunks would stay beside the new ones.
  await rm(serverOutputFolder, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: serverOutputFolder,
    bundle: true,
    // Chunks beside the entry points (the default), so that the rewritten `import.meta` paths hold in them too.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    keepNames: true,
    logLevel: 'warning',
    plugins: [thirdPartyExternal, sourcePlaces],
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
