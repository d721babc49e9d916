import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSpaciousReading } from '../../family/spacious-reading.ts';
import { avatarQuery } from '../../features/profiles/api/get-avatar.ts';
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

/** A child's pages as the child chose to read them ("Ruim lezen"); pages without a child as they are. */
export function ChildReading({ userChildId, children }: { userChildId: string | undefined; children: ReactNode }) {
  const child = useQuery({ ...avatarQuery(userChildId ?? ''), enabled: Boolean(userChildId) }).data?.child;
  useSpaciousReading(Boolean(userChildId && child?.spaciousReading));
  return children;
}
