import { useRouteLoaderData } from 'react-router';
import { userQuery } from '../features/parent/api/get-user.ts';
import { subscriptionQuery } from '../features/subscription/api/get-subscription.ts';
import { UnauthenticatedError } from '../lib/graphql-client.ts';
import { queryClient } from '../lib/query-client.ts';

export type SessionState =
  | { isSignedIn: false }
  | { isSignedIn: true; hasSubscription: boolean; isExpired: boolean; endsOn: string | null };

/** Who is here, read before any page renders: a visitor, or a parent and the family's subscription. */
export async function sessionLoader(): Promise<SessionState> {
  try {
    await queryClient.ensureQueryData(userQuery());
    const { subscription } = await queryClient.ensureQueryData(subscriptionQuery());
    return {
      isSignedIn: true,
      hasSubscription: Boolean(subscription),
      isExpired: subscription ? !subscription.isActive : false,
      endsOn: subscription?.endsOn ?? null,
    };
  } catch (error) {
    if (error instanceof UnauthenticatedError) return { isSignedIn: false };
    throw error;
  }
}

export function useSession(): SessionState {
  return (useRouteLoaderData('root') as SessionState | undefined) ?? { isSignedIn: false };
}
