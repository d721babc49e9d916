/**
 * The report of `npm run bench`: a markdown table of every side's medians over the rounds, the ratios of ours to
 * the peer and to SQL, and the verdict against the goals.
 */
import type { ApiMeasurement, Measurement } from './bench-load.ts';

export const FIXED_RATE = 150;
/**
 * The goals of getUserChildData at saturation against the other sides and its CPU (issue 40), and every p99 at
 * FIXED_RATE (issue 25).
 */
const GOALS = { throughputOfPeer: 2.5, throughputOfSql: 0.75, serverCpuMs: 0.5, p99AtFixedRateMs: 25 };
export const OURS = 'ours';
export const PEER = 'PostGraphile';
export const SQL = 'SQL';

/** One side's runs of one operation at one load, one per round. */
export type SideRuns = { side: string; runs: (Measurement | ApiMeasurement)[] };
export type Row = { operation: string; rate: number | null; sides: SideRuns[] };

export const loadOf = (rate: number | null) => (rate === null ? 'saturation' : `${rate} req/s`);
export const format = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const isApi = (run: Measurement | ApiMeasurement): run is ApiMeasurement => 'serverCpuMs' in run;

/** A side's medians over its rounds (server figures only for a GraphQL server), its range of req/s and failures. */
function mediansOf({ side, runs }: SideRuns) {
  const of = (value: (run: Measurement) => number) => median(runs.map(value));
  const servers = runs.filter(isApi);
  const ofServer = (value: (run: ApiMeasurement) => number) =>
    servers.length ? median(servers.map(value)) : Number.NaN;
  const throughputs = runs.map((run) => run.requestsPerSecond);
  return {
    side,
    requestsPerSecond: of((run) => run.requestsPerSecond),
    lowest: Math.min(...throughputs),
    highest: Math.max(...throughputs),
    p50: of((run) => run.p50),
    p99: of((run) => run.p99),
    serverP99: ofServer((run) => run.serverP99),
    serverCpuMs: ofServer((run) => run.serverCpuMs),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    autocannon: servers.flatMap((run) => (run.autocannon ? [run.autocannon] : [])),
  };
}
type Medians = ReturnType<typeof mediansOf>;

function markdownTable(header: string[], rows: string[][], rightAligned: boolean[]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const pad = (cell: string, column: number) =>
    rightAligned[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    rightAligned[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2),
  );
  return [line(header), `|${rule.join('|')}|`, ...rows.map(line)].join('\n');
}

const sideLine = (m: Medians) => [
  m.side,
  `${format(m.requestsPerSecond, 1)} (${format(m.lowest, 0)}–${format(m.highest, 0)})`,
  format(m.p50, 2),
  format(m.p99, 2),
  format(m.serverP99, 2),
  format(m.serverCpuMs, 2),
  String(m.failures),
];

/** Ours against another side: req/s and p99 as ratios, and the CPU per request where both are servers. */
const ratioLine = (ours: Medians, other: Medians) => [
  `${OURS}/${other.side}`,
  format(ours.requestsPerSecond / other.requestsPerSecond, 2),
  '',
  format(ours.p99 / other.p99, 2),
  '',
  format(ours.serverCpuMs / other.serverCpuMs, 2),
  '',
];

export function report(rows: Row[], context: string) {
  const summaries = rows.map((row) => ({ ...row, medians: row.sides.map(mediansOf) }));
  const table = markdownTable(
    ['operation', 'load', 'side', 'req/s (range)', 'p50 ms', 'p99 ms', 'server p99 ms', 'server CPU ms/req', 'failed'],
    summaries.flatMap(({ operation, rate, medians }) => {
      const ours = medians.find((m) => m.side === OURS);
      const others = medians.filter((m) => m.side !== OURS);
      return [
        ...medians.map((m, index) => [index === 0 ? operation : '', index === 0 ? loadOf(rate) : '', ...sideLine(m)]),
        ...(ours ? others.map((other) => ['', '', ...ratioLine(ours, other)]) : []),
      ];
    }),
    [false, false, false, true, true, true, true, true, true],
  );
  const crossCheck = summaries
    .filter(({ rate }) => rate === null)
    .flatMap(({ operation, medians }) =>
      medians
        .filter((m) => m.autocannon.length > 0)
        .map((m) => {
          const own = (value: (run: Omit<Measurement, 'failures'>) => number) => median(m.autocannon.map(value));
          return `${operation} ${m.side}: ${format(
            own((r) => r.requestsPerSecond),
            1,
          )} req/s, p50 ${own((r) => r.p50)} ms, p99 ${own((r) => r.p99)} ms`;
        }),
    )
    .join('; ');
  console.log(
    `\n${context}\n\n${table}\n\nautocannon's own report of the saturation runs (medians, whole ms): ${crossCheck}.\n\n${verdict(summaries)}`,
  );
  if (summaries.some(({ medians }) => medians.some((m) => m.failures > 0))) process.exitCode = 1;
}

function verdict(summaries: (Row & { medians: Medians[] })[]) {
  const met = (isMet: boolean) => (isMet ? 'MET' : 'NOT MET');
  const saturated = summaries.find((row) => row.operation === 'getUserChildData' && row.rate === null)?.medians;
  const sideOf = (name: string) => saturated?.find((m) => m.side === name);
  const [ours, peer, sql] = [sideOf(OURS), sideOf(PEER), sideOf(SQL)];
  const lines: string[] = [];
  if (ours && peer) {
    const ratio = ours.requestsPerSecond / peer.requestsPerSecond;
    lines.push(
      `getUserChildData at saturation, ours / PostGraphile: ${format(ratio, 2)}× (goal ≥ ${GOALS.throughputOfPeer}×): ${met(ratio >= GOALS.throughputOfPeer)}`,
    );
  }
  if (ours && sql) {
    const ratio = ours.requestsPerSecond / sql.requestsPerSecond;
    lines.push(
      `getUserChildData at saturation, ours / SQL: ${format(ratio, 2)}× (goal ≥ ${GOALS.throughputOfSql}×): ${met(ratio >= GOALS.throughputOfSql)}`,
    );
  }
  if (ours) {
    lines.push(
      `getUserChildData server CPU at saturation: ${format(ours.serverCpuMs, 2)} ms per request (goal ≤ ${GOALS.serverCpuMs} ms): ${met(ours.serverCpuMs <= GOALS.serverCpuMs)}`,
    );
  }
  const atFixedRate = summaries
    .filter((row) => row.rate === FIXED_RATE)
    .flatMap((row) =>
      row.medians.filter((m) => m.side === OURS).map((m) => ({ operation: row.operation, p99: m.p99 })),
    );
  const p99s = atFixedRate.map(({ operation, p99 }) => `${format(p99, 1)} ms (${operation})`).join(', ');
  lines.push(
    `p99 at ${FIXED_RATE} req/s: ${p99s} (goal < ${GOALS.p99AtFixedRateMs} ms each): ${met(atFixedRate.every(({ p99 }) => p99 < GOALS.p99AtFixedRateMs))}`,
  );
  const failures = summaries.reduce((sum, row) => sum + row.medians.reduce((s, m) => s + m.failures, 0), 0);
  if (failures > 0) lines.push(`${failures} requests FAILED: these numbers are not to be trusted.`);
  return `Verdict (medians):\n- ${lines.join('\n- ')}`;
}
