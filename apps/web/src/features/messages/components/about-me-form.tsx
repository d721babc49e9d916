import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { childProfileQuery } from '../../profiles/api/get-user-child-profile.ts';
import { subscriptionQuery } from '../../subscription/api/get-subscription.ts';
import { useSendAboutMe } from '../api/upsert-users-child-details.ts';

const ABOUT_ME_MAX = 2000;

/** "Tell something about yourself to teacher …": confirmed once, then final and shown as sent. */
export function AboutMeForm({ userChildId }: { userChildId: string }) {
  const { t, i18n } = useTranslation('messages');
  const errorMessage = useErrorMessage();
  const profile = useQuery(childProfileQuery(userChildId)).data;
  const teacher = useQuery(subscriptionQuery()).data?.settings.teacherName ?? '';
  const send = useSendAboutMe(userChildId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  if (!profile) return null;

  const sentText = profile.favourites.aboutMe;
  if (sentText && profile.aboutMeSentAt)
    return (
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="about-me">
        <Title order={2} size="h3" id="about-me">
          {t('about-me.title', { name: teacher })}
        </Title>
        <Text c="gray.7" mt="xs">
          {t('about-me.sent-on', {
            date: new Date(profile.aboutMeSentAt).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
          })}
        </Text>
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {sentText}
        </Text>
      </Card>
    );

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(t('about-me.empty'));
    setProblem(null);
    setConfirming(true);
  };
  const confirm = () =>
    send.mutate(text, {
      onSuccess: () => showToast('success', t('about-me.sent', { name: teacher })),
      onError: (error) => setProblem(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="about-me">
      <form onSubmit={ask} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="about-me">
            {t('about-me.title', { name: teacher })}
          </Title>
          <Text>{t('about-me.help')}</Text>
          <Textarea
            label={t('about-me.label', { name: teacher })}
            description={t('about-me.characters', { count: text.length, max: ABOUT_ME_MAX })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={ABOUT_ME_MAX}
            autosize
            minRows={4}
            size="md"
            error={problem}
          />
          <Button type="submit" size="lg" w="fit-content">
            {t('about-me.send')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('about-me.confirm-title')}
        closeButtonProps={{ 'aria-label': t('about-me.no') }}
      >
        <Text>{t('about-me.confirm')}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('about-me.no')}
          </Button>
          <Button onClick={confirm} loading={send.isPending}>
            {t('about-me.yes')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
