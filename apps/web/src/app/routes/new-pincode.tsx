import { Redirect } from 'wouter';
import { NewPincode } from '../../features/parent/components/new-pincode.tsx';
import { STAFF_HOME } from '../route-table.ts';
import { useSession } from '../session.ts';

/** Signed in, whatever the subscription: a family whose subscription ended still needs its pincode for its data. */
export function NewPincodePage() {
  const session = useSession();
  if (!session.isSignedIn) return <Redirect to="/" replace />;
  if (session.actingAs === 'staff') return <Redirect to={STAFF_HOME} replace />;
  return <NewPincode afterReset={session.isExpired ? '/your-data' : '/parent/profiles'} />;
}
