import { useParams } from 'wouter';
import { LessonsOverview } from '../../features/lessons/components/lessons-overview.tsx';

export function LessonsOverviewPage() {
  const { userChildId = '' } = useParams();
  return <LessonsOverview userChildId={userChildId} />;
}
