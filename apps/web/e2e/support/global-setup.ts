import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@koran-kids/db';
import { findPostgresBinaries, startThrowawayPostgres } from '@koran-kids/testing/postgres-server';
import { findHeadlessChromium, startProduct } from '@koran-kids/testing/product';
import type { TestProject } from 'vitest/node';
import { copyOfDemoDatabase, DEMO_DATABASE, newDatabase, type ProductDatabase } from './demo-database.ts';
import { findEngines } from './engines/engines.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The system Chromium, or null where none is installed. */
    chromiumPath: string | null;
    /** The started products, one per worker of the project, e.g. http://localhost:4123 (none without Chromium). */
    baseUrls: string[];
    /** A data folder with the demo course and families imported, for a test that starts a product of its own. */
    demoDataDir: string | null;
    /** A file written once the products are up ("ready") or could not start ("failed: …"). */
    productsReadyMark: string | null;
    /** The run's PostgreSQL, which holds the demo's database and the products' (null: each on PGlite). */
    databaseServerUrl: string | null;
  }
}

const repositoryRoot = join(import.meta.dirname, '../../../..');

/** Builds the web app and starts the real server on a fresh data folder, as `npm start` does. */
export default async function setup(project: TestProject) {
  const missingEngines = project.name === 'engines' ? Object.entries(findEngines()).filter(([, found]) => !found) : [];
  if (missingEngines.length > 0) {
    const names = missingEngines.map(([name]) => name).join(', ');
    if (process.env.CI === 'true') throw new Error(`CI=true but ${names} cannot run here (see the README)`);
    console.warn(`No ${names} here: the core journeys skip ${missingEngines.length === 1 ? 'it' : 'them'}.`);
  }
  const chromiumPath = findHeadlessChromium();
  if (!chromiumPath) {
    if (process.env.CI === 'true') throw new Error('CI=true but no Chromium found (apt-get install chromium)');
    console.warn('No Chromium found: end-to-end tests are skipped on this machine.');
    project.provide('chromiumPath', null);
    project.provide('baseUrls', []);
    project.provide('demoDataDir', null);
    project.provide('productsReadyMark', null);
    project.provide('databaseServerUrl', null);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-e2e-'));
  const demo = demoOfTheRun();
  const databaseServerUrl = await demo.databaseServerUrl;
  // The files run side by side (the project's maxWorkers), each worker on a server and database of its own.
  const count = Math.max(1, project.config.maxWorkers ?? 1);
  const ports = await portsOutsideTheEphemeralRange(count);
  // Built, imported and started while the unit files run: the e2e files wait for the mark (own-product.ts).
  const readyMark = join(folder, 'ready');
  const products = startProducts(demo, databaseServerUrl, folder, ports);
  // Written beside it and then renamed: a file looking while it is written would read it empty (seen: "the e2e
  // products did not start: " with nothing after it).
  const mark = (state: string) => {
    writeFileSync(`${readyMark}.part`, state);
    renameSync(`${readyMark}.part`, readyMark);
  };
  products.then(
    () => mark('ready'),
    (error: unknown) => mark(`failed: ${error instanceof Error ? error.stack : String(error)}`),
  );
  project.provide('chromiumPath', chromiumPath);
  project.provide(
    'baseUrls',
    ports.map((port) => `http://localhost:${port}`),
  );
  project.provide('demoDataDir', demo.dataDir);
  project.provide('productsReadyMark', readyMark);
  project.provide('databaseServerUrl', databaseServerUrl);

  return async () => {
    const started = await products.catch(() => []);
    await Promise.all(started.map((product) => product.stop()));
    try {
      for (const { database, dataDir, logFile } of started)
        await checkLogHoldsNoChildText(database, dataDir, readFileSync(logFile, 'utf8'));
    } catch (error) {
      // Vitest reports an error thrown here but still exits with 0: fail the run by hand.
      console.error(error);
      process.exitCode = 1;
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await demo.release();
    }
  };
}

async function startProducts(demo: DemoOfTheRun, databaseServerUrl: string | null, folder: string, ports: number[]) {
  await demo.imported;
  return Promise.all(
    ports.map(async (port, index) => {
      const dataDir = join(folder, `product-${index + 1}`);
      cpSync(demo.dataDir, dataDir, { recursive: true });
      const database = await copyOfDemoDatabase(databaseServerUrl);
      const logFile = join(folder, `server-${index + 1}.log`);
      const environment = { ...SERVER_ENVIRONMENT, ...database.environment };
      const product = await startProduct({ dataDir, logFile, port, environment });
      return { ...product, database, dataDir, logFile };
    }),
  );
}

/**
 * Ports for the products, chosen before they start: below Linux's ephemeral range (32768–60999), where the unit
 * files' servers (`freePort`, port 0) never land while these wait for their build.
 */
async function portsOutsideTheEphemeralRange(count: number) {
  const ports: number[] = [];
  for (let port = 20_000 + Math.floor(Math.random() * 10_000); ports.length < count; port++)
    if (await isFree(port)) ports.push(port);
  return ports;
}

function isFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

type DemoOfTheRun = {
  dataDir: string;
  databaseServerUrl: Promise<string | null>;
  imported: Promise<void>;
  /** A project is done with it: the last one stops the run's PostgreSQL. */
  release: () => Promise<void>;
};
const DEMO_OF_THE_RUN = Symbol.for('koran-kids.e2e.demo-of-the-run');

/**
 * The build, the database server and the demo import, once for both projects of the run (their setups share this
 * process).
 */
function demoOfTheRun(): DemoOfTheRun {
  const holder = globalThis as { [DEMO_OF_THE_RUN]?: DemoOfTheRun & { users: number } };
  if (!holder[DEMO_OF_THE_RUN]) {
    const folder = mkdtempSync(join(tmpdir(), 'koran-kids-e2e-demo-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const dataDir = join(folder, 'demo');
    const binaries = findPostgresBinaries();
    const postgres = binaries ? startThrowawayPostgres(binaries) : Promise.resolve(null);
    const databaseServerUrl = postgres.then((server) => server?.url ?? null);
    const imported = Promise.all([buildOnce(), databaseServerUrl]).then(([, url]) => importDemo(folder, dataDir, url));
    imported.catch(() => undefined);
    const demo = {
      dataDir,
      databaseServerUrl,
      imported,
      users: 0,
      release: async () => {
        if (--demo.users === 0) await (await postgres)?.stop();
      },
    };
    holder[DEMO_OF_THE_RUN] = demo;
  }
  holder[DEMO_OF_THE_RUN].users++;
  return holder[DEMO_OF_THE_RUN];
}

/** Builds the product as it ships (Vitest sets NODE_ENV=test), unless the run was given a build. */
async function buildOnce() {
  if (process.env.KORAN_KIDS_E2E_BUILT) return;
  const build = spawn('npm', ['run', '--silent', 'build'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const [code] = await once(build, 'exit');
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
}

/**
 * As in production, every request is logged, and the log is checked for children's words below. The tests sign in
 * from one address dozens of times a minute, as a school's network would.
 */
const SERVER_ENVIRONMENT = { LOG_LEVEL: 'info', NODE_ENV: 'test', SIGN_IN_REQUESTS_PER_MINUTE: '2000' };

/** A first start imports the demo course and families into a fresh folder; every product starts from a copy of it. */
async function importDemo(folder: string, dataDir: string, databaseServerUrl: string | null) {
  const database = await newDatabase(databaseServerUrl, DEMO_DATABASE);
  const product = await startProduct({
    dataDir,
    logFile: join(folder, 'demo-import.log'),
    environment: { ...SERVER_ENVIRONMENT, ...database.environment },
  });
  await product.stop();
}

/**
 * The server's log of the whole run names no child and quotes nothing a child or parent wrote: every child's name,
 * every message, about-me and final message in the database afterwards is looked for in it.
 */
async function checkLogHoldsNoChildText(product: ProductDatabase, dataDir: string, log: string) {
  const database = await openDatabase(product.options(dataDir));
  try {
    const { rows } = await database.execute(
      `select name as text from users_children
       union select title from messages where "from" <> 'LESSON'
       union select message from messages where "from" <> 'LESSON'
       union select about_me from users_child_details where about_me is not null
       union select final_message from users_child_details where final_message is not null`,
    );
    const texts = rows.map((row) => String(row.text)).filter((text) => text.trim().length >= 3);
    if (texts.length < 5) throw new Error(`the log check found only ${texts.length} children's texts to look for`);
    const found = texts.filter((text) => log.includes(text));
    if (found.length > 0) {
      throw new Error(
        `the server log holds children's names or texts: ${found.map((t) => JSON.stringify(t)).join(', ')}`,
      );
    }
  } finally {
    await database.close();
  }
}
