/**
 * The institute of `npm run bench:scale`, grown in place to a number of families: each family a parent with a
 * subscription and two or three children, their progress through the lessons, friendships, messages, texts to the
 * teacher, recordings' rows, and the staff's audit. Every table is filled by a few `generate_series` statements (no
 * row is sent one at a time), and a family's rows depend only on its number, so 10× is 1× and 9,000 families more.
 *
 * Groups: families 1–800 are one large group (2,000 children, the group progress at full size); the others are groups
 * of 200 families (500 children, a teacher's inbox).
 */
import type { Database } from '@koran-kids/db';

export const LARGE_GROUP = 'bench-large';
export const INBOX_GROUP = 'bench-1';
const LARGE_GROUP_FAMILIES = 800;
const FAMILIES_PER_GROUP = 200;

const FIRST_NAMES = [
  'Noor',
  'Amina',
  'Yusuf',
  'Ibrahim',
  'Fatima',
  'Adam',
  'Maryam',
  'Zakaria',
  'Sara',
  'Bilal',
  'Hamza',
  'Aya',
  'Imran',
  'Salma',
  'Idris',
  'Lina',
  'Ayoub',
  'Hafsa',
  'Rayan',
  'Yasmina',
  'Mohamed',
  'Khadija',
  'Ilyas',
  'Soumaya',
  'Anas',
  'Malak',
  'Younes',
  'Nora',
  'Mehmet',
  'Elif',
  'Emir',
  'Zeynep',
  'Omar',
  'Asiya',
  'Hassan',
  'Ranya',
];
const LAST_NAMES = [
  'El Amrani',
  'Bakker',
  'Yilmaz',
  'Ouali',
  'de Vries',
  'Haddou',
  'Kaya',
  'Jansen',
  'Bouzid',
  'Demir',
  'Visser',
  'El Idrissi',
  'Öztürk',
  'Mulder',
  'Benali',
  'Şahin',
  'Smit',
  'Azzouzi',
  'Çelik',
  'Vermeulen',
];
const sqlArray = (items: string[]) => `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;

/** The group of family `n` (a SQL expression). */
const groupSlugOf = (n: string) =>
  `case when ${n} <= ${LARGE_GROUP_FAMILIES} then '${LARGE_GROUP}'
        else 'bench-' || ((${n} - ${LARGE_GROUP_FAMILIES} - 1) / ${FAMILIES_PER_GROUP} + 1) end`;

/**
 * Grows the institute from `from` families (0 at first) to `to`, in one transaction; `courseId` is the demo course.
 * `execute` runs on one connection (a pool of one, or PGlite).
 */
export async function growInstitute(execute: Database['execute'], courseId: number, from: number, to: number) {
  const range = [from + 1, to];
  const statements = [
    // The groups these families join.
    `insert into course_groups (course_id, slug, name)
     select distinct $3::int, slug, jsonb_build_object('nl', 'Groep ' || slug, 'en', 'Group ' || slug)
       from (select ${groupSlugOf('n')} as slug from generate_series($1::int, $2::int) n) groups
     on conflict (slug) do nothing`,
    `insert into users (id, oidc_issuer, oidc_subject, first_name, last_name, email, email_verified)
     select md5('parent' || n)::uuid, 'https://bench.invalid/', 'parent-' || n,
            (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}],
            (${sqlArray(LAST_NAMES)})[1 + (n / 7) % ${LAST_NAMES.length}],
            'ouder' || n || '@gezin' || (n % 97) || '.test', true
       from generate_series($1::int, $2::int) n`,
    `insert into subscriptions (id, user_id, course_id, course_group_id, subscription_config_id, starts_on, ends_on)
     select md5('subscription' || n)::uuid, md5('parent' || n)::uuid, $3::int, g.id,
            (select max(id) from subscription_configs), current_date - (n % 300), current_date + 65 + (n % 300)
       from generate_series($1::int, $2::int) n join course_groups g on g.slug = ${groupSlugOf('n')}`,
    // Two or three children a family: 2.5 on average.
    `insert into users_children (id, username, username_key, name, gender, date_of_birth, avatar, open_profile,
                                 subscription_id, user_id)
     select md5('child' || n || '-' || k)::uuid, 'kind' || n || 'x' || k, 'kind' || n || 'x' || k,
            (${sqlArray(FIRST_NAMES)})[1 + abs(hashtext('name' || n || '-' || k)) % ${FIRST_NAMES.length}],
            case when k % 2 = 0 then 'girl' else 'boy' end, date '2014-01-01' + (n * k) % 2500,
            (select min(avatar) from users_children), abs(hashtext('open' || n || '-' || k)) % 3 = 0,
            md5('subscription' || n)::uuid, md5('parent' || n)::uuid
       from generate_series($1::int, $2::int) n, generate_series(1, 3) k
      where k <= 2 + (n % 2)`,
    // Each child somewhere in the course: 0–20 lessons started, all but the last finished.
    `insert into user_lesson_progresses (user_id, users_child_id, lesson_id, percentage, finished, finished_at, time_progress)
     select c.user_id, c.id, l.id, case when l.sequence < reached then 100 else 40 end, l.sequence < reached,
            case when l.sequence < reached then now() - (reached - l.sequence) * interval '9 days' end, 300
       from (select id, user_id, abs(hashtext(id::text)) % 21 as reached from users_children
              where subscription_id in (select md5('subscription' || n)::uuid from generate_series($1::int, $2::int) n)) c
       join lessons l on l.course_id = $3 and l.sequence <= c.reached`,
    // A friend in the next family, approved by both; a request waiting from the family after.
    `insert into friend_requests (sender_id, receiver_id, accepted, sender_parent_approved_at, receiver_parent_approved_at)
     select md5('child' || n || '-1')::uuid, md5('child' || (n + 1) || '-1')::uuid, true, now(), now()
       from generate_series($1::int, $2::int - 1) n
     union all
     select md5('child' || (n + 2) || '-2')::uuid, md5('child' || n || '-2')::uuid, null, null, null
       from generate_series($1::int, $2::int - 2) n`,
    `insert into messages (users_child_id, "from", title, message, opened, created_at)
     select md5('child' || n || '-' || k)::uuid, case when m % 2 = 0 then 'PARENT' else 'TEACHER' end,
            'Bericht ' || m, 'Goed gedaan deze week, ga zo door!', m > 1, now() - m * interval '6 days'
       from generate_series($1::int, $2::int) n, generate_series(1, 2) k, generate_series(1, 4) m`,
    // A third of the children wrote to the teacher.
    `insert into users_child_details (users_child_id, about_me, about_me_sent_at)
     select md5('child' || n || '-1')::uuid, 'Ik heet kind ' || n || ' en ik leer graag de soera''s.',
            now() - (n % 60) * interval '1 day'
       from generate_series($1::int, $2::int) n where n % 3 = 0`,
    `insert into recordings (users_child_id, lesson_id, surah_number, ayah_from, ayah_to, content_type, duration_ms,
                             storage_key, size_bytes, created_at)
     select md5('child' || n || '-1')::uuid, l.id, l.surah_number, 1, 1, 'audio/webm', 4000,
            'recordings/bench/' || n || '.webm', 32000, now() - (n % 90) * interval '1 day'
       from generate_series($1::int, $2::int) n join lessons l on l.course_id = $3 and l.sequence = 1 + n % 5`,
    `insert into staff_audit (actor, action, subject, details, created_at)
     select 'Beheer', 'grant-days', 'subscription:' || md5('subscription' || n)::uuid, jsonb_build_object('days', m),
            now() - (n * 10 + m) * interval '1 minute'
       from generate_series($1::int, $2::int) n, generate_series(1, 10) m`,
  ];
  await execute('begin');
  for (const statement of statements) await execute(statement, statement.includes('$3') ? [...range, courseId] : range);
  await execute('commit');
  // As autovacuum leaves a grown database: the name indexes' pending entries merged, every page marked visible.
  await execute('vacuum analyze');
}
