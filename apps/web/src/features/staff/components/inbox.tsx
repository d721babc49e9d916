import { STAFF_TEXT_LIMITS, teacherReplyInput } from '@koran-kids/input/forms/staff';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetStaffInboxQuery } from '../../../gql/graphql.ts';
import { useErrorMessage, useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { staffInboxQuery } from '../api/get-staff-inbox.ts';
import { useMarkInboxTextRead, useReplyToChildText } from '../api/inbox-changes.ts';
import { useStaffDates } from '../dates.ts';
import { StaffGroupPage } from './staff-page.tsx';

type InboxText = GetStaffInboxQuery['staffInbox'][number];
type Filter = 'unread' | 'all';

const checkReply = schemaResolver(teacherReplyInput, { sync: true });

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
    </Stack>
  );
}

function InboxItem({ text }: { text: InboxText }) {
  const { t } = useTranslation('staff-teaching');
  const dates = useStaffDates();
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
        {text.replies.map((reply) => (
          <Card key={reply.createdAt} bg="gray.0" radius="md" padding="sm" ml="lg">
            <Text size="sm" c="dimmed">
              {t('inbox.replied', { teacher: reply.senderName ?? '', date: dates.moment(reply.createdAt) })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reply.message}</Text>
          </Card>
        ))}
        <Reply text={text} />
      </Stack>
    </Card>
  );
}

function ReadToggle({ text }: { text: InboxText }) {
  const { t } = useTranslation('staff-teaching');
  const mark = useMarkInboxTextRead();
  const errorMessage = useErrorMessage();
  const marksRead = !text.readAt;
  return (
    <Button
      variant="default"
      size="xs"
      loading={mark.isPending}
      onClick={() =>
        mark.mutate(
          { userChildId: text.childId, kind: text.kind, read: marksRead },
          { onError: (error) => showToast('error', errorMessage(error)) },
        )
      }
      aria-label={t(marksRead ? 'inbox.mark-read-of' : 'inbox.mark-unread-of', { name: text.childName })}
    >
      {t(marksRead ? 'inbox.mark-read' : 'inbox.mark-unread')}
    </Button>
  );
}

/** The answer is written on demand, so forty texts stay forty short cards. */
function Reply({ text }: { text: InboxText }) {
  const { t } = useTranslation('staff-teaching');
  const [isOpen, setOpen] = useState(false);
  if (isOpen) return <ReplyForm text={text} close={() => setOpen(false)} />;
  return (
    <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
      {t('reply.open', { name: text.childName })}
    </Button>
  );
}

function ReplyForm({ text, close }: { text: InboxText; close: () => void }) {
  const { t } = useTranslation('staff-teaching');
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus(), []);
  const reply = useReplyToChildText();
  const problemText = useProblemText('staff-teaching', 'reply');
  const form = useCheckedForm({ initialValues: { message: '' }, validate: checkReply, problemText });
  const { onSubmit } = useFormSubmit(form, {
    send: ({ message }) => reply.mutateAsync({ userChildId: text.childId, kind: text.kind, message }),
    toast: () => t('reply.sent', { name: text.childName }),
    onSuccess: close,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('reply.label', { name: text.childName })}
          description={t('reply.hint', { count: form.values.message.length, max: STAFF_TEXT_LIMITS.reply })}
          {...form.getInputProps('message')}
          maxLength={STAFF_TEXT_LIMITS.reply}
          autosize
          minRows={3}
          ref={textarea}
          required
        />
        <Group gap="xs">
          <Button type="submit" loading={reply.isPending}>
            {t('reply.send')}
          </Button>
          <Button variant="subtle" onClick={close}>
            {t('reply.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
