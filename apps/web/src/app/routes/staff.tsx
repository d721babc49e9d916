export { Announcements as AnnouncementsPage } from '../../features/staff/components/announcements.tsx';
export { Audit as AuditPage } from '../../features/staff/components/audit.tsx';
export { GroupProgress as GroupProgressPage } from '../../features/staff/components/group-progress.tsx';
export { StaffInbox as StaffInboxPage } from '../../features/staff/components/inbox.tsx';
export { Reviews as ReviewsPage } from '../../features/staff/components/reviews.tsx';
export { Subscriptions as SubscriptionsPage } from '../../features/staff/components/subscriptions.tsx';
export { Team as TeamPage } from '../../features/staff/components/team.tsx';
export { WeeklyFacts as WeeklyFactsPage } from '../../features/staff/components/weekly-facts.tsx';
