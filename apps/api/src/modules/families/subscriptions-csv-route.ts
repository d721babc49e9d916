import { subscriptionsCsvQuery } from '@koran-kids/input/forms/routes';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { asText, sendCsv } from '../../csv-answer.ts';
import { routeGuard } from '../../route-guard.ts';
import { allSubscriptions } from './families.service.ts';

const subscriptionsCsv = routeGuard({ scope: 'administrator', query: subscriptionsCsvQuery });

async function* csvRows(batches: ReturnType<typeof allSubscriptions>) {
  for await (const batch of batches)
    yield batch.map((row) => [
      asText(row.email),
      asText(row.parentName ?? ''),
      row.status,
      row.startsOn,
      row.endsOn,
      row.profileCount,
      row.maxProfiles,
      asText(row.groupName?.nl ?? ''),
    ]);
}

/** `/staff/subscriptions.csv?search=…&status=…`: the subscriptions the staff page finds, for an administrator. */
export function registerSubscriptionsCsvRoute(app: FastifyInstance, services: AppServices) {
  app.get('/staff/subscriptions.csv', subscriptionsCsv.options, async (request, reply) => {
    const { search, status } = subscriptionsCsv.passed(request).query;
    return sendCsv(reply, {
      filename: 'koran-kids-subscriptions.csv',
      columns: ['email', 'name', 'status', 'starts_on', 'ends_on', 'profiles', 'max_profiles', 'group'],
      rows: csvRows(allSubscriptions(services.db, { search, status })),
    });
  });
}
