import { Navigate, Outlet } from 'react-router';
import { ExpiryPage } from '../../features/subscription/components/expiry-page.tsx';
import { useSession } from '../session.ts';

/** Every path but `/` and `/renew`: visitors go to `/`; an ended subscription shows only the expiry page. */
export function SignedInOnly() {
  const session = useSession();
  if (!session.isSignedIn) return <Navigate to="/" replace />;
  if (session.isExpired) return <ExpiryPage endsOn={session.endsOn} />;
  return <Outlet />;
}
