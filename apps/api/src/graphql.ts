import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { API_VERSION } from '@koran-kids/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createGraphQLError, createYoga, maskError } from 'graphql-yoga';
import type { AppServices } from './app-services.ts';
import { compiledExecution } from './compiled-execution.ts';
import { type Context, createContext } from './context.ts';
import type { BearerVerifier } from './family/viewer.ts';
import { resolveViewer, type Viewer } from './family/viewer.ts';
import { schema } from './graphql-schema.ts';
import type { GraphqlWatch } from './metrics.ts';
import { busyError, isBusyError } from './overload.ts';
import { persistedOperations } from './released-documents.ts';
import { routeGuard } from './route-guard.ts';
import { applyTextPolicy } from './text-input.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply; viewer: Viewer };

const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/** The error a client gets without the right `api-version` header; the header is also the CSRF guard. */
export function apiVersionError(received: string | undefined) {
  return errorBody(
    received
      ? `api-version ${received} is not supported; send the header api-version: ${API_VERSION}`
      : `the header api-version: ${API_VERSION} is required`,
    'API_VERSION_UNSUPPORTED',
  );
}

/** Limits every document explicitly; the app's own operations stay far below them (depth 5, no aliases). */
const armor = new EnvelopArmor({
  maxDepth: { n: 8 },
  maxAliases: { n: 20 },
  maxTokens: { n: 1500 },
  maxDirectives: { n: 10 },
  costLimit: { maxCost: 3000 },
  blockFieldSuggestion: { enabled: true },
});

/**
 * Yoga's CORS: none for this same-origin app (Yoga's default would echo any Origin, with credentials), only the
 * sites CORS_ORIGINS names.
 */
function corsFor(allowedOrigins: readonly string[]) {
  if (allowedOrigins.length === 0) return false;
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin)) return false;
    const allowedHeaders = ['content-type', 'api-version', 'authorization'];
    return { origin: [origin], credentials: true, methods: ['POST'], allowedHeaders };
  };
}

/** Mounts POST /graphql: GraphQL Yoga with the Pothos schema, for signed-in parents only. */
/** Each operation declares its own auth scopes (schema/builder.ts); the route asks only for a session. */
const graphqlRoute = routeGuard({ scope: 'operations' });

export function registerGraphql(
  app: FastifyInstance,
  services: AppServices,
  verifyBearer: BearerVerifier,
  metrics?: GraphqlWatch,
) {
  const operations = persistedOperations(services.config.webDist);
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: services.logger,
    context: ({ viewer }) => createContext(services, viewer),
    batching: false,
    cors: corsFor(services.config.corsOrigins),
    // Never an unexpected error's message or stack in an answer, whatever NODE_ENV says: they are logged.
    // The database down or too slow is "not now", not a bug: 503 with Retry-After, as the web app expects.
    maskedErrors: {
      isDev: false,
      maskError: (error, message, isDev) =>
        isBusyError(error) ? createGraphQLError(busyError.message, busyError) : maskError(error, message, isDev),
    },
    plugins: [
      usePersistedOperations({
        getPersistedOperation: (hash) => operations.get(hash) ?? null,
        // In production only the web app's own operations run; tests and development may send any.
        allowArbitraryOperations: services.config.env !== 'production',
      }),
      ...armor.protect().plugins,
      applyTextPolicy,
      ...(services.config.env === 'production' ? [useDisableIntrospection()] : []),
      ...compiledExecution(),
      ...(metrics ? [metrics.plugin] : []),
    ],
  });

  const answerWith = (reply: FastifyReply, response: Response) => {
    // Already answered 503 by the request's time limit.
    if (reply.sent) return reply;
    for (const [name, value] of response.headers) reply.header(name, value);
    reply.status(response.status);
    return reply.send(response.body);
  };

  app.route({
    url: '/graphql',
    ...graphqlRoute.options,
    // A preflight only where another site may call; Yoga answers it.
    method: services.config.corsOrigins.length > 0 ? ['POST', 'OPTIONS'] : ['POST'],
    handler: async (req, reply) => {
      if (req.method === 'OPTIONS') return answerWith(reply, await yoga.handleNodeRequestAndResponse(req, reply, {}));
      const version = req.headers['api-version'];
      if (version !== API_VERSION) {
        metrics?.refused(req, 'API_VERSION_UNSUPPORTED');
        return reply.code(400).send(apiVersionError(Array.isArray(version) ? version.join(',') : version));
      }
      const viewer = await resolveViewer(req, services, verifyBearer);
      if (!viewer) {
        metrics?.refused(req, 'UNAUTHENTICATED');
        return reply.code(401).send(errorBody('sign in first', 'UNAUTHENTICATED'));
      }
      return answerWith(reply, await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, viewer }));
    },
  });
}
