import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagePart } from '../../../components/page-part.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { showToast } from '../../../lib/toast.ts';
import { teacherConversationQuery } from '../api/get-teacher-conversation.ts';
import { maySendRecordingsQuery, useSetChildMaySendRecordings } from '../api/recordings-permission.ts';

/**
 * The child and the teacher: parents are told the group's teacher reads what the child writes to the teacher, and
 * see those texts and the teacher's answers (which the child finds in its messages).
 */
export function TeacherConversation({ childId, name }: { childId: string; name: string }) {
  const { t, i18n } = useTranslation('parent');
  const conversation = useQuery(teacherConversationQuery(childId));
  const day = (date: string) => formatDate(i18n.language, date, 'medium');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="teacher-conversation">
      <Stack gap="sm">
        <Title order={2} size="h3" id="teacher-conversation">
          {t('teacher.title')}
        </Title>
        <Text>{t('teacher.who-reads', { name })}</Text>
        <MaySendRecordings childId={childId} name={name} />
        <PagePart query={conversation}>
          {(texts) => (
            <>
              {texts.length === 0 && <Text c="dimmed">{t('teacher.none', { name })}</Text>}
              {texts.map((text) => (
                <Stack key={text.kind} gap={4}>
                  <Text fw={700}>
                    {t(text.kind === 'FINAL_MESSAGE' ? 'teacher.final-message' : 'teacher.about-me', { name })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {day(text.sentAt)}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{text.text}</Text>
                  {text.replies.map((reply) => (
                    <Card key={reply.createdAt} bg="gray.0" radius="md" padding="sm" ml="lg">
                      <Text size="sm" c="dimmed">
                        {t('teacher.reply', {
                          teacher: reply.senderName ?? t('teacher.the-teacher'),
                          date: day(reply.createdAt),
                        })}
                      </Text>
                      <Text style={{ whiteSpace: 'pre-wrap' }}>{reply.message}</Text>
                    </Card>
                  ))}
                </Stack>
              ))}
            </>
          )}
        </PagePart>
      </Stack>
    </Card>
  );
}

/** Off by default: the child's own recordings stay on its device until the parents let it send them. */
function MaySendRecordings({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('parent');
  const permission = useQuery(maySendRecordingsQuery(childId));
  const change = useSetChildMaySendRecordings(childId);
  return (
    <PagePart query={permission}>
      {({ allowed, retention }) => (
        <Switch
          label={t('teacher.may-send-recordings', { name })}
          description={`${t('teacher.may-send-recordings-help', { name })} ${t('teacher.recordings-kept', { name, ...retention })}`}
          checked={allowed}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate(event.currentTarget.checked, {
              onSuccess: (_, checked) =>
                showToast(
                  'success',
                  t(checked ? 'teacher.recordings-allowed' : 'teacher.recordings-stopped', { name }),
                ),
            })
          }
        />
      )}
    </PagePart>
  );
}
