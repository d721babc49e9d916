import { PARENT_MESSAGE_LIMITS, parentMessage } from '@koran-kids/input/forms/parent-message';
import { Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagePart } from '../../../components/page-part.tsx';
import { finalStepsQuery } from '../../../family/api/get-final-steps.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { allReads } from '../../../lib/part-read.ts';
import { childDetailsQuery } from '../api/get-child-details.ts';
import { useInsertMessage } from '../api/insert-message.ts';
import { ChildPageFrame } from './parent-page.tsx';

const checkMessage = schemaResolver(parentMessage, { sync: true });

/** `parent/profiles/child/send_message?child={id}`: write to the child; read what the child wrote to the teacher. */
export function SendMessage() {
  const { t } = useTranslation('parent');
  return (
    <ChildPageFrame title={(name) => t('send-message.title', { name })}>
      {(child) => (
        <Stack gap="xl">
          <MessageForm childId={child.id} name={child.name} />
          <ChildTexts childId={child.id} name={child.name} />
        </Stack>
      )}
    </ChildPageFrame>
  );
}

function MessageForm({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('parent');
  const send = useInsertMessage(childId);
  const problemText = useProblemText('parent', 'send-message');
  const form = useCheckedForm({ initialValues: { title: '', message: '' }, validate: checkMessage, problemText });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => send.mutateAsync(values),
    toast: () => t('send-message.sent', { name }),
    onSuccess: () => form.reset(),
  });
  const { values } = form;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('send-message.intro', { name })}</Text>
        <TextInput
          label={t('send-message.subject')}
          description={t('send-message.characters', { count: values.title.length, max: PARENT_MESSAGE_LIMITS.title })}
          {...form.getInputProps('title')}
          maxLength={PARENT_MESSAGE_LIMITS.title}
          required
        />
        <Textarea
          label={t('send-message.text')}
          description={t('send-message.characters', {
            count: values.message.length,
            max: PARENT_MESSAGE_LIMITS.message,
          })}
          {...form.getInputProps('message')}
          maxLength={PARENT_MESSAGE_LIMITS.message}
          autosize
          minRows={5}
          required
        />
        <Button type="submit" w="fit-content" loading={send.isPending}>
          {t('send-message.send')}
        </Button>
      </Stack>
    </form>
  );
}

/** What the child wrote to the teacher (about me, the final message), once both reads have answered. */
function ChildTexts({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('parent');
  const details = useQuery(childDetailsQuery(childId));
  const steps = useQuery(finalStepsQuery(childId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="child-texts">
      <Title order={2} size="h3" id="child-texts">
        {t('send-message.texts-title', { name })}
      </Title>
      <PagePart query={allReads(details, steps)}>
        {([{ favourites, aboutMeSentAt }, { finalMessage, finalMessageSentAt }]) => (
          <TextCards
            name={name}
            texts={[
              { title: t('send-message.about-me'), text: favourites.aboutMe, at: aboutMeSentAt },
              { title: t('send-message.final-message'), text: finalMessage, at: finalMessageSentAt },
            ]}
          />
        )}
      </PagePart>
    </Stack>
  );
}

type ChildText = { title: string; text?: string | null; at?: string | null };

function TextCards({ name, texts }: { name: string; texts: ChildText[] }) {
  const { t, i18n } = useTranslation('parent');
  const written = texts.filter((item) => item.text);
  const dateOf = (value: string) => formatDate(i18n.language, value);
  return (
    <>
      {written.length === 0 && <Text>{t('send-message.nothing-yet', { name })}</Text>}
      {written.map((item) => (
        <Card key={item.title} withBorder radius="md">
          <Text fw={700}>{item.title}</Text>
          {item.at && (
            <Text size="sm" c="gray.7">
              {t('send-message.sent-on', { date: dateOf(item.at) })}
            </Text>
          )}
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {item.text}
          </Text>
        </Card>
      ))}
    </>
  );
}
