import { Redirect } from 'wouter';
import { ShopPage } from '../../features/subscription/components/shop-page.tsx';
import { useSession } from '../session.ts';

export function RenewPage() {
  const session = useSession();
  if (!session.isSignedIn) return <Redirect to="/" replace />;
  return <ShopPage reason="renew" />;
}
