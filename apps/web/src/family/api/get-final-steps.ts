import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { childFinalStepsScope } from '../../lib/query-keys.ts';
import { readOrCopy } from '../../offline/device-copies.ts';
import { startPageRead } from './get-start-page.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const finalStepsPart = graphql(`
  fragment FinalStepsPart on Query {
    finalSteps(userChildId: $userChildId) {
      testSetAt testSubmittedAt certificateAt questionCount answeredCount finalMessage finalMessageSentAt
    }
  }
`);

export const getFinalSteps = graphql(`
  query getFinalSteps($userChildId: ID!) { ...FinalStepsPart }
`);

export const finalStepsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: childFinalStepsScope(userChildId),
    queryFn: () =>
      readOrCopy(childFinalStepsScope(userChildId), () =>
        startPageRead.partOr(
          userChildId,
          'finalSteps',
          (page) => page.finalSteps,
          async () => (await request(getFinalSteps, { userChildId })).finalSteps,
        ),
      ),
  });
