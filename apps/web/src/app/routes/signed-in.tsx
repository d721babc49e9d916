import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { STAFF_HOME } from '../route-table.ts';
import { useSession } from '../session.ts';
import { ExpiryPage } from './subscription-pages.ts';

/** Every path but `/` and `/renew`: visitors go to `/`; an ended subscription shows only the expiry page. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.isSignedIn) return <Redirect to="/" replace />;
  if (session.actingAs === 'staff') return <Redirect to={STAFF_HOME} replace />;
  if (session.isExpired) return <ExpiryPage endsOn={session.endsOn} />;
  return children;
}
