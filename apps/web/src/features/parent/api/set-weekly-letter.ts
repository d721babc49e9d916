import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { Language } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentAccountScope } from '../../../lib/query-keys.ts';

const setWeeklyLetter = graphql(`
  mutation setWeeklyLetter($isOn: Boolean!, $language: Language!) {
    setWeeklyLetter(isOn: $isOn, language: $language) { isOn language }
  }
`);

/** The weekly letter by e-mail on or off, and in which language. */
export function useSetWeeklyLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: { isOn: boolean; language: Language }) => request(setWeeklyLetter, setting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentAccountScope() }),
  });
}
