import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ContactInformationInput } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { contactInformationQuery } from './get-contact-information.ts';

export const updateContactInformation = graphql(`
  mutation updateContactInformation($input: ContactInformationInput!) {
    updateContactInformation(input: $input) { address postcode city phone }
  }
`);

export function useUpdateContactInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInformationInput) => request(updateContactInformation, { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactInformationQuery().queryKey }),
  });
}
