/**
 * What `npm run lighthouse` prints from Lighthouse's reports: each page's medians, one version beside another, and
 * what the machine itself was like.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PAGE_NAMES = ['login page', 'start page', 'lesson'] as const;
export type Page = { name: (typeof PAGE_NAMES)[number]; path: string };
export type Group = { folder: string; pages: Page[]; cookie: string | null };

type Report = {
  requestedUrl: string;
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string }[] } }>;
};

/** The GraphQL requests the page sent while Lighthouse watched. */
const graphqlRequests = (run: Report) =>
  run.audits['network-requests']?.details?.items?.filter(({ url }) => url?.endsWith('/graphql')).length ?? Number.NaN;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export type Medians = { page: Page['name']; performance: number; lcp: number; tbt: number; mainThread: number };

export function reportsOf(group: Group) {
  const folder = join(group.folder, '.lighthouseci');
  return readdirSync(folder)
    .filter((file) => file.startsWith('lhr-') && file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Report);
}

/** Prints each page's medians and gives them, to set beside the other side's. */
export function printMedians(group: Group, baseUrl: string): Medians[] {
  const reports = reportsOf(group);
  return group.pages.map((page) => {
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
    return {
      page: page.name,
      performance: score('performance'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      mainThread: ms('mainthread-work-breakdown'),
    };
  });
}

export function printComparison(current: Medians[], baseline: Medians[], baselineLabel: string) {
  console.log(`\nThis checkout beside ${baselineLabel} (ratios this / that):`);
  for (const now of current) {
    const before = baseline.find(({ page }) => page === now.page);
    if (!before) continue;
    const ratio = (key: 'lcp' | 'tbt' | 'mainThread') => (now[key] / before[key]).toFixed(2);
    console.log(
      `${now.page.padEnd(11)} performance ${before.performance} → ${now.performance}, LCP ${ratio('lcp')}×, ` +
        `TBT ${ratio('tbt')}×, main thread ${ratio('mainThread')}×`,
    );
  }
}

/**
 * What this machine takes to give a program fresh memory, in µs per 4 KiB page: a browser opening a page asks for a
 * lot of it, and Lighthouse's benchmark index (a loop of JavaScript) does not see it. 13.8 µs on the machine of
 * 2026-11-28's afternoon, where every page scored 12–15 points below the same code measured that morning on another.
 */
export function freshMemoryMicroseconds() {
  const PAGE = 4096;
  const memory = Buffer.allocUnsafeSlow(64 * 1024 * 1024);
  const started = process.hrtime.bigint();
  for (let offset = 0; offset < memory.length; offset += PAGE) memory[offset] = 1;
  return Number(process.hrtime.bigint() - started) / 1000 / (memory.length / PAGE);
}
