import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import type { BearerVerifier } from '../../family/viewer.ts';
import { resolveViewer } from '../../family/viewer.ts';
import { allSubscriptions, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './families.service.ts';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text: parents type these names. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const isStatus = (value: unknown): value is SubscriptionStatus =>
  SUBSCRIPTION_STATUSES.includes(value as SubscriptionStatus);

/** `/staff/subscriptions.csv?search=…&status=…`: the subscriptions the staff page finds, for an administrator. */
export function registerSubscriptionsCsvRoute(
  app: FastifyInstance,
  services: AppServices,
  verifyBearer: BearerVerifier,
) {
  app.get<{ Querystring: { search?: unknown; status?: unknown } }>(
    '/staff/subscriptions.csv',
    async (request, reply) => {
      const viewer = await resolveViewer(request, services, verifyBearer);
      if (!viewer) return reply.code(401).send({ error: 'sign in first' });
      if (viewer.actingAs !== 'staff' || viewer.staffKind !== 'administrator') {
        return reply.code(403).send({ error: 'for administrators only' });
      }
      const search = typeof request.query.search === 'string' ? request.query.search.slice(0, 200) : '';
      const status = isStatus(request.query.status) ? request.query.status : null;
      const rows = await allSubscriptions(services.db, { search, status });
      const csv = stringify(
        rows.map((row) => [
          asText(row.email),
          asText(row.parentName ?? ''),
          row.status,
          row.startsOn,
          row.endsOn,
          row.profileCount,
          row.maxProfiles,
          asText(row.groupName?.nl ?? ''),
        ]),
        {
          header: true,
          columns: ['email', 'name', 'status', 'starts_on', 'ends_on', 'profiles', 'max_profiles', 'group'],
        },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="koran-kids-subscriptions.csv"')
        .send(`\uFEFF${csv}`);
    },
  );
}
