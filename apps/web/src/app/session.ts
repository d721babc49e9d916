import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getSession, signedInRead } from '../family/api/get-session.ts';
import { subscriptionQuery } from '../family/api/get-subscription.ts';
import { userQuery } from '../family/api/get-user.ts';
import type { StaffKind } from '../gql/graphql.ts';
import { ApiError, request, UnauthenticatedError } from '../lib/graphql-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionScope } from '../lib/query-keys.ts';
import { forgetAnyAccountOnDevice, readOrCopy } from '../offline/device-copies.ts';

type Staff = { staffKind: StaffKind | null; hasFamily: boolean };

export type SessionState =
  | { isSignedIn: false }
  /** Only staff get a first name (their greeting); a family's session has none, a child may hold the device. */
  | ({ isSignedIn: true; actingAs: 'staff'; firstName: string | null } & Staff)
  | ({
      isSignedIn: true;
      actingAs: 'family';
      hasSubscription: boolean;
      isExpired: boolean;
      endsOn: string | null;
    } & Staff);

export const SIGNED_OUT: SessionState = { isSignedIn: false };

/** A family's query refused because the session acts as staff: nothing to show, not a failure. */
const refusedAsNull = (error: unknown) => {
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return null;
  throw error;
};

/**
 * Who is here, read before any page renders: a visitor, a parent and the family's subscription, or the institute's
 * staff. The three come in one request (family/api/get-session.ts), so a child's first screen waits for no extra
 * round trip.
 */
async function readSession(): Promise<SessionState> {
  try {
    signedInRead.start('page-load');
    const [{ session }, , family] = await Promise.all([
      signedInRead.partOr(
        'page-load',
        'session',
        ({ session }) => ({ session }),
        () => request(getSession),
      ),
      queryClient.ensureQueryData(userQuery()).catch(refusedAsNull),
      queryClient.ensureQueryData(subscriptionQuery()).catch(refusedAsNull),
    ]);
    const staff = { staffKind: session.staffKind ?? null, hasFamily: session.hasFamily };
    if (session.actingAs === 'STAFF' || !family) {
      return { isSignedIn: true, actingAs: 'staff', ...staff, firstName: session.firstName ?? null };
    }
    const subscription = family.subscription;
    return {
      isSignedIn: true,
      actingAs: 'family',
      ...staff,
      hasSubscription: Boolean(subscription),
      isExpired: subscription ? !subscription.isActive : false,
      endsOn: subscription?.endsOn ?? null,
    };
  } catch (error) {
    if (error instanceof UnauthenticatedError) return SIGNED_OUT;
    throw error;
  }
}

const isFamily = (session: SessionState) => session.isSignedIn && session.actingAs === 'family';

/** Read online: where no family is signed in any more, nothing of one stays on the device. */
async function readSessionOnline() {
  const session = await readSession();
  if (!isFamily(session)) void forgetAnyAccountOnDevice().catch(() => undefined);
  return session;
}

// Read once per page load (signing in, renewing and switching roles all come back with a full page load); a 401
// sets it to signed out.
// Offline, the family's last known session (a device keeps no copy for staff).
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionScope(),
    queryFn: () => readOrCopy(sessionScope(), readSessionOnline, isFamily),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSession(): SessionState {
  return useSuspenseQuery(sessionQuery()).data;
}
