import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { AppServices, Context } from './context.ts';
import { API_VERSION } from './modules/meta/meta.schema.ts';
import { schema } from './schema/index.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** The error a client gets without the right `api-version` header; the header is also the CSRF guard. */
export function apiVersionError(received: string | undefined) {
  return {
    errors: [
      {
        message: received
          ? `api-version ${received} is not supported; send the header api-version: ${API_VERSION}`
          : `the header api-version: ${API_VERSION} is required`,
        extensions: { code: 'API_VERSION_UNSUPPORTED' },
      },
    ],
  };
}

/** Mounts POST /graphql: GraphQL Yoga with the Pothos schema. */
export function registerGraphql(app: FastifyInstance, services: AppServices) {
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: services.logger,
    context: (): Context => services,
  });

  app.route({
    url: '/graphql',
    method: ['POST'],
    handler: async (req, reply) => {
      const version = req.headers['api-version'];
      if (version !== API_VERSION) {
        return reply.code(400).send(apiVersionError(Array.isArray(version) ? version.join(',') : version));
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      for (const [name, value] of response.headers) reply.header(name, value);
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
