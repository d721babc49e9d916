import { STAFF_TEXT_LIMITS } from '@koran-kids/input/forms/staff';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import type { GetStaffInboxQuery } from '../../../gql/graphql.ts';
import { usePageInfiniteQuery } from '../../../lib/page-infinite-query.ts';
import { StaffGroupPage } from '../../../staff/staff-page.tsx';
import { staffInboxQuery } from '../api/get-staff-inbox.ts';
import { InboxTextItem } from './inbox-text.tsx';
import { RecordingItem } from './recordings.tsx';

type Entry = GetStaffInboxQuery['staffInbox']['entries'][number];
type Filter = 'unread' | 'all';

/** `/staff/inbox`: what the group's children sent the teacher, texts and recordings together, newest first. */
export function StaffInbox() {
  const { t } = useTranslation('staff-teaching');
  return (
    <StaffGroupPage title={t('inbox.title')}>
      {(group) => <GroupInbox key={group.id} courseGroupId={group.id} />}
    </StaffGroupPage>
  );
}

function GroupInbox({ courseGroupId }: { courseGroupId: string }) {
  const { t } = useTranslation('staff-teaching');
  const [chosen, setChosen] = useState<Filter | null>(null);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [knownUnread, setKnownUnread] = useState<number | null>(null);
  // Unread first when there is something unread; everything when all is read (until the teacher chooses).
  const filter = chosen ?? (knownUnread === 0 ? 'all' : 'unread');
  const inbox = usePageInfiniteQuery(staffInboxQuery(courseGroupId, { unreadOnly: filter === 'unread', search }));
  const pages = inbox.data?.pages;
  const counts = pages?.[0]?.staffInbox;
  if (counts && counts.unread !== knownUnread) setKnownUnread(counts.unread);
  if (!pages || !counts) return <LoadingScreen />;
  const entries = pages.flatMap((page) => page.staffInbox.entries);
  const isLoadingOther = inbox.isPlaceholderData;
  return (
    <Stack gap="md">
      <Text>{t('inbox.intro')}</Text>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedChoice<Filter>
          aria-label={t('inbox.filter')}
          value={filter}
          onChange={setChosen}
          data={[
            { value: 'unread', label: t('inbox.unread', { count: counts.unread }) },
            { value: 'all', label: t('inbox.all', { count: counts.total }) },
          ]}
        />
        <TextInput
          type="search"
          label={t('inbox.search')}
          description={t('inbox.search-hint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={STAFF_TEXT_LIMITS.inboxSearch}
          w={{ base: '100%', sm: 320 }}
        />
        {isLoadingOther && <Loader size="sm" aria-label={t('inbox.loading')} />}
      </Group>
      <Stack gap="md" aria-busy={isLoadingOther}>
        {entries.length === 0 && <EmptyInbox total={counts.total} search={search} isUnreadOnly={filter === 'unread'} />}
        {entries.map((entry) => (
          <InboxEntry key={`${entry.__typename}-${entry.id}`} entry={entry} />
        ))}
      </Stack>
      {inbox.hasNextPage && !isLoadingOther && (
        <Button
          variant="default"
          w="fit-content"
          loading={inbox.isFetchingNextPage}
          onClick={() => inbox.fetchNextPage()}
        >
          {t('inbox.more')}
        </Button>
      )}
    </Stack>
  );
}

function InboxEntry({ entry }: { entry: Entry }) {
  return entry.__typename === 'InboxText' ? <InboxTextItem text={entry} /> : <RecordingItem recording={entry} />;
}

/** Why the list is empty: nothing sent yet, nothing found, or everything read. */
function EmptyInbox({ total, search, isUnreadOnly }: { total: number; search: string; isUnreadOnly: boolean }) {
  const { t } = useTranslation('staff-teaching');
  const message =
    total === 0
      ? t('inbox.empty')
      : search
        ? t(isUnreadOnly ? 'inbox.nothing-found-unread' : 'inbox.nothing-found', { search })
        : t('inbox.all-read');
  return <Text role="status">{message}</Text>;
}
