import type { Language } from '@koran-kids/i18n/languages';
import { Card, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The fact of the week as a child sees it; `lng` shows it in another language than the interface's (a preview). */
export function FactCard({ message, lng }: { message: string; lng?: Language }) {
  const { t } = useTranslation('lessons', { lng });
  const titleId = useId();
  return (
    <Card withBorder radius="lg" bg="yellow.0" component="section" aria-labelledby={titleId} lang={lng}>
      <Title order={2} size="h4" id={titleId}>
        {t('home.fact-of-the-week')}
      </Title>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {message}
      </Text>
    </Card>
  );
}

/** An announcement as a child sees it; `lng` as for FactCard. */
export function AnnouncementCard({ title, description, lng }: { title: string; description: string; lng?: Language }) {
  const { t } = useTranslation('lessons', { lng });
  const titleId = useId();
  return (
    <Card withBorder radius="lg" bg="blue.0" component="section" aria-labelledby={titleId} lang={lng}>
      <Title order={2} size="h4" id={titleId}>
        {t('home.announcement')}: {title}
      </Title>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {description}
      </Text>
    </Card>
  );
}
