import { subscriptionsCsvQuery } from '@koran-kids/input/forms/routes';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { routeGuard } from '../../route-guard.ts';
import { allSubscriptions } from './families.service.ts';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text: parents type these names. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const subscriptionsCsv = routeGuard({ scope: 'administrator', query: subscriptionsCsvQuery });

/** `/staff/subscriptions.csv?search=…&status=…`: the subscriptions the staff page finds, for an administrator. */
export function registerSubscriptionsCsvRoute(app: FastifyInstance, services: AppServices) {
  app.get('/staff/subscriptions.csv', subscriptionsCsv.options, async (request, reply) => {
    const { search, status } = subscriptionsCsv.passed(request).query;
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
  });
}
