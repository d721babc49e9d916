/**
 * `npm run lighthouse`: Lighthouse CI (`@lhci/cli`) with the system Chromium on the login page, a child's start
 * page and a lesson, with Lighthouse's default mobile settings (a mid-range phone, simulated slow 4G and a 4×
 * slower CPU), 5 runs per page. The medians are printed (the scores, the paint times, the main thread's work and the
 * GraphQL requests sent); `lhci assert` fails the run below performance 90,
 * accessibility 95 or best practices 95 (median run). The product runs as `npm start` runs it, on a fresh data
 * folder; the signed-in pages are opened with the session of a real sign-in at the development provider.
 * `LIGHTHOUSE_ONLY=lesson` (page names, comma-separated) measures only those pages; `LIGHTHOUSE_RUNS=n` runs n times.
 * The pages are measured over HTTPS and HTTP/2, through a front that stands in for the reverse proxy of
 * docs/deploying.md (scripts/https-front.ts, its certificate made with `openssl`), as families reach the product;
 * `LIGHTHOUSE_PROTOCOL=http1` measures the server's own plain HTTP/1.1 (six connections at most), as before 2026-11-28.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@koran-kids/testing/free-port';
import { CHROMIUM_ARGS, findChromium, startProduct } from '@koran-kids/testing/product';
import { chromium } from 'playwright-core';
import { DEMO, signIn } from '../apps/web/e2e/support/sign-in.ts';

const PAGE_NAMES = ['login page', 'start page', 'lesson'] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number of runs, 1 or more');
const unknownPages = ONLY?.filter((name) => !PAGE_NAMES.some((known) => known === name)) ?? [];
if (unknownPages.length > 0) {
  throw new Error(`LIGHTHOUSE_ONLY: no page named ${unknownPages.join(', ')}; the pages are ${PAGE_NAMES.join(', ')}`);
}
const PROTOCOL = process.env.LIGHTHOUSE_PROTOCOL ?? 'http2';
if (PROTOCOL !== 'http2' && PROTOCOL !== 'http1')
  throw new Error('LIGHTHOUSE_PROTOCOL is http2 (the default) or http1');
const MINIMUM_SCORES = { performance: 0.9, accessibility: 0.95, 'best-practices': 0.95 } as const;
const repositoryRoot = join(import.meta.dirname, '..');

/**
 * The HTTPS front before the server at `upstream`, with a certificate for localhost made for this run; the browser
 * is told to accept it (`--ignore-certificate-errors`).
 */
async function startHttpsFront(upstream: string, workDir: string) {
  const key = join(workDir, 'front-key.pem');
  const cert = join(workDir, 'front-cert.pem');
  try {
    execFileSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
    ]);
  } catch {
    throw new Error('npm run lighthouse needs openssl for its HTTPS front; LIGHTHOUSE_PROTOCOL=http1 measures without');
  }
  const port = await freePort();
  const front: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repositoryRoot, 'scripts/https-front.ts'),
      new URL(upstream).port,
      String(port),
      key,
      cert,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (front.pid) setPriority(front.pid, 19);
  const listening = await Promise.race([
    once(front.stdout ?? front, 'data').then(() => true),
    once(front, 'exit').then(() => false),
  ]);
  if (!listening) throw new Error('the HTTPS front stopped before it listened');
  return { baseUrl: `https://localhost:${port}`, stop: () => front.kill() };
}

type Page = { name: (typeof PAGE_NAMES)[number]; path: string };
type Group = { folder: string; pages: Page[]; cookie: string | null };

/** Signs in as the demo parent and opens Amina, as a parent would; gives her pages and the session cookie. */
async function signedInPages(baseUrl: string, executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'nl-NL', baseURL: baseUrl });
    const page = await context.newPage();
    await signIn(page, DEMO.active);
    await page.getByRole('link', { name: 'Ga verder als Amina' }).click();
    await page.waitForURL(/\/start\//);
    const startPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Lessen' }).click();
    await page.locator('a[href*="/start?lesson="]').first().click();
    await page.waitForURL(/\/start\?lesson=/);
    const lessonUrl = new URL(page.url());
    const cookies = await context.cookies();
    return {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      pages: [
        { name: 'start page', path: startPath },
        { name: 'lesson', path: `${lessonUrl.pathname}${lessonUrl.search}` },
      ] satisfies Page[],
    };
  } finally {
    await browser.close();
  }
}

function lhci(folder: string, args: string[]) {
  execFileSync(process.execPath, [join(repositoryRoot, 'node_modules/@lhci/cli/src/cli.js'), ...args], {
    cwd: folder,
    stdio: 'inherit',
  });
}

/** Writes the group's configuration, collects RUNS reports per page and asserts the minimum scores. */
function measure(group: Group, baseUrl: string, chromePath: string) {
  const chromeFlags = [...CHROMIUM_ARGS, ...(PROTOCOL === 'http2' ? ['--ignore-certificate-errors'] : [])];
  const headers = group.cookie ? { Cookie: group.cookie } : {};
  const assertion = (minScore: number) => ['error', { minScore, aggregationMethod: 'median-run' }];
  const config = {
    ci: {
      collect: {
        url: group.pages.map(({ path }) => `${baseUrl}${path}`),
        numberOfRuns: RUNS,
        chromePath,
        settings: { chromeFlags: chromeFlags.join(' '), extraHeaders: JSON.stringify(headers) },
      },
      assert: {
        assertions: Object.fromEntries(
          Object.entries(MINIMUM_SCORES).map(([category, score]) => [`categories:${category}`, assertion(score)]),
        ),
      },
    },
  };
  writeFileSync(join(group.folder, 'lighthouserc.json'), JSON.stringify(config, null, 2));
  lhci(group.folder, ['collect', '--config=lighthouserc.json']);
}

type Report = {
  requestedUrl: string;
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string }[] } }>;
};

/** The GraphQL requests the page sent while Lighthouse watched. */
const graphqlRequests = (run: Report) =>
  run.audits['network-requests']?.details?.items?.filter(({ url }) => url?.endsWith('/graphql')).length ?? Number.NaN;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function printMedians(group: Group, baseUrl: string) {
  const folder = join(group.folder, '.lighthouseci');
  const reports = readdirSync(folder)
    .filter((file) => file.startsWith('lhr-') && file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Report);
  for (const page of group.pages) {
    const runs = reports.filter(({ requestedUrl }) => requestedUrl === `${baseUrl}${page.path}`);
    const score = (category: string) =>
      Math.round(100 * median(runs.map((run) => run.categories[category]?.score ?? 0)));
    const ms = (audit: string) => Math.round(median(runs.map((run) => run.audits[audit]?.numericValue ?? Number.NaN)));
    const cls = median(runs.map((run) => run.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN));
    console.log(
      `${page.name.padEnd(11)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `best practices ${score('best-practices')} · FCP ${ms('first-contentful-paint')} ms, ` +
        `LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${cls.toFixed(3)}, ` +
        `main thread ${ms('mainthread-work-breakdown')} ms, ${median(runs.map(graphqlRequests))} GraphQL requests ` +
        `(median of ${runs.length})`,
    );
  }
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('npm run lighthouse needs Chromium (apt-get install chromium)');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
  const workDir = mkdtempSync(join(tmpdir(), 'koran-kids-lighthouse-'));
  // The server runs at the lowest priority: on a 2-core machine it would otherwise take CPU from the phone that
  // Lighthouse simulates (its blocking time is measured, then scaled 4×), which a real phone does not share.
  const product = await startProduct({
    dataDir: join(workDir, 'data'),
    logFile: join(workDir, 'server.log'),
    priority: 19,
  });
  let front: Awaited<ReturnType<typeof startHttpsFront>> | null = null;
  try {
    front = PROTOCOL === 'http2' ? await startHttpsFront(product.baseUrl, workDir) : null;
    const measuredUrl = front?.baseUrl ?? product.baseUrl;
    const signedIn = await signedInPages(product.baseUrl, chromePath);
    const groups = (
      [
        { folder: join(workDir, 'visitor'), pages: [{ name: 'login page', path: '/' } satisfies Page], cookie: null },
        { folder: join(workDir, 'child'), ...signedIn },
      ] satisfies Group[]
    )
      .map((group) => ({ ...group, pages: group.pages.filter(({ name }) => !ONLY || ONLY.includes(name)) }))
      .filter((group) => group.pages.length > 0);
    for (const group of groups) {
      mkdirSync(group.folder);
      measure(group, measuredUrl, chromePath);
    }
    console.log(
      `\nLighthouse, mobile, ${PROTOCOL === 'http2' ? 'HTTPS and HTTP/2' : 'HTTP/1.1'}, ${RUNS} runs per page, medians:`,
    );
    for (const group of groups) printMedians(group, measuredUrl);
    console.log('');
    for (const group of groups) {
      try {
        lhci(group.folder, ['assert', '--config=lighthouserc.json']);
      } catch {
        process.exitCode = 1; // lhci has printed why: a score below its minimum, or its own error
      }
    }
  } finally {
    front?.stop();
    await product.stop();
    // LIGHTHOUSE_KEEP=1 leaves the reports (.lighthouseci/lhr-*.html) for a closer look.
    if (process.env.LIGHTHOUSE_KEEP) console.log(`Reports kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
