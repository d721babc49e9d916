import { sql } from 'drizzle-orm';

/**
 * The children of a course group whose family subscription has not ended (an ended one's children no longer take
 * part), as a subquery of `id, name, username`: what a teacher's pages about the group list.
 */
export const childrenOfGroup = (courseGroupId: number) => sql`
  select c.id, c.name, c.username
    from users_children c
    join subscriptions s on s.id = c.subscription_id
   where coalesce(s.course_group_id, (select min(g.id) from course_groups g where g.course_id = s.course_id)) = ${courseGroupId}
     and s.ends_on >= current_date`;
