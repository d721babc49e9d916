import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetStaffAuditQuery } from '../../../gql/graphql.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { ScrollTable } from '../../../staff/scroll-table.tsx';
import { StaffPage, StaffPagination, usePageParam } from '../../../staff/staff-page.tsx';
import { staffAuditQuery } from '../api/get-staff-audit.ts';

type Entry = GetStaffAuditQuery['staffAudit']['entries'][number];

/** What of an entry's details is worth reading, in this order; ids are left out (the subject names the thing). */
const DETAILS = [
  'email',
  'title',
  'kind',
  'file',
  'version',
  'restored',
  'verses',
  'lessons',
  'name',
  'days',
  'endsOnBefore',
  'endsOnAfter',
  'publishOn',
  'reason',
  'grade',
  'lesson',
  'task',
  'dueOn',
  'stars',
] as const;

/** `/staff/audit`: every change staff made (who, when, what), newest first. */
export function Audit() {
  const { t } = useTranslation('staff-families');
  const [page, goTo] = usePageParam();
  const { data, isPending } = usePageQuery(staffAuditQuery(page));
  return (
    <StaffPage title={t('audit.title')}>
      <Text>{t('audit.intro')}</Text>
      {isPending || !data ? (
        <LoadingScreen />
      ) : data.total === 0 ? (
        <Text role="status">{t('audit.none')}</Text>
      ) : (
        <Stack gap="sm">
          <ScrollTable minWidth={720} label={t('audit.title')}>
            <Table striped withTableBorder aria-label={t('audit.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('audit.when')}</Table.Th>
                  <Table.Th scope="col">{t('audit.who')}</Table.Th>
                  <Table.Th scope="col">{t('audit.what')}</Table.Th>
                  <Table.Th scope="col">{t('audit.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <StaffPagination page={page} total={data.total} pageSize={data.pageSize} onChange={goTo} />
        </Stack>
      )}
    </StaffPage>
  );
}

function AuditRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation('staff-families');
  const dates = useFormatters();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.moment(entry.createdAt)}</Table.Td>
      <Table.Td>{entry.actor}</Table.Td>
      {/* An action this version does not know yet shows as recorded. */}
      <Table.Td>{t(`audit.actions.${entry.action}` as 'audit.actions.reply', entry.action)}</Table.Td>
      <Table.Td>
        <Details details={entry.details} subject={entry.subject} />
      </Table.Td>
    </Table.Tr>
  );
}

/** An entry's details worth reading; a grant names its person only in the subject (`e-mail:…`). */
function Details({ details, subject }: { details: unknown; subject: string }) {
  const { t } = useTranslation('staff-families');
  const dates = useFormatters();
  if (typeof details !== 'object' || details === null) return null;
  const email = subject.startsWith('e-mail:') ? subject.slice('e-mail:'.length) : undefined;
  const record: Record<string, unknown> = { email, ...details };
  const shown = DETAILS.filter((key) => record[key] !== undefined && record[key] !== null);
  const readable = (key: (typeof DETAILS)[number]) => {
    const value = String(record[key]);
    if (key === 'kind') return t(`audit.kinds.${value}` as 'audit.kinds.ABOUT_ME', value);
    if (key === 'grade') return t(`audit.grades.${value}` as 'audit.grades.GOOD', value);
    if (key === 'task') return t(`audit.tasks.${value}` as 'audit.tasks.LISTEN', value);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dates.date(value, 'medium') : value;
  };
  return (
    <Text size="sm">
      {shown.map((key, index) => (
        <span key={key}>
          {index > 0 && ' · '}
          {t(`audit.fields.${key}`)}: {readable(key)}
        </span>
      ))}
    </Text>
  );
}
