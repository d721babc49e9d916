/**
 * What our server's own /metrics says after `npm run bench`: per GraphQL operation the requests answered and their
 * p99 as Prometheus' histogram_quantile reckons it from the buckets, then the event-loop delay and the database
 * pool. A few lines under the bench's table, read before the server stops (docs/deploying.md, "Metrics").
 */

type Series = { name: string; labels: Record<string, string>; value: number };

function seriesOf(text: string): Series[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    return [{ name: String(match[1]), labels: labels as Record<string, string>, value: Number(match[3]) }];
  });
}

/** histogram_quantile: linear within the bucket the quantile falls in. */
function quantile(q: number, buckets: { le: number; count: number }[]): number {
  const sorted = buckets.toSorted((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  const rank = q * total;
  let lower = { le: 0, count: 0 };
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (!Number.isFinite(bucket.le)) return lower.le;
      const within = bucket.count - lower.count;
      return lower.le + (bucket.le - lower.le) * (within === 0 ? 0 : (rank - lower.count) / within);
    }
    lower = bucket;
  }
  return Number.NaN;
}

const poolOf = (figure: (name: string) => number | undefined) =>
  figure('koran_kids_database_pool_size') === undefined
    ? 'none (PGlite)'
    : `${figure('koran_kids_database_pool_open')} of ${figure('koran_kids_database_pool_size')} open, ` +
      `${figure('koran_kids_database_pool_waiting')} waiting`;

const ms = (seconds: number) => `${(seconds * 1000).toFixed(1)} ms`;

/** The summary lines, from GET /metrics with the token. */
export async function metricsSummary(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return `GET /metrics answered ${response.status}`;
  const series = seriesOf(await response.text());
  const figure = (name: string) => series.find((one) => one.name === name)?.value;
  const buckets = new Map<string, { le: number; count: number }[]>();
  const counts = new Map<string, number>();
  for (const { name, labels, value } of series) {
    if (labels.route !== '/graphql' || labels.status_class !== '2xx') continue;
    const operation = labels.operation ?? '';
    if (name === 'koran_kids_http_request_duration_seconds_count') counts.set(operation, value);
    if (name !== 'koran_kids_http_request_duration_seconds_bucket') continue;
    const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
    buckets.set(operation, [...(buckets.get(operation) ?? []), { le, count: value }]);
  }
  const lines = [...counts].map(
    ([operation, count]) =>
      `- ${operation}: ${count} answered (2xx), p99 ≈ ${ms(quantile(0.99, buckets.get(operation) ?? []))}`,
  );
  const errors = series
    .filter((one) => one.name === 'koran_kids_errors_total')
    .map((one) => `${one.labels.code} ${one.value}`)
    .join(', ');
  return [
    "From the server's /metrics (p99 from the histogram's buckets, as Prometheus reckons it):",
    ...lines,
    `- errors by code: ${errors || 'none'}`,
    `- event-loop delay p99: ${ms(figure('nodejs_eventloop_lag_p99_seconds') ?? Number.NaN)}; database pool: ${poolOf(figure)}`,
  ].join('\n');
}
