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
 * `LIGHTHOUSE_BASELINE=<git ref>` measures that version too, side by side: checked out beside this one (its packages
 * installed, its web app built), its own server on its own fresh data, the two taking turns run by run; the medians of
 * both and their ratios are printed (the scores depend on the machine; the ratios much less), and only this
 * checkout's scores are asserted.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@koran-kids/testing/free-port';
import { CHROMIUM_ARGS, findChromium, startProduct } from '@koran-kids/testing/product';
import { chromium } from 'playwright-core';
import { DEMO, signIn } from '../apps/web/e2e/support/sign-in.ts';
import {
  freshMemoryMicroseconds,
  type Group,
  median,
  PAGE_NAMES,
  type Page,
  printComparison,
  printMedians,
  reportsOf,
} from './lighthouse-report.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number of runs, 1 or more');
const unknownPages = ONLY?.filter((name) => !PAGE_NAMES.some((known) => known === name)) ?? [];
if (unknownPages.length > 0) {
  throw new Error(`LIGHTHOUSE_ONLY: no page named ${unknownPages.join(', ')}; the pages are ${PAGE_NAMES.join(', ')}`);
}
const PROTOCOL = process.env.LIGHTHOUSE_PROTOCOL ?? 'http2';
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
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

/** Writes the group's Lighthouse CI configuration: its pages, one report per `collect`, the minimum scores. */
function writeConfiguration(group: Group, baseUrl: string, chromePath: string) {
  const chromeFlags = [...CHROMIUM_ARGS, ...(PROTOCOL === 'http2' ? ['--ignore-certificate-errors'] : [])];
  const headers = group.cookie ? { Cookie: group.cookie } : {};
  const assertion = (minScore: number) => ['error', { minScore, aggregationMethod: 'median-run' }];
  const config = {
    ci: {
      collect: {
        url: group.pages.map(({ path }) => `${baseUrl}${path}`),
        numberOfRuns: 1,
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
}

/** One more report per page of the group (the earlier ones kept after the first). */
const measureOnce = (group: Group, isFirst: boolean) =>
  lhci(group.folder, ['collect', '--config=lighthouserc.json', ...(isFirst ? [] : ['--additive'])]);

/** One version of the product, started on a fresh data folder behind its HTTPS front, and the pages to measure. */
type Side = { label: string; measuredUrl: string; groups: Group[]; stop: () => Promise<void> };

async function startSide(label: string, folder: string, chromePath: string, root?: string): Promise<Side> {
  mkdirSync(folder, { recursive: true });
  // The server runs at the lowest priority: on a 2-core machine it would otherwise take CPU from the phone that
  // Lighthouse simulates (its blocking time is measured, then scaled 4×), which a real phone does not share.
  const product = await startProduct({
    root,
    dataDir: join(folder, 'data'),
    logFile: join(folder, 'server.log'),
    priority: 19,
  });
  let front: Awaited<ReturnType<typeof startHttpsFront>> | null = null;
  try {
    front = PROTOCOL === 'http2' ? await startHttpsFront(product.baseUrl, folder) : null;
    const signedIn = await signedInPages(product.baseUrl, chromePath);
    const groups = (
      [
        { folder: join(folder, 'visitor'), pages: [{ name: 'login page', path: '/' } satisfies Page], cookie: null },
        { folder: join(folder, 'child'), ...signedIn },
      ] satisfies Group[]
    )
      .map((group) => ({ ...group, pages: group.pages.filter(({ name }) => !ONLY || ONLY.includes(name)) }))
      .filter((group) => group.pages.length > 0);
    const measuredUrl = front?.baseUrl ?? product.baseUrl;
    for (const group of groups) {
      mkdirSync(group.folder);
      writeConfiguration(group, measuredUrl, chromePath);
    }
    const runningFront = front;
    return {
      label,
      measuredUrl,
      groups,
      stop: async () => {
        runningFront?.stop();
        await product.stop();
      },
    };
  } catch (error) {
    front?.stop();
    await product.stop();
    throw error;
  }
}

/** A checkout of `ref` beside this one, with its own packages and its web app built: the code before, measured too. */
function checkOutBaseline(ref: string, folder: string) {
  console.log(`Checking out ${ref} beside this checkout, installing its packages and building its web app…`);
  execFileSync('git', ['worktree', 'add', '--detach', folder, ref], { cwd: repositoryRoot, stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'inherit' });
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: folder, stdio: 'inherit' });
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('npm run lighthouse needs Chromium (apt-get install chromium)');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
  const workDir = mkdtempSync(join(tmpdir(), 'koran-kids-lighthouse-'));
  const baselineRoot = join(workDir, 'baseline-checkout');
  const sides: Side[] = [];
  try {
    sides.push(await startSide('this checkout', join(workDir, 'current'), chromePath));
    if (BASELINE) {
      checkOutBaseline(BASELINE, baselineRoot);
      sides.push(await startSide(BASELINE, join(workDir, 'baseline'), chromePath, baselineRoot));
    }
    // The sides take turns, run by run: a machine that slows down or speeds up meanwhile weighs on both alike.
    for (let run = 0; run < RUNS; run++)
      for (const side of sides) for (const group of side.groups) measureOnce(group, run === 0);
    console.log(`\nThis machine gives fresh memory at ${freshMemoryMicroseconds().toFixed(1)} µs per 4 KiB page.`);
    const medians = sides.map((side) => {
      const benchmarkIndex = median(side.groups.flatMap(reportsOf).map((run) => run.environment.benchmarkIndex));
      console.log(
        `\n${side.label}: Lighthouse, mobile, ${PROTOCOL === 'http2' ? 'HTTPS and HTTP/2' : 'HTTP/1.1'}, ` +
          `${RUNS} runs per page, medians (this machine's benchmark index ${Math.round(benchmarkIndex)}):`,
      );
      return side.groups.flatMap((group) => printMedians(group, side.measuredUrl));
    });
    const [current, baseline] = medians;
    if (current && baseline && BASELINE) printComparison(current, baseline, BASELINE);
    console.log('');
    for (const group of sides[0]?.groups ?? []) {
      try {
        lhci(group.folder, ['assert', '--config=lighthouserc.json']);
      } catch {
        process.exitCode = 1; // lhci has printed why: a score below its minimum, or its own error
      }
    }
  } finally {
    for (const side of sides) await side.stop();
    if (existsSync(baselineRoot))
      execFileSync('git', ['worktree', 'remove', '--force', baselineRoot], { cwd: repositoryRoot });
    // LIGHTHOUSE_KEEP=1 leaves the reports (.lighthouseci/lhr-*.html) for a closer look.
    if (process.env.LIGHTHOUSE_KEEP) console.log(`Reports kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
