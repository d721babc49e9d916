import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { availabilityScope } from '../../lib/query-keys.ts';

export const getAvailability = graphql(`
  query getAvailability($showRawPayload: Boolean) {
    availability(showRawPayload: $showRawPayload) {
      courseId startsOn endsOn isActive maxProfiles profileCount canAddProfile rawPayload
    }
  }
`);

export const availabilityQuery = (showRawPayload = false) =>
  queryOptions({
    queryKey: [...availabilityScope(), showRawPayload],
    queryFn: () => request(getAvailability, { showRawPayload }),
  });
