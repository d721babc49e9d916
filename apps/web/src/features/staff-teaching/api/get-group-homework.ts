import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';

export const getGroupHomework = graphql(`
  query getGroupHomework($courseGroupId: ID!) {
    groupHomework(courseGroupId: $courseGroupId) {
      lessons { id lessonNumber name { nl en } }
      children { id name username }
      assignments {
        id lessonNumber lessonName { nl en } task dueOn note { nl en } forChild
        verses { ayah audioUrl }
        children {
          userChildId name username handInKind handedInAt isLate stars teacherNote
          recordings { id ayahFrom ayahTo contentType durationMs audioUrl }
        }
      }
    }
  }
`);

export const groupHomeworkQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'homework'],
    queryFn: () => request(getGroupHomework, { courseGroupId }),
    select: (data) => data.groupHomework,
  });
