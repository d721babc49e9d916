import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
  const { t } = useTranslation('lessons');
  const localized = useLocalized();
  const factQuery = useQuery(factOfTheWeekQuery(userChildId));
  const announcementQuery = useQuery({ ...newestAnnouncementQuery(userChildId), enabled: showAnnouncement });
  // Both at once, so the first card does not move when the second arrives.
  if (factQuery.isPending || (showAnnouncement && announcementQuery.isPending)) return null;
  const fact = factQuery.data;
  const announcement = announcementQuery.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} w="100%">
      {fact && (
        <Card withBorder radius="lg" bg="yellow.0" component="section" aria-labelledby="fact-title">
          <Title order={2} size="h4" id="fact-title">
            {t('home.fact-of-the-week')}
          </Title>
          <Text mt="xs">{localized(fact.message)}</Text>
        </Card>
      )}
      {showAnnouncement && announcement && (
        <Card withBorder radius="lg" bg="blue.0" component="section" aria-labelledby="announcement-title">
          <Title order={2} size="h4" id="announcement-title">
            {t('home.announcement')}: {localized(announcement.title)}
          </Title>
          <Text mt="xs">{localized(announcement.description)}</Text>
        </Card>
      )}
    </SimpleGrid>
  );
}
