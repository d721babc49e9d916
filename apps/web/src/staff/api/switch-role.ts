import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import type { SessionRole } from '../../gql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

export const switchRole = graphql(`
  mutation switchRole($to: SessionRole!) {
    switchRole(to: $to) { actingAs }
  }
`);

/** Switches what this browser acts as; the app starts again at the other side's home (a full page load). */
export function useSwitchRole() {
  return useMutation({
    mutationFn: (to: SessionRole) => request(switchRole, { to }),
    onSuccess: (_, to) => window.location.assign(to === 'STAFF' ? '/staff' : '/'),
  });
}
