import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFinalStepsScope } from '../../../lib/query-keys.ts';

export const getFinalTestQuestions = graphql(`
  query getFinalTestQuestions($userChildId: ID!) {
    finalTestQuestions(userChildId: $userChildId) { id sequence result question { nl en } }
  }
`);

export const finalTestQuestionsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childFinalStepsScope(userChildId), 'questions'],
    queryFn: async () => (await request(getFinalTestQuestions, { userChildId })).finalTestQuestions,
  });
