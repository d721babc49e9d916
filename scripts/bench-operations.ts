/**
 * The operations `npm run bench` measures: the web app's own GraphQL documents (from codegen's persisted-documents
 * manifest), each beside ONE hand-written SQL statement that reads or writes the same data, and what both sides
 * must agree on before anything is measured.
 */
import { readFileSync } from 'node:fs';
import type { Database } from '@koran-kids/db';
import { operationIn } from '@koran-kids/protocol';

/** The constant seconds watched that every updateLessonProgression sends: each write takes the upsert path. */
const TIME_PROGRESS = 60;

export type Fixture = {
  childId: string;
  parentId: string;
  courseId: number;
  lessonId: number;
  achievementId: number;
  /** The family's pincode, as the demo pack set it. */
  pincode: string;
};

type Row = Record<string, unknown>;

export type Operation = {
  name: string;
  graphql: ReturnType<typeof operation>;
  sql: { text: string; values: unknown[] };
  /** What the API's data and the SQL rows must both come to. */
  agree: { api: (data: Row) => unknown; sql: (rows: Row[]) => unknown };
  /** Whether an answer during the load is right; without it, every answer must equal the first one. */
  verify?: (body: string) => boolean;
  /** The same read through PostGraphile (bench-peer/server.ts): the query text its client sends, and what it comes to. */
  peer?: { request: { query: string; variables: Record<string, unknown> }; agree: (data: Row) => unknown };
};

const manifest = JSON.parse(
  readFileSync(new URL('../apps/web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/**
 * An operation as the built web app sends it: its name, its variables and the hash of its document in the manifest
 * (graphql-client.ts); in production the server runs nothing else.
 */
export const operation = (name: string, variables: Record<string, unknown>) => {
  const entry = Object.entries(manifest).find(([, text]) => operationIn(text)?.name === name);
  if (!entry) throw new Error(`the web app has no operation ${name}`);
  const sha256Hash = entry[0].replace(/^sha256:/, '');
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } };
};

/** The course's lessons with the child's progress, and each lesson's achievements with when they were done. */
const LESSONS_SQL = `
select l.id, l.lesson_number, l.surah_number, l.name, l.label, l.description, l.locked,
  p.percentage, p.finished, p.unlocked_at,
  coalesce(
    (select json_agg(json_build_object('id', a.id, 'type', a.achievement_type, 'accomplishedAt', aa.created_at)
       order by a.id)
     from achievements a
     left join accomplished_achievements aa on aa.achievement_id = a.id and aa.user_child_id = $2
     where a.lesson_id = l.id),
    '[]') as achievements
from lessons l
left join user_lesson_progresses p on p.lesson_id = l.id and p.users_child_id = $2
where l.course_id = $1 and l.published
order by l.sequence`;

/** One lesson with the child's progress, its achievements, verses, words and quiz. */
const LESSON_SQL = `
select l.id, l.lesson_number, l.surah_number, l.name, l.label, l.locked, l.content, l.quiz, l.vimeo_url,
  p.percentage, p.finished,
  coalesce((select json_agg(json_build_object('id', a.id, 'type', a.achievement_type, 'accomplishedAt', aa.created_at)
       order by a.id)
     from achievements a
     left join accomplished_achievements aa on aa.achievement_id = a.id and aa.user_child_id = $2
     where a.lesson_id = l.id), '[]') as achievements,
  coalesce((select json_agg(json_build_object('id', v.id, 'ayahNumber', v.ayah_number, 'verse', v.verse,
       'pronunciation', v.pronunciation, 'translation', v.translation, 'audio', v.attachment_key) order by v.sequence)
     from verses v where v.lesson_id = l.id), '[]') as verses,
  coalesce((select json_agg(json_build_object('id', w.id, 'word', w.word, 'meaning', w.meaning) order by w.sequence)
     from words w where w.lesson_id = l.id), '[]') as words
from lessons l
left join user_lesson_progresses p on p.lesson_id = l.id and p.users_child_id = $2
where l.id = $1`;

/** recordProgress's upsert, the percentage from the accomplished tasks of all the lesson's tasks, in one statement. */
const PROGRESS_SQL = `
insert into user_lesson_progresses as p (user_id, users_child_id, lesson_id, time_progress, percentage, finished)
select $1::uuid, $2::uuid, $3::int, $4::numeric, round(done * 100.0 / tasks), done >= tasks
from (
  select count(aa.id) as done, count(*) as tasks
  from achievements a
  left join accomplished_achievements aa on aa.achievement_id = a.id and aa.user_child_id = $2::uuid
  where a.lesson_id = $3::int
) as accomplished
on conflict (user_id, lesson_id, users_child_id) do update set
  time_progress = greatest(p.time_progress, excluded.time_progress),
  percentage = greatest(p.percentage, excluded.percentage),
  finished = p.finished or excluded.finished,
  unlocked_at = null,
  updated_at = now()
returning p.percentage, p.time_progress, p.finished`;

/**
 * The child's friend requests both ways that are not friendships yet (unanswered, or accepted and waiting for the
 * parents), with the other child's public fields.
 */
const FRIEND_REQUESTS_SQL = `
select r.id, r.created_at, r.accepted, r.sender_id = $1 as sent, f.id as friend_id, f.name, f.username, f.avatar
from friend_requests r
join users_children f on f.id = case when r.sender_id = $1 then r.receiver_id else r.sender_id end
where (r.sender_id = $1 or r.receiver_id = $1)
  and not (coalesce(r.accepted, false)
    and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null)
order by r.created_at, r.id`;

/** The pincode check: the try is written, and a right one opens the parent area in the session. */
const PINCODE_SQL = `
with checked as (
  select coalesce((select secret_key = $2 from lesson_unlock_keys where user_id = $1), false) as is_correct
), attempt as (
  insert into pincode_attempts (user_id, succeeded) select $1, is_correct from checked returning succeeded
), opened as (
  update sessions set parent_area_until = now() + interval '15 minutes'
  where id_hash = $3 and (select is_correct from checked) returning parent_area_until
)
select (select succeeded from attempt) as is_correct, (select parent_area_until from opened) as open_until`;

/**
 * getUserChildData's data as a PostGraphile client asks for it: the course's published lessons in order, each with
 * the child's progress and its achievements with when the child accomplished them.
 */
const PEER_LESSONS_QUERY = `
query childLessons($courseId: Int!, $childId: UUID!) {
  allLessons(condition: { courseId: $courseId, published: true }, orderBy: SEQUENCE_ASC) {
    nodes {
      id lessonNumber surahNumber name label description locked
      userLessonProgressesByLessonId(condition: { usersChildId: $childId }) { nodes { percentage finished unlockedAt } }
      achievementsByLessonId(orderBy: PRIMARY_KEY_ASC) {
        nodes {
          id achievementType
          accomplishedAchievementsByAchievementId(condition: { userChildId: $childId }) { nodes { createdAt } }
        }
      }
    }
  }
}`;

type PeerLesson = {
  id: number;
  achievementsByLessonId: {
    nodes: { id: number; accomplishedAchievementsByAchievementId: { nodes: { createdAt: string }[] } }[];
  };
};
const peerLesson = (lesson: PeerLesson): Lesson => ({
  id: lesson.id,
  achievements: lesson.achievementsByLessonId.nodes.map((achievement) => ({
    id: achievement.id,
    accomplishedAt: achievement.accomplishedAchievementsByAchievementId.nodes[0]?.createdAt ?? null,
  })),
});

type Lesson = { id: unknown; achievements: { id: unknown; accomplishedAt: unknown }[] };
const lessonShape = ({ id, achievements }: Lesson) => [
  String(id),
  achievements.map((achievement) => [String(achievement.id), Boolean(achievement.accomplishedAt)]),
];
const ids = (list: { id: unknown }[]) => list.map((item) => String(item.id));

export function operationsFor(fixture: Fixture, sessionIdHash: string): Operation[] {
  const child = { userChildId: fixture.childId };
  return [
    {
      name: 'getUserChildData',
      graphql: operation('getUserChildData', child),
      sql: { text: LESSONS_SQL, values: [fixture.courseId, fixture.childId] },
      agree: {
        api: (data) => (data.childLessons as { lessons: Lesson[] }).lessons.map(lessonShape),
        sql: (rows) => (rows as Lesson[]).map(lessonShape),
      },
      peer: {
        request: { query: PEER_LESSONS_QUERY, variables: { courseId: fixture.courseId, childId: fixture.childId } },
        agree: (data) => (data.allLessons as { nodes: PeerLesson[] }).nodes.map(peerLesson).map(lessonShape),
      },
    },
    {
      name: 'getLessonWithLock',
      graphql: operation('getLessonWithLock', { ...child, lessonId: String(fixture.lessonId) }),
      sql: { text: LESSON_SQL, values: [fixture.lessonId, fixture.childId] },
      agree: {
        api: (data) => {
          const lesson = data.lesson as Lesson & { content: { verses: { id: unknown }[]; words: { id: unknown }[] } };
          return [lessonShape(lesson), ids(lesson.content.verses), ids(lesson.content.words)];
        },
        sql: ([row]) => {
          const lesson = row as Lesson & { verses: { id: unknown }[]; words: { id: unknown }[] };
          return [lessonShape(lesson), ids(lesson.verses), ids(lesson.words)];
        },
      },
    },
    {
      name: 'getFriendRequests',
      graphql: operation('getFriendRequests', child),
      sql: { text: FRIEND_REQUESTS_SQL, values: [fixture.childId] },
      agree: {
        api: (data) => {
          const lists = data.friendRequests as Record<'sent' | 'received' | 'waitingForParents', { id: unknown }[]>;
          return [...lists.sent, ...lists.received, ...lists.waitingForParents]
            .map((request) => String(request.id))
            .sort();
        },
        sql: (rows) => ids(rows as { id: unknown }[]).sort(),
      },
    },
    {
      name: 'updateLessonProgression',
      graphql: operation('updateLessonProgression', {
        ...child,
        lessonId: String(fixture.lessonId),
        timeProgress: TIME_PROGRESS,
      }),
      sql: { text: PROGRESS_SQL, values: [fixture.parentId, fixture.childId, fixture.lessonId, TIME_PROGRESS] },
      agree: {
        api: (data) => data.updateLessonProgression,
        sql: ([row]) => ({
          finished: row?.finished,
          percentage: Number(row?.percentage),
          timeProgress: Number(row?.time_progress),
        }),
      },
    },
    {
      name: 'validatePincode',
      graphql: operation('validatePincode', { pincode: fixture.pincode }),
      sql: { text: PINCODE_SQL, values: [fixture.parentId, fixture.pincode, sessionIdHash] },
      agree: {
        api: (data) => (data.validatePincode as { isCorrect: boolean }).isCorrect,
        sql: ([row]) => row?.is_correct,
      },
      // The answer holds the moment the parent area closes, later with every try.
      verify: (body) => body.includes('"isCorrect":true'),
    },
  ];
}

/**
 * Amina of the demo family with a lesson 1 task done (so progress takes the upsert path with a percentage), a friend
 * request received and one accepted, waiting for the parents, with children of the neighbours' family.
 */
export async function prepareFixture(database: Database): Promise<Fixture> {
  const { rows } = await database.execute(
    `select c.id as child_id, c.user_id as parent_id, s.course_id, l.id as lesson_id,
       (select min(a.id) from achievements a where a.lesson_id = l.id) as achievement_id,
       (select k.secret_key from lesson_unlock_keys k where k.user_id = u.id) as pincode
     from users u
     join users_children c on c.user_id = u.id
     join subscriptions s on s.id = c.subscription_id
     join lessons l on l.course_id = s.course_id and l.sequence = 1
     where u.email = $1 and c.username = $2`,
    ['demo@koran-kids.test', 'amina'],
  );
  const [row] = rows;
  if (!row) throw new Error('the demo pack has no child amina of demo@koran-kids.test with a lesson 1');
  const fixture: Fixture = {
    childId: String(row.child_id),
    parentId: String(row.parent_id),
    courseId: Number(row.course_id),
    lessonId: Number(row.lesson_id),
    achievementId: Number(row.achievement_id),
    pincode: String(row.pincode),
  };
  await database.execute(`insert into accomplished_achievements (achievement_id, user_child_id) values ($1, $2)`, [
    fixture.achievementId,
    fixture.childId,
  ]);
  await database.execute(
    `insert into friend_requests (sender_id, receiver_id, accepted)
     select $1::uuid, c.id, true from users_children c where c.username = 'noor'
     union all select c.id, $1::uuid, null from users_children c where c.username = 'bilal'`,
    [fixture.childId],
  );
  return fixture;
}
