import type { FileStorage } from '@koran-kids/content';
import { type Db, rowsOf } from '@koran-kids/db';
import { usersChildDetails } from '@koran-kids/db/schema';
import { type Language, translate } from '@koran-kids/i18n';
import { FAVOURITE_FIELDS } from '@koran-kids/input/forms/favourites';
import { eq, type SQL, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { groupOfChild } from '../homework/homework.service.ts';
import { recordingsForExport } from '../recordings/recordings.service.ts';
import { childReferences } from './children.service.ts';

type Row = Record<string, unknown>;

/** Each part of the export with what it is read from; one statement a part, each filtered by the child. */
const PARTS = {
  profile: (childId: string) => sql`
    select c.username, c.name, c.gender, c.date_of_birth::text as "dateOfBirth", c.avatar,
           c.open_profile as "findableByFriends", c.created_at as "createdAt"
      from users_children c where c.id = ${childId}`,
  lessons: (childId: string, language: Language) => sql`
    select l.lesson_number as "lessonNumber", l.name ->> ${language} as "lesson", p.percentage::int as "percentage",
           p.finished, p.time_progress::int as "secondsWatched", p.view_count as "views",
           p.unlocked_at as "openedByParentAt", p.created_at as "startedAt",
           coalesce((select json_agg(json_build_object('task', a.title ->> ${language}, 'doneAt', aa.created_at)
                              order by aa.created_at)
                       from accomplished_achievements aa join achievements a on a.id = aa.achievement_id
                      where aa.user_child_id = p.users_child_id and a.lesson_id = p.lesson_id), '[]') as "tasksDone"
      from user_lesson_progresses p join lessons l on l.id = p.lesson_id
     where p.users_child_id = ${childId} order by l.sequence`,
  messages: (childId: string, language: Language) => sql`
    select m."from", m.sender_name as "teacher", m.title, m.message as "text", l.name ->> ${language} as "aboutLesson",
           m.opened, m.created_at as "sentAt"
      from messages m left join lessons l on l.id = m.lesson_id
     where m.users_child_id = ${childId} order by m.created_at`,
  friends: (childId: string) => sql`
    select other.username, other.name, (r.sender_id = ${childId}) as "askedByThisChild",
           coalesce(r.accepted, false) as "accepted",
           (r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null) as "approvedByParents",
           r.created_at as "askedAt"
      from friend_requests r
      join users_children other on other.id = case when r.sender_id = ${childId} then r.receiver_id else r.sender_id end
     where ${childId} in (r.sender_id, r.receiver_id) order by r.created_at`,
  finalSteps: (childId: string) => sql`
    select u.type as "step", u.created_at as "openedAt"
      from user_children_unlockables u where u.users_child_id = ${childId} order by u.created_at`,
  finalTestAnswers: (childId: string, language: Language) => sql`
    select q.sequence as "question", q.question ->> ${language} as "questionText", r.result as "answer",
           r.updated_at as "answeredAt"
      from final_test_results r join final_test_questions q on q.id = r.final_test_question_id
     where r.users_child_id = ${childId} order by q.sequence`,
  revision: (childId: string, language: Language) => sql`
    select l.name ->> ${language} as "passage", c.due as "dueAt",
           coalesce((select json_agg(json_build_object('grade', coalesce(r.corrected_grade, r.grade),
                                     'gradedBy', coalesce(r.corrected_by, r.graded_by), 'at', r.reviewed_at)
                              order by r.reviewed_at)
                       from revision_reviews r where r.card_id = c.id), '[]') as "grades"
      from revision_cards c join lessons l on l.id = c.lesson_id
     where c.users_child_id = ${childId} order by l.sequence`,
  homework: (childId: string, language: Language) => sql`
    select l.name ->> ${language} as "passage", a.task, a.due_on::text as "dueOn", a.note ->> ${language} as "assignment",
           h.kind as "handedIn", h.handed_in_at as "handedInAt", h.stars, h.teacher_note as "teacherNote"
      from homework_assignments a join lessons l on l.id = a.lesson_id
      left join homework_hand_ins h on h.assignment_id = a.id and h.users_child_id = ${childId}
     where h.id is not null or a.users_child_id = ${childId}
        or (a.users_child_id is null and a.course_group_id = ${groupOfChild(childId)})
     order by a.due_on`,
} satisfies Record<string, (childId: string, language: Language) => SQL>;

/** The tables the parts above read: any other table that refers to a child is exported as it is stored. */
const READ_BY_PARTS: ReadonlySet<string> = new Set([
  'recordings',
  'users_child_details',
  'user_lesson_progresses',
  'accomplished_achievements',
  'messages',
  'friend_requests',
  'user_children_unlockables',
  'final_test_results',
  'revision_cards',
  'homework_hand_ins',
  'homework_assignments',
]);

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Rows of the tables that refer to a child and that no part reads: nothing stored is left out of an export. */
async function otherTables(db: Db, childId: string) {
  const tables: Record<string, Row[]> = {};
  for (const [table, columns] of await childReferences(db)) {
    if (READ_BY_PARTS.has(table)) continue;
    if (![table, ...columns].every((name) => IDENTIFIER.test(name))) throw new Error(`unexpected name ${table}`);
    const where = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ${childId}`),
      sql` or `,
    );
    tables[table] = await rowsOf(db, sql`select * from ${sql.identifier(table)} where ${where}`);
  }
  return tables;
}

/**
 * Everything stored about a child, as a parent can read it: one part per subject (profile, favourites and texts,
 * lessons, messages, friends, final steps), with the meaning of every field in the parent's language.
 */
export async function exportChildData(db: Db, childId: string, language: Language) {
  const [profile] = await rowsOf<Row>(db, PARTS.profile(childId));
  if (!profile) fail('NOT_FOUND', 'no such child');
  const [[favouritesAndTexts], lessons, messages, friends, finalSteps, finalTestAnswers, revision, homework, other] =
    await Promise.all([
      db
        .select({
          ...Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, usersChildDetails[field]])),
          aboutMe: usersChildDetails.aboutMe,
          aboutMeSentAt: usersChildDetails.aboutMeSentAt,
          finalMessage: usersChildDetails.finalMessage,
          finalMessageSentAt: usersChildDetails.finalMessageSentAt,
          aboutMeReadByTeacherAt: usersChildDetails.aboutMeReadAt,
          finalMessageReadByTeacherAt: usersChildDetails.finalMessageReadAt,
        })
        .from(usersChildDetails)
        .where(eq(usersChildDetails.usersChildId, childId)),
      rowsOf<Row>(db, PARTS.lessons(childId, language)),
      rowsOf<Row>(db, PARTS.messages(childId, language)),
      rowsOf<Row>(db, PARTS.friends(childId)),
      rowsOf<Row>(db, PARTS.finalSteps(childId)),
      rowsOf<Row>(db, PARTS.finalTestAnswers(childId, language)),
      rowsOf<Row>(db, PARTS.revision(childId, language)),
      rowsOf<Row>(db, PARTS.homework(childId, language)),
      otherTables(db, childId),
    ] as const);
  const explain = (key: string) => translate(language, 'parent', `export-file.${key}`, { name: String(profile.name) });
  return {
    about: explain('about'),
    exportedAt: new Date().toISOString(),
    explanation: Object.fromEntries(EXPLAINED.map((key) => [key, explain(`fields.${key}`)])),
    profile,
    favouritesAndTexts: favouritesAndTexts ?? {},
    lessons,
    messages,
    friends,
    finalSteps: { steps: finalSteps, finalTestAnswers },
    revision,
    homework,
    ...(Object.keys(other).length > 0 ? { otherStoredData: other } : {}),
  };
}

/**
 * The export as JSON text, piece by piece: every part but the recordings at once, then the recordings (last) one
 * at a time, so a child with many recordings costs the server one recording's memory, not all of them.
 */
export async function* childExportJson(
  db: Db,
  storage: FileStorage,
  childId: string,
  data: Awaited<ReturnType<typeof exportChildData>>,
) {
  yield JSON.stringify(data, null, 2).replace(/\n}$/, ',\n  "recordings": [');
  let first = true;
  for await (const recording of recordingsForExport(db, storage, childId)) {
    yield `${first ? '' : ','}\n    ${JSON.stringify(recording, null, 2).replaceAll('\n', '\n    ')}`;
    first = false;
  }
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/** The parts and fields whose meaning the export spells out (parent: export-file.fields). */
const EXPLAINED = [
  'recordings',
  'profile',
  'favouritesAndTexts',
  'lessons',
  'messages',
  'friends',
  'finalSteps',
  'otherStoredData',
  'findableByFriends',
  'aboutMe',
  'finalMessage',
  'percentage',
  'secondsWatched',
  'views',
  'openedByParentAt',
  'tasksDone',
  'from',
  'teacher',
  'readByTeacher',
  'opened',
  'askedByThisChild',
  'accepted',
  'step',
  'finalTestAnswers',
  'revision',
  'homework',
] as const;
