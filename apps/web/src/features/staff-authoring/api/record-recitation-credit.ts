import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const recordRecitationCredit = graphql(`
  mutation recordRecitationCredit($name: String!, $notice: String!, $licence: String!) {
    recordRecitationCredit(name: $name, notice: $notice, licence: $licence) { key }
  }
`);

export const useRecordRecitationCredit = () =>
  useStaffChange((credit: { name: string; notice: string; licence: string }) =>
    request(recordRecitationCredit, credit),
  );
