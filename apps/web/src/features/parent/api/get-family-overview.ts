import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentScope } from '../../../lib/query-keys.ts';

export const getFamilyOverview = graphql(`
  query getFamilyOverview {
    familyOverview { id name username avatar stars lessonNumber lastActivityAt lessonName { nl en } }
    availability { maxProfiles profileCount canAddProfile }
    subscription { id }
  }
`);

export const familyOverviewQuery = () =>
  queryOptions({ queryKey: [...parentScope(), 'overview'], queryFn: () => request(getFamilyOverview) });
