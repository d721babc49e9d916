import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFinalStepsScope } from '../../../lib/query-keys.ts';

export const getCertificate = graphql(`
  query getCertificate($userChildId: ID!) {
    certificate(userChildId: $userChildId) {
      childName completedAt stars lessonsFinished lessonCount pdfUrl courseName { nl en }
    }
  }
`);

export const certificateQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childFinalStepsScope(userChildId), 'certificate'],
    queryFn: async () => (await request(getCertificate, { userChildId })).certificate,
    retry: false,
  });
