import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentChildScope } from '../../../lib/query-keys.ts';

export const getFinalTestQuestionsWithAnswers = graphql(`
  query getFinalTestQuestionsWithAnswers($userChildId: ID!) {
    finalTestQuestionsWithAnswers(userChildId: $userChildId) {
      id sequence result question { nl en } answer { nl en }
    }
    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }
    finalSteps(userChildId: $userChildId) { finalMessage finalMessageSentAt lessonsFinished lessonCount }
  }
`);

export const parentFinalTestQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...parentChildScope(userChildId), 'final-test'],
    queryFn: () => request(getFinalTestQuestionsWithAnswers, { userChildId }),
  });
