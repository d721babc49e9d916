import { STAFF_TEXT_LIMITS, teacherReplyInput } from '@koran-kids/input/forms/staff';
import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useFormatters } from '../../../lib/formatters.ts';

const checkReply = schemaResolver(teacherReplyInput, { sync: true });

type ReplyProps = { childName: string; send: (message: string) => Promise<unknown> };
type TeacherReply = { message: string; senderName?: string | null; createdAt: string };

/** A card's "read" or "heard" button: its label says what a press does; a failure is told in a toast. */
export function MarkToggle({
  label,
  ariaLabel,
  isPending,
  mark,
}: {
  label: string;
  ariaLabel: string;
  /** The card's own change is under way (each card has its own mutation, so only the pressed button turns). */
  isPending: boolean;
  /** Sends the change: the mutation's `mutate` with the card's variables. */
  mark: () => void;
}) {
  return (
    <Button variant="default" size="xs" loading={isPending} onClick={mark} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}

/** What the teacher answered a child's text or recording so far, and a new answer. */
export function Conversation({ replies, ...props }: ReplyProps & { replies: TeacherReply[] }) {
  const { t } = useTranslation('staff-teaching');
  const dates = useFormatters();
  return (
    <>
      {replies.map((answer) => (
        <Card key={answer.createdAt} bg="gray.0" radius="md" padding="sm" ml="lg">
          <Text size="sm" c="dimmed">
            {t('inbox.replied', { teacher: answer.senderName ?? '', date: dates.moment(answer.createdAt) })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.message}</Text>
        </Card>
      ))}
      <Reply {...props} />
    </>
  );
}

/** The answer is written on demand, so forty texts (or recordings) stay forty short cards. */
function Reply(props: ReplyProps) {
  const { t } = useTranslation('staff-teaching');
  const [isOpen, setOpen] = useState(false);
  if (isOpen) return <ReplyForm {...props} close={() => setOpen(false)} />;
  return (
    <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
      {t('reply.open', { name: props.childName })}
    </Button>
  );
}

function ReplyForm({ childName, send, close }: ReplyProps & { close: () => void }) {
  const { t } = useTranslation('staff-teaching');
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus(), []);
  const problemText = useProblemText('staff-teaching', 'reply');
  const form = useCheckedForm({ initialValues: { message: '' }, validate: checkReply, problemText });
  const { onSubmit } = useFormSubmit(form, {
    send: ({ message }) => send(message),
    toast: () => t('reply.sent', { name: childName }),
    onSuccess: close,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('reply.label', { name: childName })}
          description={t('reply.hint', { count: form.values.message.length, max: STAFF_TEXT_LIMITS.reply })}
          {...form.getInputProps('message')}
          maxLength={STAFF_TEXT_LIMITS.reply}
          autosize
          minRows={3}
          ref={textarea}
          required
        />
        <Group gap="xs">
          <Button type="submit" loading={form.submitting}>
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
