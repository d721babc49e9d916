import { isLanguage } from '@koran-kids/i18n';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import type { BearerVerifier } from '../../family/viewer.ts';
import { familyOf, resolveViewer } from '../../family/viewer.ts';
import { teacherNameOfGroup } from '../families/team.service.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificateOf } from './final-steps.service.ts';

const STAR_TARGET = 20;

/** `/certificates/{userChildId}.pdf?lang=nl|en`: the certificate as a PDF, only for the child's own family. */
export function registerCertificateRoute(app: FastifyInstance, services: AppServices, verifyBearer: BearerVerifier) {
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/certificates/:file',
    async (request, reply) => {
      const viewer = await resolveViewer(request, services, verifyBearer);
      if (!viewer) return reply.code(401).send({ error: 'sign in first' });
      const childId = /^([0-9a-f-]{36})\.pdf$/i.exec(request.params.file)?.[1] ?? '';
      const family = await familyOf(viewer, services);
      if (!family.subscription?.isActive || !family.childIds.has(childId))
        return reply.code(404).send({ error: 'no such certificate' });
      const certificate = await certificateOf(services.db, childId).catch(() => null);
      if (!certificate) return reply.code(404).send({ error: 'no such certificate' });
      const language = isLanguage(request.query.lang) ? request.query.lang : 'nl';
      const pdf = await renderCertificatePdf({
        ...certificate,
        language,
        instituteName: services.config.site.instituteName,
        teacherName: await teacherNameOfGroup(services.db, family.subscription.courseGroupId),
        starTarget: STAR_TARGET,
      });
      const filename = `${language === 'en' ? 'certificate' : 'certificaat'}-${certificate.childName}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(pdf);
    },
  );
}
