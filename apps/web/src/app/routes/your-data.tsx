import { Redirect } from 'wouter';
import { YourData } from '../../features/parent/components/your-data.tsx';
import { STAFF_HOME } from '../route-table.ts';
import { useSession } from '../session.ts';

/** Signed in, whatever the subscription: the data export and erasure stay after it has ended. */
export function YourDataPage() {
  const session = useSession();
  if (!session.isSignedIn) return <Redirect to="/" replace />;
  if (session.actingAs === 'staff') return <Redirect to={STAFF_HOME} replace />;
  return <YourData />;
}
