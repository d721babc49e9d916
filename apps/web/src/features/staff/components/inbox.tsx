import { Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetStaffInboxQuery } from '../../../gql/graphql.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { staffInboxQuery } from '../api/get-staff-inbox.ts';
import { useMarkInboxTextRead, useReplyToChildText } from '../api/inbox-changes.ts';
import { useStaffDates } from '../dates.ts';
import { GroupRecordings } from './recordings.tsx';
import { Conversation, MarkToggle } from './reply.tsx';
import { StaffGroupPage } from './staff-page.tsx';

type InboxText = GetStaffInboxQuery['staffInbox'][number];
type Filter = 'unread' | 'all';

/** `/staff/inbox`: what the group's children wrote to the teacher, unread first, newest first; read and answer. */
export function StaffInbox() {
  const { t } = useTranslation('staff-teaching');
  return <StaffGroupPage title={t('inbox.title')}>{(group) => <GroupInbox courseGroupId={group.id} />}</StaffGroupPage>;
}

function GroupInbox({ courseGroupId }: { courseGroupId: string }) {
  const { t } = useTranslation('staff-teaching');
  const { data: texts, isPending } = usePageQuery(staffInboxQuery(courseGroupId));
  const [chosen, setChosen] = useState<Filter | null>(null);
  if (isPending || !texts) return <LoadingScreen />;
  const unread = texts.filter((text) => !text.readAt);
  const filter = chosen ?? (unread.length > 0 ? 'unread' : 'all');
  const shown = filter === 'unread' ? unread : texts;
  return (
    <Stack gap="md">
      <Text>{t('inbox.intro')}</Text>
      <SegmentedControl
        aria-label={t('inbox.filter')}
        value={filter}
        onChange={(value) => setChosen(value as Filter)}
        data={[
          { value: 'unread', label: t('inbox.unread', { count: unread.length }) },
          { value: 'all', label: t('inbox.all', { count: texts.length }) },
        ]}
        w="fit-content"
      />
      {shown.length === 0 && <Text role="status">{texts.length === 0 ? t('inbox.empty') : t('inbox.all-read')}</Text>}
      {shown.map((text) => (
        <InboxItem key={`${text.childId}-${text.kind}`} text={text} />
      ))}
      <GroupRecordings courseGroupId={courseGroupId} />
    </Stack>
  );
}

function InboxItem({ text }: { text: InboxText }) {
  const { t } = useTranslation('staff-teaching');
  const dates = useStaffDates();
  const reply = useReplyToChildText();
  const headingId = `inbox-${text.childId}-${text.kind}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId}>
                {t('inbox.item-title', { name: text.childName, kind: t(`kind.${text.kind}`) })}
              </Title>
              {!text.readAt && (
                <Badge color="blue.8" variant="filled">
                  {t('inbox.new')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[
                `@${text.username}`,
                text.lessonReached > 0 ? t('lesson', { number: text.lessonReached }) : t('no-lesson-yet'),
                t('inbox.sent-on', { date: dates.moment(text.sentAt) }),
              ].join(' · ')}
            </Text>
          </div>
          <ReadToggle text={text} />
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{text.text}</Text>
        <Conversation
          replies={text.replies}
          childName={text.childName}
          send={(message) => reply.mutateAsync({ userChildId: text.childId, kind: text.kind, message })}
        />
      </Stack>
    </Card>
  );
}

function ReadToggle({ text }: { text: InboxText }) {
  const { t } = useTranslation('staff-teaching');
  const mark = useMarkInboxTextRead();
  const marksRead = !text.readAt;
  return (
    <MarkToggle
      label={t(marksRead ? 'inbox.mark-read' : 'inbox.mark-unread')}
      ariaLabel={t(marksRead ? 'inbox.mark-read-of' : 'inbox.mark-unread-of', { name: text.childName })}
      mark={() => mark.mutateAsync({ userChildId: text.childId, kind: text.kind, read: marksRead })}
    />
  );
}
