import { useParams, useSearchParams } from 'wouter';
import { FriendDetails } from '../../features/friends/components/friend-details.tsx';
import { FriendsOverview } from '../../features/friends/components/friends-overview.tsx';

export function FriendsPage() {
  const { userChildId = '' } = useParams();
  return <FriendsOverview userChildId={userChildId} />;
}

export function FriendDetailsPage() {
  const { userChildId = '' } = useParams();
  const [search] = useSearchParams();
  return <FriendDetails userChildId={userChildId} requestId={search.get('friend') ?? ''} />;
}
