import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fileStorageFor } from '@koran-kids/content';
import { isDatabaseReachable } from '@koran-kids/db';
import { SERVER_PATHS } from '@koran-kids/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppServices } from './app-services.ts';
import { createBearerVerifier } from './auth/bearer.ts';
import { createOidcClient } from './auth/oidc-client.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerFileRoutes } from './files.ts';
import { registerGraphql } from './graphql.ts';
import { answerErrorsWithoutDetails, answerFrameworkErrorsWithoutDetails, refuseImpossibleUrls } from './http-input.ts';
import { createLogger } from './logger.ts';
import { registerMetrics } from './metrics.ts';
import { registerContentRoutes } from './modules/authoring/content-routes.ts';
import { registerCreditsRoute } from './modules/credits/credits-route.ts';
import { registerSubscriptionsCsvRoute } from './modules/families/subscriptions-csv-route.ts';
import { registerCertificateRoute } from './modules/final-steps/certificate-route.ts';
import { registerHomeworkCsvRoute } from './modules/homework/homework-csv-route.ts';
import { registerLetters } from './modules/letters/letters-routes.ts';
import { registerChildExportRoute } from './modules/parent-area/export-route.ts';
import { keepRecordingFilesInOrder } from './modules/recordings/recording-upkeep.ts';
import { registerRecordingRoutes } from './modules/recordings/recordings-routes.ts';
import { registerShopWebhook } from './modules/shop/webhook-route.ts';
import { registerShopLinkRoute } from './modules/subscription/shop-link-route.ts';
import { settleSubscriptionsAtSignIn } from './modules/subscription/sign-in.service.ts';
import { registerOverloadGuards } from './overload.ts';
import { enforceRouteGuards, type GuardedRoute, routeGuard } from './route-guard.ts';
import { registerRateLimits, registerSecurityHeaders } from './security.ts';

/** /readyz answers within a second: a load balancer's check must not hang on a frozen database. */
const READINESS_CHECK_MS = 500;

export type ServerOptions = Omit<AppServices, 'logger' | 'storage'> & {
  logger?: AppServices['logger'];
  storage?: AppServices['storage'];
};

/** Health checks, for the load balancer and anyone. */
const open = routeGuard({ scope: 'public' });

/** Paths the server answers itself; everything else is the web app's. */
/** The server and the switch that makes /readyz answer 503 while it drains. */
export type AppServer = { app: FastifyInstance; markShuttingDown: () => void; routes: GuardedRoute[] };

export async function buildServer(options: ServerOptions): Promise<AppServer> {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(options.config.logLevel),
    trustProxy: options.config.trustProxy,
    frameworkErrors: answerFrameworkErrorsWithoutDetails,
  });
  // Before any plugin or route, so that every one of them inherits both.
  app.setErrorHandler(answerErrorsWithoutDetails);
  const storage = options.storage ?? fileStorageFor(options.config.s3, options.config.filesDir);
  const services: AppServices = { ...options, logger: app.log, storage };
  const oidc = createOidcClient(options.config);
  const verifyBearer = createBearerVerifier(options.config, oidc);
  // Before the first route: from here on a route without a guard stops the start.
  const routes = enforceRouteGuards(app, services, verifyBearer);
  refuseImpossibleUrls(app);
  const metrics = registerMetrics(app, options.config, options.db);
  registerOverloadGuards(app, options.config, metrics.overload);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, options.config);
  await registerRateLimits(app, options.config, options.db);
  let shuttingDown = false;

  app.get('/healthz', open.options, async () => ({ status: 'ok' }));
  app.get('/readyz', open.options, async (_request, reply) => {
    if (shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    if (!(await isDatabaseReachable(services.db, READINESS_CHECK_MS))) {
      return reply.code(503).send({ status: 'database unreachable' });
    }
    return { status: 'ready' };
  });
  // Draining: each answer closes its connection, so that kept-alive ones (a load balancer's) end with their last answer.
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });

  if (options.config.oidc.isDevelopment) {
    // Loaded only when in use: production (a real OIDC_ISSUER) never loads oidc-provider and its packages.
    const { registerDevelopmentProvider } = await import('./auth/dev-provider/index.ts');
    await registerDevelopmentProvider(app, developmentProviderOptions(services));
  }
  registerAuthRoutes(app, {
    config: options.config,
    db: options.db,
    oidc,
    afterSignIn: (userId, isStaff) =>
      settleSubscriptionsAtSignIn(options.db, userId, { givesTrial: options.config.oidc.isDevelopment && !isStaff }),
  });
  registerGraphql(app, services, verifyBearer, metrics.graphql);
  registerFileRoutes(app, services, storage);
  registerCertificateRoute(app, services);
  registerChildExportRoute(app, services);
  registerSubscriptionsCsvRoute(app, services);
  registerHomeworkCsvRoute(app, services);
  registerLetters(app, services);
  registerContentRoutes(app, services, storage);
  registerRecordingRoutes(app, services);
  keepRecordingFilesInOrder(app, services);
  registerShopWebhook(app, services);
  registerShopLinkRoute(app, services, verifyBearer);
  registerCreditsRoute(app, services);
  await registerWebApp(app, options.config.webDist);

  const markShuttingDown = () => {
    shuttingDown = true;
  };
  return { app, markShuttingDown, routes };
}

function developmentProviderOptions({ config, db }: AppServices) {
  return {
    db,
    issuer: config.oidc.issuer,
    client: {
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUri: `${config.publicUrl}/auth/callback`,
      postLogoutRedirectUri: `${config.publicUrl}/`,
    },
    apiAudience: config.oidc.audience,
    keysFile: join(config.dataDir, 'development-provider-keys.json'),
    staffRole: config.oidc.staffRole,
  };
}

/** Serves the built web app; unknown paths get index.html so the client router shows its not-found page. */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webDist }, 'the web app is not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each file; the browser gets the smallest it accepts.
    preCompressed: true,
    setHeaders: (response, path) => {
      const isHashedAsset = path.includes(`${join(webDist, 'assets')}`);
      response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (an old build's asset) is a 404; any other path is a page of the app.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(path) && !/\.\w+$/.test(path);
    if (!isPage) return reply.code(404).send({ error: 'Not Found' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
