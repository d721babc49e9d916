import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { userQuery } from '../../features/parent/api/get-user.ts';
import { PincodeGate } from '../../features/parent/components/pincode-gate.tsx';
import { CreateProfileForm } from '../../features/profiles/components/create-profile-form.tsx';

/** Before the family has a pincode anyone may add a profile; after, only a parent. */
export function CreateProfilePage() {
  const { subscriptionId = '' } = useParams();
  const { data } = useQuery(userQuery());
  const form = <CreateProfileForm subscriptionId={subscriptionId} />;
  return data?.viewer.hasPincode ? <PincodeGate>{form}</PincodeGate> : form;
}
