import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GetStaffInboxQuery } from '../../../gql/graphql.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useMarkInboxTextRead } from '../api/mark-inbox-text-read.ts';
import { useReplyToChildText } from '../api/reply-to-child-text.ts';
import { InboxCard } from './inbox-card.tsx';
import { Conversation, MarkToggle } from './reply.tsx';

type InboxText = Extract<GetStaffInboxQuery['staffInbox']['entries'][number], { __typename: 'InboxText' }>;

/** A child's text to the teacher: who, how far, when; read it, mark it, answer it. */
export function InboxTextItem({ text }: { text: InboxText }) {
  const { t } = useTranslation('staff-teaching');
  const dates = useFormatters();
  const reply = useReplyToChildText();
  return (
    <InboxCard
      headingId={`inbox-${text.childId}-${text.kind}`}
      title={t('inbox.item-title', { name: text.childName, kind: t(`kind.${text.kind}`) })}
      isNew={!text.readAt}
      details={[
        `@${text.username}`,
        text.lessonReached > 0 ? t('lesson', { number: text.lessonReached }) : t('no-lesson-yet'),
        t('inbox.sent-on', { date: dates.moment(text.sentAt) }),
      ]}
      toggle={<ReadToggle text={text} />}
    >
      <Text style={{ whiteSpace: 'pre-wrap' }}>{text.text}</Text>
      <Conversation
        replies={text.replies}
        childName={text.childName}
        send={(message) => reply.mutateAsync({ userChildId: text.childId, kind: text.kind, message })}
      />
    </InboxCard>
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
      isPending={mark.isPending}
      mark={() => mark.mutate({ userChildId: text.childId, kind: text.kind, read: marksRead })}
    />
  );
}
