import { useParams } from 'wouter';
import { MyProfile } from '../../features/profiles/components/my-profile.tsx';

export function MyProfilePage() {
  const { userChildId = '' } = useParams();
  return <MyProfile userChildId={userChildId} />;
}
