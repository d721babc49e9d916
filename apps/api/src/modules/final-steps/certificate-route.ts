import { childFileParams, documentLanguageQuery } from '@koran-kids/input/forms/routes';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { familyOf } from '../../family/viewer.ts';
import { routeGuard } from '../../route-guard.ts';
import { teacherNameOfGroup } from '../families/team.service.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificateOf } from './final-steps.service.ts';

const STAR_TARGET = 20;

const certificates = routeGuard({
  scope: { ownsChild: ({ params }) => params.childId },
  params: childFileParams('pdf'),
  query: documentLanguageQuery,
  hidesRefusal: true,
});

/** `/certificates/{userChildId}.pdf?lang=nl|en`: the certificate as a PDF, only for the child's own family. */
export function registerCertificateRoute(app: FastifyInstance, services: AppServices) {
  app.get('/certificates/:file', certificates.options, async (request, reply) => {
    const { viewer, params, query } = certificates.passed(request);
    const { childId } = params;
    const family = await familyOf(viewer, services);
    const certificate = await certificateOf(services.db, childId).catch(() => null);
    if (!certificate || !family.subscription) return reply.code(404).send({ error: 'NOT_FOUND' });
    const language = query.lang;
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
  });
}
