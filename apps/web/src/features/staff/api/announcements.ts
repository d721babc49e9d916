import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { PublicationChange } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';
import { useStaffChange } from './staff-change.ts';

export const getStaffAnnouncements = graphql(`
  query getStaffAnnouncements($courseGroupId: ID!) {
    staffAnnouncements(courseGroupId: $courseGroupId) {
      id state publishOn showUntil updatedAt title { nl en } description { nl en }
    }
  }
`);

export const saveAnnouncement = graphql(`
  mutation saveAnnouncement(
    $courseGroupId: ID!, $id: ID, $titleNl: String!, $titleEn: String!,
    $descriptionNl: String!, $descriptionEn: String!, $publishOn: String!, $showUntil: String
  ) {
    saveAnnouncement(
      courseGroupId: $courseGroupId, id: $id, titleNl: $titleNl, titleEn: $titleEn,
      descriptionNl: $descriptionNl, descriptionEn: $descriptionEn, publishOn: $publishOn, showUntil: $showUntil
    ) { id }
  }
`);

export const setAnnouncementState = graphql(`
  mutation setAnnouncementState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {
    setAnnouncementState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }
  }
`);

export const staffAnnouncementsQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'announcements'],
    queryFn: () => request(getStaffAnnouncements, { courseGroupId }),
    select: (data) => data.staffAnnouncements,
  });

export type AnnouncementValues = {
  titleNl: string;
  titleEn: string;
  descriptionNl: string;
  descriptionEn: string;
  publishOn: string;
  /** Empty: shown until withdrawn. */
  showUntil: string;
};

export const useSaveAnnouncement = (courseGroupId: string, id: string | null) =>
  useStaffChange((values: AnnouncementValues) => request(saveAnnouncement, { courseGroupId, id, ...values }));

export const useSetAnnouncementState = (courseGroupId: string) =>
  useStaffChange((change: { id: string; state: PublicationChange }) =>
    request(setAnnouncementState, { courseGroupId, ...change }),
  );
