import { Accordion, Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { messagesQuery } from '../api/get-message.ts';
import { useMarkLessonMessageAsRead } from '../api/mark-lesson-message-as-read.ts';
import { useMarkMessageAsRead } from '../api/mark-message-as-read.ts';
import { AboutMeForm } from './about-me-form.tsx';

type LessonEvent = 'lesson-finished' | 'lesson-unlocked';
const isLessonEvent = (value: string): value is LessonEvent =>
  value === 'lesson-finished' || value === 'lesson-unlocked';

/** A teacher's answer carries what it answers as its title: a kind of text, or a recording. */
const isTeacherTextKind = (value: string): value is 'ABOUT_ME' | 'FINAL_MESSAGE' | 'RECORDING' =>
  value === 'ABOUT_ME' || value === 'FINAL_MESSAGE' || value === 'RECORDING';

/**
 * `/messages/{userChildId}`: messages from the parent, from lessons and the teacher's answers, newest first; opening
 * one marks it read.
 */
export function Inbox({ userChildId }: { userChildId: string }) {
  const { t, i18n } = useTranslation('messages');
  const localized = useLocalized();
  const { data } = usePageQuery(messagesQuery(userChildId));
  const markMessageAsRead = useMarkMessageAsRead(userChildId);
  const markLessonMessageAsRead = useMarkLessonMessageAsRead(userChildId);
  if (!data) return <LoadingScreen />;

  const textsOf = (message: (typeof data)[number]) => {
    if (message.from === 'TEACHER' && isTeacherTextKind(message.title))
      return { title: t(`teacher-reply.${message.title}`), text: message.message };
    if (message.from !== 'LESSON' || !isLessonEvent(message.title))
      return { title: message.title, text: message.message };
    const values = { number: message.lessonNumber ?? '', name: localized(message.lessonName) };
    return { title: t(`${message.title}.title`, values), text: t(`${message.title}.text`, values) };
  };
  const senderOf = (message: (typeof data)[number]) => {
    if (message.from === 'TEACHER')
      return t('from-teacher', message.senderName ? { name: message.senderName } : { context: 'none' });
    return message.from === 'PARENT' ? t('from-parent') : t('from-lesson');
  };
  const open = (ids: string[]) => {
    for (const id of ids) {
      const message = data.find((candidate) => candidate.id === id);
      if (!message || message.opened) continue;
      (message.from === 'LESSON' ? markLessonMessageAsRead : markMessageAsRead).mutate(id);
    }
  };

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/start/${userChildId}`} py={10} w="fit-content">
          ← {t('back')}
        </Anchor>
        <Title order={1}>{t('title')}</Title>
        {data.length === 0 ? (
          <Text size="lg">{t('empty')}</Text>
        ) : (
          <Accordion variant="separated" radius="lg" multiple onChange={open}>
            {data.map((message) => {
              const { title, text } = textsOf(message);
              return (
                <Accordion.Item key={message.id} value={message.id}>
                  <Accordion.Control>
                    <Group gap="xs" wrap="nowrap">
                      {!message.opened && <Badge color="grape.9">{t('unread')}</Badge>}
                      <div>
                        <Text fw={message.opened ? 400 : 700}>{title}</Text>
                        <Text size="sm" c="gray.7">
                          {senderOf(message)} · {formatDate(i18n.language, message.createdAt, 'medium')}
                        </Text>
                      </div>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
        <AboutMeForm userChildId={userChildId} />
      </Stack>
    </Container>
  );
}
