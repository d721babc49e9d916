import { Redirect } from 'wouter';
import { YourData } from '../../features/parent/components/your-data.tsx';
import { useSession } from '../session.ts';

/** Signed in, whatever the subscription: the data export and erasure stay after it has ended. */
export function YourDataPage() {
  const session = useSession();
  if (!session.isSignedIn) return <Redirect to="/" replace />;
  return <YourData />;
}
