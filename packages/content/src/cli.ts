import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@koran-kids/db';
import { importContentPack } from './import.ts';
import { ContentPackError } from './pack.ts';
import { fileStorageFor, s3SettingsFrom } from './storage.ts';

const usage = `Usage: npm run content:import -- <folder> [--dutch <tanzil-file>] [--recitations <folder>]
       [--timings <quran-align-or-qul-json>]

Imports a content pack (see packages/content/FORMAT.md) into the database named by
DATABASE_URL, or into PGlite in DATA_DIR (default ./data).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dutch: { type: 'string' },
    recitations: { type: 'string' },
    timings: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const folder = positionals[0];
if (values.help || !folder) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const s3 = s3SettingsFrom(process.env);
if (s3.problems.length > 0) {
  console.error(s3.problems.join('\n'));
  process.exit(2);
}
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
);
try {
  await database.migrate();
  const summary = await importContentPack(
    database.db,
    fileStorageFor(s3.settings, resolve(dataDir, 'files')),
    resolve(folder),
    {
      dutchTranslationFile: values.dutch ? resolve(values.dutch) : undefined,
      recitationsFolder: values.recitations ? resolve(values.recitations) : undefined,
      wordTimingsFile: values.timings ? resolve(values.timings) : undefined,
      report: (message) => console.log(`· ${message}`),
    },
  );
  console.log(`Imported ${summary.lessons} lessons and ${summary.verses} verses; ${summary.families} demo families.`);
} catch (error) {
  if (!(error instanceof ContentPackError)) throw error;
  console.error(`The content pack was refused, nothing was imported.\n${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
