import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { subscriptionQuery } from '../family/api/get-subscription.ts';
import { userQuery } from '../family/api/get-user.ts';
import { UnauthenticatedError } from '../lib/graphql-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionScope } from '../lib/query-keys.ts';

export type SessionState =
  | { isSignedIn: false }
  | { isSignedIn: true; hasSubscription: boolean; isExpired: boolean; endsOn: string | null };

export const SIGNED_OUT: SessionState = { isSignedIn: false };

/** Who is here, read before any page renders: a visitor, or a parent and the family's subscription. */
async function readSession(): Promise<SessionState> {
  try {
    const [, { subscription }] = await Promise.all([
      queryClient.ensureQueryData(userQuery()),
      queryClient.ensureQueryData(subscriptionQuery()),
    ]);
    return {
      isSignedIn: true,
      hasSubscription: Boolean(subscription),
      isExpired: subscription ? !subscription.isActive : false,
      endsOn: subscription?.endsOn ?? null,
    };
  } catch (error) {
    if (error instanceof UnauthenticatedError) return SIGNED_OUT;
    throw error;
  }
}

// Read once per page load (signing in and renewing both come back with a full page load); a 401 sets it to signed out.
export const sessionQuery = () =>
  queryOptions({ queryKey: sessionScope(), queryFn: readSession, staleTime: Number.POSITIVE_INFINITY });

export function useSession(): SessionState {
  return useSuspenseQuery(sessionQuery()).data;
}
