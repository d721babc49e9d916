import { useParams } from 'wouter';
import { TeacherChildRevision } from '../../features/staff-teaching/components/child-revision.tsx';

export { Audit as AuditPage } from '../../features/staff-families/components/audit.tsx';
export { Reviews as ReviewsPage } from '../../features/staff-families/components/reviews.tsx';
export { Subscriptions as SubscriptionsPage } from '../../features/staff-families/components/subscriptions.tsx';
export { Team as TeamPage } from '../../features/staff-families/components/team.tsx';
export { Announcements as AnnouncementsPage } from '../../features/staff-news/components/announcements.tsx';
export { WeeklyFacts as WeeklyFactsPage } from '../../features/staff-news/components/weekly-facts.tsx';
export { GroupProgress as GroupProgressPage } from '../../features/staff-teaching/components/group-progress.tsx';
export { Homework as HomeworkPage } from '../../features/staff-teaching/components/homework.tsx';
export { StaffInbox as StaffInboxPage } from '../../features/staff-teaching/components/inbox.tsx';

/** `/staff/revision/{userChildId}`: a child's revision, opened from the group's progress. */
export function TeacherChildRevisionPage() {
  const { userChildId = '' } = useParams();
  return <TeacherChildRevision key={userChildId} userChildId={userChildId} />;
}
