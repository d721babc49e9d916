import { useParams } from 'wouter';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { subscriptionQuery } from '../../family/api/get-subscription.ts';
import { userQuery } from '../../family/api/get-user.ts';
import { PincodeGate } from '../../features/parent/components/pincode-gate.tsx';
import { CreateProfileForm, ProfileLimitReached } from '../../features/profiles/components/create-profile-form.tsx';
import { usePageQuery } from '../../lib/page-query.ts';

/** Before the family has a pincode anyone may add a profile; after, only a parent. A full family is told at once. */
export function CreateProfilePage() {
  const { subscriptionId = '' } = useParams();
  const { data } = usePageQuery(userQuery());
  const subscription = usePageQuery(subscriptionQuery()).data?.subscription;
  if (!data || !subscription) return <LoadingScreen />;
  if (subscription.children.length >= subscription.maxProfiles) {
    return <ProfileLimitReached maxProfiles={subscription.maxProfiles} />;
  }
  const form = <CreateProfileForm subscriptionId={subscriptionId} />;
  return data.viewer.hasPincode ? <PincodeGate>{form}</PincodeGate> : form;
}
