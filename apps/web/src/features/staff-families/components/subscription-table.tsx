import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetStaffSubscriptionsQuery, SubscriptionStatus } from '../../../gql/graphql.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { ScrollTable } from '../../../staff/scroll-table.tsx';
import { StaffPagination } from '../../../staff/staff-page.tsx';
import { type SubscriptionFilter, staffSubscriptionsQuery } from '../api/get-staff-subscriptions.ts';

export type Subscription = GetStaffSubscriptionsQuery['staffSubscriptions']['subscriptions'][number];
export type Change = { subscription: Subscription; action: 'extend' | 'end' };

/** One page of the subscriptions found, each with its actions; `onChange` opens the form of one. */
export function SubscriptionTable({
  filter,
  onPage,
  onChange,
}: {
  filter: SubscriptionFilter;
  onPage: (page: number) => void;
  onChange: (change: Change) => void;
}) {
  const { t } = useTranslation('staff-families');
  const localized = useLocalized();
  const dates = useFormatters();
  const { data, isPending } = usePageQuery(staffSubscriptionsQuery(filter));
  if (isPending || !data) return <LoadingScreen />;
  if (data.total === 0) return <Text role="status">{t('subscriptions.none')}</Text>;
  return (
    <Stack gap="sm">
      <Text role="status">{t('subscriptions.count', { count: data.total })}</Text>
      <ScrollTable minWidth={900} label={t('subscriptions.title')}>
        <Table striped highlightOnHover withTableBorder aria-label={t('subscriptions.title')}>
          <Table.Thead>
            <Table.Tr>
              {(['email', 'parent', 'group', 'profiles', 'starts', 'ends', 'status'] as const).map((column) => (
                <Table.Th key={column} scope="col">
                  {t(`subscriptions.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.subscriptions.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Th scope="row" fw={400}>
                  <Stack gap={6} align="flex-start">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {subscription.email}
                    </Text>
                    <Actions subscription={subscription} onChange={onChange} />
                  </Stack>
                </Table.Th>
                <Table.Td>
                  {subscription.parentName ?? <Text c="dimmed">{t('subscriptions.not-signed-in')}</Text>}
                </Table.Td>
                <Table.Td>{localized(subscription.groupName)}</Table.Td>
                <Table.Td>
                  {t('subscriptions.profiles', { count: subscription.profileCount, max: subscription.maxProfiles })}
                </Table.Td>
                <Table.Td>{dates.date(subscription.startsOn, 'medium')}</Table.Td>
                <Table.Td>{dates.date(subscription.endsOn, 'medium')}</Table.Td>
                <Table.Td>
                  <StatusBadge status={subscription.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <StaffPagination page={filter.page} total={data.total} pageSize={data.pageSize} onChange={onPage} />
    </Stack>
  );
}

/** Extending and ending sit with the e-mail, in the first column: on a phone they are on the screen, not beside it. */
function Actions({ subscription, onChange }: { subscription: Subscription; onChange: (change: Change) => void }) {
  const { t } = useTranslation('staff-families');
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => onChange({ subscription, action: 'extend' })}
        aria-label={t('extend.open-of', { email: subscription.email })}
      >
        {t('extend.open')}
      </Button>
      {subscription.status !== 'ENDED' && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => onChange({ subscription, action: 'end' })}
          aria-label={t('end.open-of', { email: subscription.email })}
        >
          {t('end.open')}
        </Button>
      )}
    </Group>
  );
}

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('staff-families');
  const colour = { ACTIVE: 'teal.9', ENDING: 'red.9', ENDED: 'gray.8' }[status];
  return (
    <Badge color={colour} style={{ minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
