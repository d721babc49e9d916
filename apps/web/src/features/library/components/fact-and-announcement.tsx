import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnnouncementCard, FactCard } from '../../../components/news-cards.tsx';
import { PagePart } from '../../../components/page-part.tsx';
import type { GetFactOfWeekQuery, GetNotificationsQuery } from '../../../gql/graphql.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { allReads } from '../../../lib/part-read.ts';
import { factOfTheWeekQuery } from '../api/get-fact-of-the-week.ts';
import { newestAnnouncementQuery } from '../api/get-notifications.ts';

type Fact = GetFactOfWeekQuery['factOfWeek'];
type Announcement = GetNotificationsQuery['announcements'][number] | null;

/** The fact of the week and the institute's newest announcement, side by side on wide screens. */
export function FactAndAnnouncement({ userChildId }: { userChildId: string }) {
  const fact = useQuery(factOfTheWeekQuery(userChildId));
  const announcement = useQuery(newestAnnouncementQuery(userChildId));
  // Both at once, so the first card does not move when the second arrives.
  return (
    <PagePart query={allReads(fact, announcement)}>
      {([fact, announcement]) => <NewsCards fact={fact} announcement={announcement} />}
    </PagePart>
  );
}

/** The fact of the week alone (the library's start), in the same place as beside an announcement. */
export function FactOfTheWeek({ userChildId }: { userChildId: string }) {
  const fact = useQuery(factOfTheWeekQuery(userChildId));
  return <PagePart query={fact}>{(fact) => <NewsCards fact={fact} announcement={null} />}</PagePart>;
}

function NewsCards({ fact, announcement }: { fact: Fact; announcement: Announcement }) {
  const localized = useLocalized();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} w="100%">
      {fact && <FactCard message={localized(fact.message)} />}
      {announcement && (
        <AnnouncementCard title={localized(announcement.title)} description={localized(announcement.description)} />
      )}
    </SimpleGrid>
  );
}
