import { Readable } from 'node:stream';
import { isLanguage } from '@koran-kids/i18n';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { isParentAreaOpen } from '../../family/parent-area-window.ts';
import type { BearerVerifier } from '../../family/viewer.ts';
import { familyOf, resolveViewer } from '../../family/viewer.ts';
import { childExportJson, exportChildData } from './child-export.ts';

/**
 * `/exports/children/{userChildId}.json`: everything stored about a child, for its parent in the parent area; sent as
 * it is read (chunked), the recordings one by one.
 */
export function registerChildExportRoute(app: FastifyInstance, services: AppServices, verifyBearer: BearerVerifier) {
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/exports/children/:file',
    async (request, reply) => {
      const viewer = await resolveViewer(request, services, verifyBearer);
      if (!viewer) return reply.code(401).send({ error: 'sign in first' });
      if (!isParentAreaOpen(viewer)) return reply.code(403).send({ error: 'the parent area needs the family pincode' });
      const childId = /^([0-9a-f-]{36})\.json$/i.exec(request.params.file)?.[1] ?? '';
      const family = await familyOf(viewer, services);
      if (!family.childIds.has(childId)) return reply.code(404).send({ error: 'no such child' });
      const language = isLanguage(request.query.lang) ? request.query.lang : 'nl';
      const data = await exportChildData(services.db, childId, language);
      const filename = `koran-kids-${String(data.profile.username)}.json`;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
        .send(Readable.from(childExportJson(services.db, services.storage, childId, data)));
    },
  );
}
