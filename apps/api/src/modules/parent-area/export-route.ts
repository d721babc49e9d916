import { Readable } from 'node:stream';
import { childFileParams, documentLanguageQuery } from '@koran-kids/input/forms/routes';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { routeGuard } from '../../route-guard.ts';
import { childExportJson, exportChildData } from './child-export.ts';

const childExports = routeGuard({
  scope: { $all: ['parentArea', { familyChild: ({ params }) => params.childId }] },
  params: childFileParams('json'),
  query: documentLanguageQuery,
  hidesRefusal: true,
});

/**
 * `/exports/children/{userChildId}.json`: everything stored about a child, for its parent in the parent area; sent as
 * it is read (chunked), the recordings one by one.
 */
export function registerChildExportRoute(app: FastifyInstance, services: AppServices) {
  app.get('/exports/children/:file', childExports.options, async (request, reply) => {
    const { childId } = childExports.passed(request).params;
    const language = childExports.passed(request).query.lang;
    const data = await exportChildData(services.db, childId, language);
    const filename = `koran-kids-${String(data.profile.username)}.json`;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
      .send(Readable.from(childExportJson(services.db, services.storage, childId, data)));
  });
}
