import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

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
