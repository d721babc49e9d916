import { useParams } from 'wouter';
import { Inbox } from '../../features/messages/components/inbox.tsx';

export function MessagesPage() {
  const { userChildId = '' } = useParams();
  return <Inbox userChildId={userChildId} />;
}
