import { sql } from 'drizzle-orm';
import { isSubscriptionOfGroup } from '../family/staff.ts';

/**
 * The children of a course group whose family subscription has not ended (an ended one's children no longer take
 * part), as a subquery of `id, name, username`: what a teacher's pages about the group list.
 */
export const childrenOfGroup = (courseGroupId: number) => sql`
  select c.id, c.name, c.username
    from subscriptions s
    join users_children c on c.subscription_id = s.id
   where s.ends_on >= current_date and ${isSubscriptionOfGroup(courseGroupId)}`;
