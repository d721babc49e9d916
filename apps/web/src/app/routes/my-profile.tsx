import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { SpaciousReadingSwitch } from '../../family/spacious-reading-switch.tsx';
import { avatarQuery } from '../../features/profiles/api/get-avatar.ts';
import { MyProfile } from '../../features/profiles/components/my-profile.tsx';

export function MyProfilePage() {
  const { userChildId = '' } = useParams();
  const child = useQuery(avatarQuery(userChildId)).data?.child;
  return (
    <MyProfile userChildId={userChildId}>
      <SpaciousReadingSwitch userChildId={userChildId} isOn={child?.spaciousReading} />
    </MyProfile>
  );
}
