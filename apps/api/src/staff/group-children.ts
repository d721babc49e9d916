import { sql } from 'drizzle-orm';
import { isSubscriptionOfGroup } from '../family/staff.ts';

/**
 * The children of a course group whose family subscription has not ended (an ended one's children no longer take
 * part), as a subquery of `id, name, username`: what a teacher's pages about the group list. Each family's children
 * by the subscription's index: as a join PostgreSQL read all 250,000 children of a large institute to find a group's
 * 2,000 (`offset 0` keeps the lateral subquery its own, bench:scale).
 */
export const childrenOfGroup = (courseGroupId: number) => sql`
  select c.id, c.name, c.username
    from subscriptions s
    cross join lateral (select c.id, c.name, c.username from users_children c
                         where c.subscription_id = s.id offset 0) c
   where s.ends_on >= current_date and ${isSubscriptionOfGroup(courseGroupId)}`;
