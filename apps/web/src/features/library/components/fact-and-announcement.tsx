import type { Language } from '@koran-kids/i18n/languages';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { factOfTheWeekQuery } from '../api/get-fact-of-the-week.ts';
import { newestAnnouncementQuery } from '../api/get-notifications.ts';

/** The fact of the week and the institute's newest announcement, side by side on wide screens. */
export function FactAndAnnouncement({
  userChildId,
  showAnnouncement = true,
}: {
  userChildId: string;
  showAnnouncement?: boolean;
}) {
  const localized = useLocalized();
  const factQuery = useQuery(factOfTheWeekQuery(userChildId));
  const announcementQuery = useQuery({ ...newestAnnouncementQuery(userChildId), enabled: showAnnouncement });
  // Both at once, so the first card does not move when the second arrives.
  if (factQuery.isPending || (showAnnouncement && announcementQuery.isPending)) return null;
  const fact = factQuery.data;
  const announcement = announcementQuery.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} w="100%">
      {fact && <FactCard message={localized(fact.message)} />}
      {showAnnouncement && announcement && (
        <AnnouncementCard title={localized(announcement.title)} description={localized(announcement.description)} />
      )}
    </SimpleGrid>
  );
}

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
