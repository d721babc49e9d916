import { useParams } from 'react-router';
import { Inbox } from '../../features/messages/components/inbox.tsx';

export function MessagesPage() {
  const { userChildId = '' } = useParams();
  return <Inbox userChildId={userChildId} />;
}
