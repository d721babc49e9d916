import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentAccountScope } from '../../../lib/query-keys.ts';

export const getParentAccount = graphql(`
  query getParentAccount {
    parentAccount { id firstName lastName email relationToKid }
    weeklyLetterSetting { isOn language }
  }
`);

export const parentAccountQuery = () =>
  queryOptions({ queryKey: parentAccountScope(), queryFn: () => request(getParentAccount) });
