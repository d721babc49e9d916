import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnnouncementCard, FactCard } from '../../../components/news-cards.tsx';
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
