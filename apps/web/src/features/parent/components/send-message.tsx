import { Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { finalStepsQuery } from '../../../family/api/get-final-steps.ts';
import { fieldProblemsOf, useErrorMessage, useProblemText } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { childDetailsQuery } from '../api/get-child-details.ts';
import { useInsertMessage } from '../api/insert-message.ts';
import { ChildPageFrame } from './parent-page.tsx';

const LIMITS = { title: 100, message: 2000 } as const;

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
  const errorMessage = useErrorMessage();
  const send = useInsertMessage(childId);
  const [values, setValues] = useState({ title: '', message: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const problemText = useProblemText('parent', 'send-message');
  const problemOf = (field: 'title' | 'message') => problemText(problems[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      (['title', 'message'] as const).filter((field) => !values[field].trim()).map((field) => [field, 'required']),
    );
    if (Object.keys(missing).length > 0) return setProblems(missing);
    send.mutate(values, {
      onSuccess: () => {
        setValues({ title: '', message: '' });
        setProblems({});
        showToast('success', t('send-message.sent', { name }));
      },
      onError: (error) => {
        const fieldProblems = fieldProblemsOf(error);
        if (fieldProblems) setProblems(fieldProblems);
        else showToast('error', errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('send-message.intro', { name })}</Text>
        <TextInput
          label={t('send-message.subject')}
          description={t('send-message.characters', { count: values.title.length, max: LIMITS.title })}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
          maxLength={LIMITS.title}
          required
          error={problemOf('title')}
        />
        <Textarea
          label={t('send-message.text')}
          description={t('send-message.characters', { count: values.message.length, max: LIMITS.message })}
          value={values.message}
          onChange={(event) => setValues({ ...values, message: event.currentTarget.value })}
          maxLength={LIMITS.message}
          autosize
          minRows={5}
          required
          error={problemOf('message')}
        />
        <Button type="submit" w="fit-content" loading={send.isPending}>
          {t('send-message.send')}
        </Button>
      </Stack>
    </form>
  );
}

function ChildTexts({ childId, name }: { childId: string; name: string }) {
  const { t, i18n } = useTranslation('parent');
  const details = useQuery(childDetailsQuery(childId)).data;
  const steps = useQuery(finalStepsQuery(childId)).data;
  const dateOf = (value: string) => new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  const texts = [
    { title: t('send-message.about-me'), text: details?.favourites.aboutMe, at: details?.aboutMeSentAt },
    { title: t('send-message.final-message'), text: steps?.finalMessage, at: steps?.finalMessageSentAt },
  ].filter((item) => item.text);
  return (
    <Stack gap="sm" component="section" aria-labelledby="child-texts">
      <Title order={2} size="h3" id="child-texts">
        {t('send-message.texts-title', { name })}
      </Title>
      {texts.length === 0 && <Text>{t('send-message.nothing-yet', { name })}</Text>}
      {texts.map((item) => (
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
    </Stack>
  );
}
