import { createHash, timingSafeEqual } from 'node:crypto';
import { type Db, isDatabaseReachable, poolFiguresOf } from '@koran-kids/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from './config.ts';
import { isThisMachine } from './http-input.ts';
import { errorCodeLabel, type LabelCache, labelCache, methodLabel, operationLabel } from './metric-labels.ts';
import type { OverloadWatch } from './overload.ts';
import { routeGuard } from './route-guard.ts';

/** Answer times in seconds: from a fast read to the request time limit (15 s by default). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];
/** A scrape's check of the database answers well within Prometheus' default 10 s scrape timeout. */
const DATABASE_CHECK_MS = 500;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const statusClass = (status: number) => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';
/** The route label of a request no route matched (a path of the web app, a missing file, a made-up address). */
const UNMATCHED = 'unmatched';

/** What /graphql tells the metrics: Yoga's plugin that counts errors by code, and the refusals before Yoga. */
export type GraphqlWatch = {
  plugin: Plugin<Record<string, unknown>, { req?: FastifyRequest }>;
  refused: (request: FastifyRequest, code: string) => void;
};

export type Metrics = { graphql: GraphqlWatch; overload: OverloadWatch };

/**
 * Node's own figures are the process's: collected once however many servers a process builds (tests build many),
 * so that each does not start another event-loop monitor and garbage-collection observer.
 */
let processFigures: Registry | null = null;
function processRegistry(): Registry {
  if (!processFigures) {
    processFigures = new Registry();
    collectDefaultMetrics({ register: processFigures });
  }
  return processFigures;
}

/**
 * The server's figures in Prometheus' text format at GET /metrics (docs/deploying.md names each and the alerts to
 * set): requests and their answer times by route, GraphQL operation and status class; errors by code; the database
 * pool; requests in flight; Node's own figures (event-loop delay, memory, CPU, garbage collection).
 */
export function registerMetrics(app: FastifyInstance, config: Config, db: Db): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'koran_kids_http_request_duration_seconds',
    help: 'Requests answered, by route, GraphQL operation (empty outside /graphql), method and status class; from arrival to the last byte sent',
    labelNames: ['route', 'operation', 'method', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'koran_kids_errors_total',
    help: 'Errors answered, by code (a GraphQL error code; else by status: SERVER_BUSY for 503, RATE_LIMITED for 429, INTERNAL_SERVER_ERROR for other 5xx), route and GraphQL operation',
    labelNames: ['code', 'route', 'operation'],
    registers: [registry],
  });
  const observers: LabelCache<(seconds: number) => void> = labelCache((route, operation, method, status) => {
    const child = requests.labels(route, operation, method, status);
    return (seconds) => child.observe(seconds);
  });
  const errorCounters: LabelCache<() => void> = labelCache((code, route, operation) => {
    const child = errors.labels(code, route, operation);
    return () => child.inc();
  });
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED;
  /** Requests whose errors are counted by code already; the others are counted by their status. Errors only. */
  const counted = new WeakSet<FastifyRequest>();
  const countError = (request: FastifyRequest, code: string) => {
    counted.add(request);
    errorCounters(errorCodeLabel(code), routeOf(request), operationOf(request))();
  };

  // A callback hook: no promise per request.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    observers(route, operationOf(request), methodLabel(request.method), statusClass(status))(reply.elapsedTime / 1000);
    if ((status === 429 || status >= 500) && !counted.has(request) && route !== '/readyz') {
      countError(request, codeOfStatus(status));
    }
    done();
  });

  registerFigures(registry, db);
  const overload = registerOverloadFigures(registry);
  registerMetricsRoute(app, registry, config);
  return {
    graphql: { plugin: errorCountingPlugin(countError), refused: countError },
    overload,
  };
}

/** The code of an error answer that carries none we read: shed or timed out, rate-limited, a server error. */
const codeOfStatus = (status: number) =>
  status === 503 ? 'SERVER_BUSY' : status === 429 ? 'RATE_LIMITED' : 'INTERNAL_SERVER_ERROR';

/** The GraphQL operation's label: for /graphql only, from the body Fastify already parsed. */
const operationOf = (request: FastifyRequest) =>
  request.routeOptions.url === '/graphql' ? operationLabel(request.body) : '';

/** Counts each error in a GraphQL answer by its code, masked unexpected errors as INTERNAL_SERVER_ERROR. */
function errorCountingPlugin(countError: (request: FastifyRequest, code: string) => void): GraphqlWatch['plugin'] {
  return {
    onResultProcess: ({ result, serverContext }) => {
      const request = serverContext.req;
      if (!request || Array.isArray(result) || Symbol.asyncIterator in result) return;
      for (const error of result.errors ?? []) countError(request, String(error.extensions?.code ?? ''));
    },
  };
}

/** Figures read at each scrape: the database pool (PostgreSQL only) and whether the database answers. */
function registerFigures(registry: Registry, db: Db) {
  new Gauge({
    name: 'koran_kids_database_reachable',
    help: 'Whether the database answered a trivial query within 500 ms at this scrape (1) or not (0), as /readyz asks',
    registers: [registry],
    async collect() {
      this.set((await isDatabaseReachable(db, DATABASE_CHECK_MS)) ? 1 : 0);
    },
  });
  if (!poolFiguresOf(db)) return;
  const figures = [
    ['size', 'The most connections the pool opens (DATABASE_POOL_SIZE)'],
    ['open', 'Connections to PostgreSQL open now, busy or idle'],
    ['idle', 'Open connections not in use'],
    ['waiting', 'Requests for a connection waiting because every connection is busy'],
  ] as const;
  for (const [figure, help] of figures) {
    new Gauge({
      name: `koran_kids_database_pool_${figure}`,
      help,
      registers: [registry],
      collect() {
        this.set(poolFiguresOf(db)?.[figure] ?? 0);
      },
    });
  }
}

/** The overload guard's figures: requests worked on now and its limit (its 503s count as SERVER_BUSY). */
function registerOverloadFigures(registry: Registry): OverloadWatch {
  let readInFlight = () => 0;
  new Gauge({
    name: 'koran_kids_requests_in_flight',
    help: 'Requests of the API, sign-in and files being worked on now (any more than the limit get 503 SERVER_BUSY)',
    registers: [registry],
    collect() {
      this.set(readInFlight());
    },
  });
  const limit = new Gauge({
    name: 'koran_kids_requests_in_flight_limit',
    help: 'The most requests worked on at once (MAX_REQUESTS_IN_FLIGHT)',
    registers: [registry],
  });
  return (read, max) => {
    readInFlight = read;
    limit.set(max);
  };
}

/**
 * GET /metrics for the scraper only: with METRICS_TOKEN set, the bearer token and nothing else (no session, no
 * role); without it, nothing in production (404, as any unknown address) and only this machine elsewhere. A
 * scrape is neither rate-limited (a GET outside sign-in) nor shed when busy (not counted by the overload guard).
 */
const forTheScraper = routeGuard({ scope: 'secret' });

function registerMetricsRoute(app: FastifyInstance, registry: Registry, config: Config) {
  processRegistry();
  const expected = config.metricsToken ? digest(config.metricsToken) : null;
  app.get('/metrics', forTheScraper.options, async (request, reply) => {
    if (expected) {
      const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'Unauthorized' });
      }
    } else if (config.env === 'production' || !isThisMachine(request)) {
      return reply.code(404).send({ error: 'Not Found' });
    }
    const text = `${await processRegistry().metrics()}\n${await registry.metrics()}`;
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

const digest = (token: string) => createHash('sha256').update(token).digest();
