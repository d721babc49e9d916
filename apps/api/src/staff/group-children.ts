import { sql } from 'drizzle-orm';
import { groupOfSubscription } from '../family/staff.ts';

/**
 * The children of a course group whose family subscription has not ended (an ended one's children no longer take
 * part), as a subquery of `id, name, username`: what a teacher's pages about the group list. Found by the group's
 * index (a family without a group belongs to its course's first group), not by reading every subscription.
 */
export const childrenOfGroup = (courseGroupId: number) => sql`
  select c.id, c.name, c.username
    from subscriptions s
    join users_children c on c.subscription_id = s.id
   where s.ends_on >= current_date
     and (s.course_group_id = ${courseGroupId}
          or (s.course_group_id is null
              and s.course_id = (select g.course_id from course_groups g where g.id = ${courseGroupId})
              and ${groupOfSubscription({ courseGroupId: sql`s.course_group_id`, courseId: sql`s.course_id` })} = ${courseGroupId}))`;
