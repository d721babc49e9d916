import { readFileSync } from 'node:fs';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, Kind, visit } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { BearerVerifier } from './auth/bearer.ts';
import { resolveViewer, type Viewer } from './auth/viewer.ts';
import { type AppServices, type Context, createContext } from './context.ts';
import { API_VERSION } from './modules/meta/meta.schema.ts';
import { schema } from './schema/index.ts';

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

/** The web app's operations by SHA-256, as codegen wrote them next to the app's code. */
const persistedOperations: ReadonlyMap<string, string> = new Map(
  Object.entries(
    JSON.parse(readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ).map(([key, document]) => [key.replace(/^sha256:/, ''), document]),
);

/** Limits every document explicitly; the app's own operations stay far below them (depth 5, no aliases). */
const armor = new EnvelopArmor({
  maxDepth: { n: 8 },
  maxAliases: { n: 20 },
  maxTokens: { n: 1500 },
  maxDirectives: { n: 10 },
  costLimit: { maxCost: 3000 },
  blockFieldSuggestion: { enabled: true },
});

/** Control characters but tab and line breaks: never part of a text a person typed. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** The name of the first field whose text holds a control character, however deeply nested, or null. */
function fieldWithControlCharacter(value: unknown, name: string): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? name : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithControlCharacter(inner, Array.isArray(value) ? name : key);
    if (found) return found;
  }
  return null;
}

/** Refuses any text with control characters, in variables or written in the document, before a resolver sees it. */
const refuseControlCharacters: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    let inDocument = false;
    visit(args.document, {
      [Kind.STRING]: (node) => {
        inDocument ||= CONTROL_CHARACTER.test(node.value);
      },
    });
    const field = fieldWithControlCharacter(args.variableValues ?? {}, 'text');
    if (inDocument || field) {
      const problems = { [field ?? 'text']: 'control-characters' };
      setResultAndStopExecution({
        errors: [
          new GraphQLError('texts may not hold control characters', { extensions: { code: 'BAD_INPUT', problems } }),
        ],
      });
    }
  },
};

/** Mounts POST /graphql: GraphQL Yoga with the Pothos schema, for signed-in parents only. */
export function registerGraphql(app: FastifyInstance, services: AppServices, verifyBearer: BearerVerifier) {
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: services.logger,
    context: ({ viewer }) => createContext(services, viewer),
    batching: false,
    plugins: [
      usePersistedOperations({
        getPersistedOperation: (hash) => persistedOperations.get(hash) ?? null,
        // In production only the web app's own operations run; tests and development may send any.
        allowArbitraryOperations: services.config.env !== 'production',
      }),
      ...armor.protect().plugins,
      refuseControlCharacters,
      ...(services.config.env === 'production' ? [useDisableIntrospection()] : []),
    ],
  });

  app.route({
    url: '/graphql',
    method: ['POST'],
    handler: async (req, reply) => {
      const version = req.headers['api-version'];
      if (version !== API_VERSION) {
        return reply.code(400).send(apiVersionError(Array.isArray(version) ? version.join(',') : version));
      }
      const viewer = await resolveViewer(req, services, verifyBearer);
      if (!viewer) return reply.code(401).send(errorBody('sign in first', 'UNAUTHENTICATED'));
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, viewer });
      for (const [name, value] of response.headers) reply.header(name, value);
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
