import { sql } from 'drizzle-orm';
import { groupOfSubscription } from '../family/staff.ts';

/**
 * The children of a course group whose family subscription has not ended (an ended one's children no longer take
 * part), as a subquery of `id, name, username`: what a teacher's pages about the group list.
 */
export const childrenOfGroup = (courseGroupId: number) => sql`
  select c.id, c.name, c.username
    from users_children c
    join subscriptions s on s.id = c.subscription_id
   where ${groupOfSubscription({ courseGroupId: sql`s.course_group_id`, courseId: sql`s.course_id` })} = ${courseGroupId}
     and s.ends_on >= current_date`;
