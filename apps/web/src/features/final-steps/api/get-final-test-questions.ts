import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getFinalTestQuestions = graphql(`
  query getFinalTestQuestions($userChildId: ID!) {
    finalTestQuestions(userChildId: $userChildId) { id sequence result question { nl en } }
  }
`);

export const finalTestQuestionsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: ['child', userChildId, 'final-steps', 'questions'],
    queryFn: async () => (await request(getFinalTestQuestions, { userChildId })).finalTestQuestions,
  });
