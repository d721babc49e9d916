import { listContentSources } from '@koran-kids/content';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { routeGuard } from '../../route-guard.ts';

const everyone = routeGuard({ scope: 'public' });

/**
 * `GET /credits.json`, open to everyone (the credits page families and visitors read): every source of the course
 * with its notice and licence, from the same list as the staff's credits page, so each import keeps both current.
 */
export function registerCreditsRoute(app: FastifyInstance, services: AppServices) {
  app.get('/credits.json', everyone.options, async (_request, reply) => {
    const sources = await listContentSources(services.db);
    return reply.header('cache-control', 'no-cache').send({
      sources: sources.map(({ key, kind, name, notice, licence, url, importedAt }) => ({
        key,
        kind,
        name,
        notice,
        licence,
        url,
        importedAt,
      })),
    });
  });
}
