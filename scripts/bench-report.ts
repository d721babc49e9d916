/** The report of `npm run bench`: a markdown table of both sides' numbers and the verdict against the goals. */
import type { ApiMeasurement, Measurement } from './bench-load.ts';

export const FIXED_RATE = 150;
const GOALS = { throughputShareOfSql: 0.5, p99AtFixedRateMs: 25 };

export type Row = { operation: string; rate: number | null; api: ApiMeasurement; sql: Measurement };

export const loadOf = (rate: number | null) => (rate === null ? 'saturation' : `${rate} req/s`);
export const format = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

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

export function report(rows: Row[], context: string) {
  const side = (operation: string, load: string, name: string, m: Measurement, server = ['', '']) => [
    operation,
    load,
    name,
    format(m.requestsPerSecond, 1),
    format(m.p50, 2),
    format(m.p99, 2),
    ...server,
    String(m.failures),
  ];
  const table = markdownTable(
    ['operation', 'load', 'side', 'req/s', 'p50 ms', 'p99 ms', 'server p99 ms', 'server CPU ms/req', 'failed'],
    rows.flatMap(({ operation, rate, api, sql }) => [
      side(operation, loadOf(rate), 'API', api, [format(api.serverP99, 2), format(api.serverCpuMs, 2)]),
      side('', '', 'SQL', sql),
      [
        '',
        '',
        'API/SQL',
        format(api.requestsPerSecond / sql.requestsPerSecond, 2),
        format(api.p50 / sql.p50, 1),
        format(api.p99 / sql.p99, 1),
        '',
        '',
        '',
      ],
    ]),
    [false, false, false, true, true, true, true, true, true],
  );
  const crossCheck = rows
    .flatMap(({ operation, rate, api: { autocannon: own } }) => {
      if (!own) return [];
      const numbers = `${format(own.requestsPerSecond, 1)} req/s, p50 ${own.p50} ms, p99 ${own.p99} ms`;
      return [`${operation} ${loadOf(rate)}: ${numbers}`];
    })
    .join('; ');

  const saturatedRead = rows.find((row) => row.operation === 'getUserChildData' && row.rate === null);
  const share = saturatedRead ? saturatedRead.api.requestsPerSecond / saturatedRead.sql.requestsPerSecond : Number.NaN;
  const atFixedRate = rows.filter((row) => row.rate === FIXED_RATE);
  const p99s = atFixedRate.map((row) => `${format(row.api.p99, 1)} ms (${row.operation})`).join(', ');
  const p99Met = atFixedRate.every((row) => row.api.p99 < GOALS.p99AtFixedRateMs);
  const failures = rows.reduce((sum, row) => sum + row.api.failures + row.sql.failures, 0);
  const verdict =
    `Verdict: getUserChildData API throughput at saturation is ${format(share * 100, 0)} % of raw SQL ` +
    `(goal ≥ ${GOALS.throughputShareOfSql * 100} %): ${share >= GOALS.throughputShareOfSql ? 'MET' : 'NOT MET'}; ` +
    `API p99 at ${FIXED_RATE} req/s is ${p99s} (goal < ${GOALS.p99AtFixedRateMs} ms): ${p99Met ? 'MET' : 'NOT MET'}.` +
    (failures > 0 ? ` ${failures} requests FAILED: these numbers are not to be trusted.` : '');

  console.log(
    `\n${context}\n\n${table}\n\nautocannon's own report of the saturation runs (whole ms): ${crossCheck}.\n\n${verdict}`,
  );
  if (failures > 0) process.exitCode = 1;
}
