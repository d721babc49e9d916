import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const SET = `mutation s($g: ID!, $l: ID!, $task: HomeworkTask!, $due: String!, $nl: String!, $en: String!, $c: ID) {
  setHomework(courseGroupId: $g, lessonId: $l, task: $task, dueOn: $due, noteNl: $nl, noteEn: $en, userChildId: $c) }`;
const CHILD = `query c($c: ID!) { childHomework(userChildId: $c) {
  id task dueOn isLate note { nl en } handIn { kind stars teacherNote teacherName } } }`;
const TOGETHER = `mutation t($c: ID!, $a: ID!) { handInHomeworkTogether(userChildId: $c, assignmentId: $a) {
  handIn { kind } } }`;
const GRADE = `mutation g($c: ID!, $a: ID!, $stars: Int!, $note: String!) {
  gradeHomework(userChildId: $c, assignmentId: $a, stars: $stars, note: $note) { stars note } }`;
const GROUP = `query g($g: ID!) { groupHomework(courseGroupId: $g) {
  lessons { id } children { name }
  assignments { id forChild verses { ayah audioUrl } children { name handInKind isLate stars teacherNote recordings { ayahFrom } } } } }`;

/** The start of a WebM file, as a browser's MediaRecorder writes it, and some sound after it. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), Buffer.alloc(2000, 7)]);

type ChildAssignment = { id: string; isLate: boolean; handIn: { kind: string; stars: number | null } | null };

describe('homework: set by the teacher, handed in by recording or together, graded', () => {
  let app: TestApp;
  let demo: string;
  let neighbours: string;
  let teacher: string;
  let otherTeacher: string;
  const ids: Record<string, string> = {};
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  const homeworkOf = async (child: string, cookie = demo) =>
    ((await app.gql(cookie, CHILD, { c: child })).data?.childHomework ?? []) as ChildAssignment[];
  const setHomework = (cookie: string, variables: Record<string, unknown> = {}) =>
    app.gql(cookie, SET, {
      g: ids.group,
      l: ids.lesson,
      task: 'RECITE',
      due: inAWeek,
      nl: 'Zeg de soera op en stuur je opname.',
      en: 'Recite the surah and send your recording.',
      ...variables,
    });
  const count = async (table: string) =>
    Number((await app.database.execute(`select count(*)::int as n from ${table}`)).rows[0]?.n);

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    const { rows } = await app.database.execute(
      `select (select id from users_children where username = 'amina') as amina,
              (select id from users_children where username = 'yusuf') as yusuf,
                            (select id from lessons where sequence = 5) as lesson,
              (select id from course_groups where slug = 'koran-kids-demo') as "group",
              (select id from course_groups where slug = 'koran-kids-demo-b') as "otherGroup"`,
    );
    for (const [key, value] of Object.entries(rows[0] ?? {})) ids[key] = String(value);
    demo = await app.signIn('demo@koran-kids.test');
    neighbours = await app.signIn('buren@koran-kids.test');
    teacher = await app.signIn('leraar@koran-kids.test');
    otherTeacher = await app.signIn('leraar-b@koran-kids.test');
  });
  afterAll(() => app.close());

  it('goes from the teacher to Amina (a recording) and Yusuf (together), is graded, and the family reads the grade', async () => {
    const set = await setHomework(teacher);
    expect(set.errors).toBeUndefined();
    const assignmentId = String(set.data?.setHomework);
    ids.homework = assignmentId;
    expect((await homeworkOf(ids.amina ?? '')).map((assignment) => assignment.id)).toEqual([assignmentId]);

    // Amina, whose parents allow recordings, records a verse of the passage: that hands the homework in.
    await app.gql(demo, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    await app.gql(demo, 'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
      id: ids.amina,
    });
    const recording = await app.server.app.inject({
      method: 'PUT',
      url: `/recordings/${ids.amina}?${new URLSearchParams({ lessonId: ids.lesson ?? '', ayahFrom: '1', ayahTo: '1', durationMs: '2500' })}`,
      headers: { cookie: demo, 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
      payload: WEBM,
    });
    expect(recording.statusCode).toBe(200);
    expect((await homeworkOf(ids.amina ?? ''))[0]?.handIn?.kind).toBe('RECORDING');

    // Yusuf's parent, behind the pincode, says they did it together.
    const together = await app.gql(demo, TOGETHER, { c: ids.yusuf, a: assignmentId });
    expect(together.data?.handInHomeworkTogether).toEqual({ handIn: { kind: 'TOGETHER' } });

    for (const [child, stars, note] of [
      [ids.amina, 4, 'Mooi gedaan, Amina!'],
      [ids.yusuf, 5, 'Prachtig samen gedaan.'],
    ] as const) {
      const graded = await app.gql(teacher, GRADE, { c: child, a: assignmentId, stars, note });
      expect(graded.data?.gradeHomework).toEqual({ stars, note });
    }
    const [amina] = await homeworkOf(ids.amina ?? '');
    expect(amina?.handIn).toEqual({
      kind: 'RECORDING',
      stars: 4,
      teacherNote: 'Mooi gedaan, Amina!',
      teacherName: 'Yasmina',
    });

    type Group = {
      assignments: {
        id: string;
        children: { name: string; handInKind: string | null; stars: number | null; recordings: unknown[] }[];
      }[];
    };
    const group = (await app.gql(teacher, GROUP, { g: ids.group })).data?.groupHomework as Group;
    const rows = group.assignments.find((assignment) => assignment.id === assignmentId)?.children ?? [];
    expect(
      rows.filter((row) => row.handInKind).map((row) => [row.name, row.handInKind, row.stars, row.recordings.length]),
    ).toEqual([
      ['Amina', 'RECORDING', 4, 1],
      ['Yusuf', 'TOGETHER', 5, 0],
    ]);
    const csv = await app.server.app.inject({
      method: 'GET',
      url: `/staff/groups/${ids.group}/homework.csv`,
      headers: { cookie: teacher },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('due_on,lesson,lesson_name,task,child,username,handed_in,handed_in_at,late,stars,note');
    expect(lines.filter((line) => line.includes('RECORDING') || line.includes('TOGETHER'))).toHaveLength(2);
    expect(lines.some((line) => line.includes('amina') && line.includes(',4,"Mooi gedaan, Amina!"'))).toBe(true);

    // The family's export holds it, in words a parent reads.
    const exported = await app.server.app.inject({
      method: 'GET',
      url: `/exports/children/${ids.amina}.json`,
      headers: { cookie: demo },
    });
    expect(exported.json().homework).toEqual([
      expect.objectContaining({ task: 'RECITE', handedIn: 'RECORDING', stars: 4, teacherNote: 'Mooi gedaan, Amina!' }),
    ]);

    const { rows: audit } = await app.database.execute(
      `select action, details from staff_audit where action in ('set-homework', 'grade-homework') order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['set-homework', 'grade-homework', 'grade-homework']);
  });

  it('shows a child only its own homework and its group’s, and another teacher nothing of this group', async () => {
    const forYusuf = await setHomework(teacher, { c: ids.yusuf, task: 'REVISE' });
    const yusufOnly = String(forYusuf.data?.setHomework);
    expect((await homeworkOf(ids.yusuf ?? '')).some((assignment) => assignment.id === yusufOnly)).toBe(true);
    expect((await homeworkOf(ids.amina ?? '')).some((assignment) => assignment.id === yusufOnly)).toBe(false);
    // Another family, another group's teacher, a family acting as staff: refused, and nothing changes.
    const before = await count('homework_hand_ins');
    expect(codeOf(await app.gql(neighbours, CHILD, { c: ids.amina }))).toBe('FORBIDDEN');
    await app.gql(neighbours, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    expect(codeOf(await app.gql(neighbours, TOGETHER, { c: ids.yusuf, a: yusufOnly }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(otherTeacher, GROUP, { g: ids.group }))).toBe('FORBIDDEN');
    expect(codeOf(await setHomework(otherTeacher))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(otherTeacher, GRADE, { c: ids.amina, a: yusufOnly, stars: 1, note: 'x' }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(demo, GROUP, { g: ids.group }))).toBe('FORBIDDEN');
    // Homework set for one child cannot be handed in through a brother or sister.
    expect(codeOf(await app.gql(demo, TOGETHER, { c: ids.amina, a: yusufOnly }))).toBe('NOT_FOUND');
    // A child of one group cannot be given another group's homework, not even by an administrator.
    const administrator = await app.signIn('beheer@koran-kids.test');
    expect(codeOf(await setHomework(administrator, { g: ids.otherGroup, c: ids.amina }))).toBe('NOT_FOUND');
    const csv = await app.server.app.inject({
      method: 'GET',
      url: `/staff/groups/${ids.group}/homework.csv`,
      headers: { cookie: otherTeacher },
    });
    expect(csv.statusCode).toBe(403);
    expect(await count('homework_hand_ins')).toBe(before);
  });

  it('counts only a recording of the passage, says late past the day, and grades only what was handed in', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const late = String((await setHomework(teacher, { due: twoDaysAgo, c: ids.amina })).data?.setHomework);
    const otherLesson = await app.database.execute('select id from lessons where sequence = 1');
    const recording = await app.server.app.inject({
      method: 'PUT',
      url: `/recordings/${ids.amina}?${new URLSearchParams({ lessonId: String(otherLesson.rows[0]?.id), ayahFrom: '1', ayahTo: '1', durationMs: '2000' })}`,
      headers: { cookie: demo, 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
      payload: WEBM,
    });
    expect(recording.statusCode).toBe(200);
    const lateOne = (await homeworkOf(ids.amina ?? '')).find((assignment) => assignment.id === late);
    expect(lateOne).toMatchObject({ isLate: true, handIn: null });
    const graded = await app.gql(teacher, GRADE, { c: ids.amina, a: late, stars: 3, note: 'Goed' });
    expect(codeOf(graded)).toBe('NOT_FOUND');
  });

  it('refuses bad homework and bad grades with the field named, and stores nothing', async () => {
    const before = await count('homework_assignments');
    for (const [variables, field] of [
      [{ due: '2026-02-30' }, 'dueOn'],
      [{ nl: '' }, 'noteNl'],
      [{ en: 'x'.repeat(501) }, 'noteEn'],
    ] as const) {
      const answer = await setHomework(teacher, variables);
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(Object.keys(answer.errors?.[0]?.extensions?.problems ?? {})).toEqual([field]);
    }
    expect(codeOf(await setHomework(teacher, { l: '999999' }))).toBe('NOT_FOUND');
    expect(await count('homework_assignments')).toBe(before);
    const tooMany = await app.gql(teacher, GRADE, { c: ids.amina, a: ids.homework, stars: 6, note: 'Goed' });
    expect(codeOf(tooMany)).toBe('BAD_INPUT');
    const graded = (await homeworkOf(ids.amina ?? '')).find((assignment) => assignment.id === ids.homework);
    expect(graded?.handIn?.stars).toBe(4);
  });
});
