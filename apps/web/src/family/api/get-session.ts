import { graphql } from '../../gql/gql.ts';

/** What this browser acts as (the family or the institute's staff), read with the family's first data. */
export const getSession = graphql(`
  query getSession {
    session { actingAs staffKind hasFamily firstName }
  }
`);
