import { Redirect } from 'wouter';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { subscriptionQuery } from '../../family/api/get-subscription.ts';
import { WhoIsWatching } from '../../features/profiles/components/who-is-watching.tsx';
import { usePageQuery } from '../../lib/page-query.ts';
import { STAFF_HOME } from '../route-table.ts';
import { useSession } from '../session.ts';
import { LoginPage } from './login.tsx';
import { ExpiryPage, ShopPage } from './subscription-pages.ts';

/** `/`: the login page for visitors; for a family, "Who is watching?" (or why it cannot be shown). */
export function HomePage() {
  const session = useSession();
  if (!session.isSignedIn) return <LoginPage />;
  if (session.actingAs === 'staff') return <Redirect to={STAFF_HOME} replace />;
  if (!session.hasSubscription) return <ShopPage reason="none" />;
  if (session.isExpired) return <ExpiryPage endsOn={session.endsOn} />;
  return <FamilyProfiles />;
}

function FamilyProfiles() {
  const { data } = usePageQuery(subscriptionQuery());
  const subscription = data?.subscription;
  if (!subscription) return <LoadingScreen />;
  return (
    <WhoIsWatching
      subscriptionId={subscription.id}
      profiles={subscription.children}
      canAddProfile={subscription.children.length < subscription.maxProfiles}
      trialEndsOn={subscription.isTrial ? subscription.endsOn : null}
    />
  );
}
