import { Redirect } from 'wouter';
import { STAFF_HOME } from '../route-table.ts';
import { useSession } from '../session.ts';
import { ShopPage } from './subscription-pages.ts';

export function RenewPage() {
  const session = useSession();
  if (!session.isSignedIn) return <Redirect to="/" replace />;
  if (session.actingAs === 'staff') return <Redirect to={STAFF_HOME} replace />;
  return <ShopPage reason="renew" />;
}
