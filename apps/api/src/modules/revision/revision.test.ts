import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const LEARN = `mutation m($c: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $c, achievementIds: $ids) { affectedRows } }`;
const REVISION = `query q($c: ID!) { childRevision(userChildId: $c) {
  passages { lessonId due minutes name { nl } } minutesPerDay daysPerWeek revisedDays } }`;
const GRADE = `mutation g($c: ID!, $l: ID!, $r: ID!, $grade: RevisionGrade!, $at: DateTime!) {
  gradeRevision(userChildId: $c, lessonId: $l, reviewId: $r, grade: $grade, reviewedAt: $at) { lessonId due } }`;
const HISTORY = `query h($c: ID!) { revisionHistory(userChildId: $c) {
  passage { lessonId due } recallNow reviews { id grade gradedBy recallBefore correctedGrade correctedBy } } }`;
const CORRECT = `mutation c($c: ID!, $r: ID!, $grade: RevisionGrade!) {
  correctRevisionGrade(userChildId: $c, reviewId: $r, grade: $grade) { passage { due } reviews { correctedGrade correctedBy } } }`;
const TEACHER_REVISION = `query h($c: ID!) { teacherChildRevision(userChildId: $c) {
  name passages { reviews { id gradedBy correctedGrade correctedBy } } } }`;
const TEACHER_CORRECT = `mutation c($c: ID!, $r: ID!, $grade: RevisionGrade!) {
  teacherCorrectRevisionGrade(userChildId: $c, reviewId: $r, grade: $grade) { passages { reviews { correctedGrade correctedBy } } } }`;
const PLAN = `mutation p($c: ID!, $m: Int!, $d: Int!) { setRevisionPlan(userChildId: $c, minutesPerDay: $m, daysPerWeek: $d) {
  minutesPerDay daysPerWeek } }`;
const SPACIOUS = `mutation s($c: ID!, $on: Boolean!) { setSpaciousReading(userChildId: $c, on: $on) { spaciousReading } }`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The answer's field, typed as the test reads it. */
const fieldOf = <T>(answer: { data?: Record<string, unknown> | null }, field: string) => answer.data?.[field] as T;
type Passage = { lessonId: string; due: string; minutes: number; name: { nl: string } };

describe('revision: what a child learned by heart, planned again', () => {
  let app: TestApp;
  let neighbours: string;
  let demo: string;
  let noor: string;
  let amina: string;
  let lesson: { id: string; learn: string };

  const passagesOf = async (child: string, cookie = neighbours) =>
    fieldOf<{ passages: Passage[] }>(await app.gql(cookie, REVISION, { c: child }), 'childRevision').passages;

  beforeAll(async () => {
    app = await startTestApp();
    neighbours = await app.signIn('buren@koran-kids.test');
    demo = await app.signIn('demo@koran-kids.test');
    const children = (await app.database.execute('select id, username from users_children')).rows;
    noor = String(children.find((row) => row.username === 'noor')?.id);
    amina = String(children.find((row) => row.username === 'amina')?.id);
    const [first] = (
      await app.database.execute(`select l.id, a.id as learn from lessons l
        join achievements a on a.lesson_id = l.id and a.achievement_type = 'SOERAH'
        where not coalesce(l.locked, false) order by l.sequence limit 1`)
    ).rows;
    lesson = { id: String(first?.id), learn: String(first?.learn) };
    await app.database.execute(`delete from accomplished_achievements where user_child_id = '${noor}'`);
  });
  afterAll(() => app.close());

  it('starts a surah\'s revision when the child finishes "Learn the surah", due the next day', async () => {
    expect(await passagesOf(noor)).toEqual([]);
    const before = Date.now();
    await app.gql(neighbours, LEARN, { c: noor, ids: [lesson.learn] });
    await app.gql(neighbours, LEARN, { c: noor, ids: [lesson.learn] });
    const passages = await passagesOf(noor);
    expect(passages.map((passage) => passage.lessonId)).toEqual([lesson.id]);
    const due = Date.parse(passages[0]?.due ?? '') - before;
    expect(due).toBeGreaterThanOrEqual(DAY_MS - 60_000);
    expect(due).toBeLessThan(DAY_MS + 60_000);
    expect(passages[0]?.minutes).toBeGreaterThanOrEqual(1);
  });

  it('plans further for "Ik wist het" than for "Nog niet", and counts a grade sent twice once', async () => {
    const reviewId = crypto.randomUUID();
    const at = new Date().toISOString();
    const good = await app.gql(neighbours, GRADE, { c: noor, l: lesson.id, r: reviewId, grade: 'GOOD', at });
    const again = await app.gql(neighbours, GRADE, { c: noor, l: lesson.id, r: reviewId, grade: 'GOOD', at });
    expect(again.data?.gradeRevision).toEqual(good.data?.gradeRevision);
    const goodDue = Date.parse(fieldOf<{ due: string }>(good, 'gradeRevision').due);
    expect(goodDue - Date.now()).toBeGreaterThan(2 * DAY_MS);
    const forgot = await app.gql(neighbours, GRADE, {
      c: noor,
      l: lesson.id,
      r: crypto.randomUUID(),
      grade: 'AGAIN',
      // A device clock a week ahead: the grade counts as given now.
      at: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    });
    const forgotDue = Date.parse(fieldOf<{ due: string }>(forgot, 'gradeRevision').due);
    expect(forgotDue - Date.now()).toBeLessThan(DAY_MS + 60_000);
    const { rows } = await app.database.execute(
      `select count(*)::int as n, max(reviewed_at) <= now() as in_time from revision_reviews r
        join revision_cards c on c.id = r.card_id where c.users_child_id = '${noor}'`,
    );
    expect(rows[0]).toEqual({ n: 3, in_time: true });
    const revised = (await app.gql(neighbours, REVISION, { c: noor })).data?.childRevision as { revisedDays: string[] };
    expect(revised.revisedDays).toHaveLength(1);
  });

  it('lets a parent in the parent area see the grades and correct one, which plans the passage again', async () => {
    expect(codeOf(await app.gql(neighbours, HISTORY, { c: noor }))).toBe('PARENT_AREA_REQUIRED');
    await app.gql(neighbours, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    const history = (await app.gql(neighbours, HISTORY, { c: noor })).data?.revisionHistory as {
      passage: { due: string };
      recallNow: number;
      reviews: { id: string; grade: string; gradedBy: string; recallBefore: number | null }[];
    }[];
    expect(history).toHaveLength(1);
    const [learned, good, forgot] = history[0]?.reviews ?? [];
    expect([learned?.gradedBy, good?.gradedBy, forgot?.gradedBy]).toEqual(['LEARNED', 'CHILD', 'CHILD']);
    expect(learned?.recallBefore).toBeNull();
    expect(good?.recallBefore).toBeGreaterThan(0.9);
    expect(history[0]?.recallNow).toBeGreaterThan(0.9);
    const corrected = await app.gql(neighbours, CORRECT, { c: noor, r: forgot?.id, grade: 'GOOD' });
    const after = fieldOf<{ passage: { due: string }; reviews: unknown[] }[]>(corrected, 'correctRevisionGrade')[0];
    expect(after?.reviews.at(-1)).toEqual({ correctedGrade: 'GOOD', correctedBy: 'PARENT' });
    expect(Date.parse(after?.passage.due ?? '')).toBeGreaterThan(Date.parse(history[0]?.passage.due ?? '') + DAY_MS);
    // The learning itself is not a grade to correct.
    expect(codeOf(await app.gql(neighbours, CORRECT, { c: noor, r: learned?.id, grade: 'AGAIN' }))).toBe('NOT_FOUND');
  });

  it("lets the teacher of the child's group see and correct a grade, in the audit, and no other teacher", async () => {
    const teacher = await app.signIn('leraar@koran-kids.test');
    const otherTeacher = await app.signIn('leraar-b@koran-kids.test');
    type Review = { id: string; gradedBy: string; correctedGrade: string | null; correctedBy: string | null };
    type Revision = { name: string; passages: { reviews: Review[] }[] };
    const revision = fieldOf<Revision>(await app.gql(teacher, TEACHER_REVISION, { c: noor }), 'teacherChildRevision');
    expect(revision.name).toBe('Noor');
    const childGrade = revision.passages[0]?.reviews.find((review) => review.gradedBy === 'CHILD');
    expect(childGrade?.correctedBy).toBeNull();
    const corrected = await app.gql(teacher, TEACHER_CORRECT, { c: noor, r: childGrade?.id, grade: 'HARD' });
    const reviews = fieldOf<Revision>(corrected, 'teacherCorrectRevisionGrade').passages[0]?.reviews ?? [];
    expect(reviews[1]).toEqual({ correctedGrade: 'HARD', correctedBy: 'TEACHER' });
    const { rows: audit } = await app.database.execute(
      `select action, subject, details from staff_audit where action = 'correct-revision-grade'`,
    );
    expect(audit).toEqual([{ action: 'correct-revision-grade', subject: `child:${noor}`, details: { grade: 'HARD' } }]);
    expect(codeOf(await app.gql(otherTeacher, TEACHER_REVISION, { c: noor }))).toBe('FORBIDDEN');
    const other = { c: noor, r: childGrade?.id, grade: 'GOOD' };
    expect(codeOf(await app.gql(otherTeacher, TEACHER_CORRECT, other))).toBe('FORBIDDEN');
    // The family's own operations stay the family's, and the teacher's the staff's.
    expect(codeOf(await app.gql(teacher, CORRECT, other))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(neighbours, TEACHER_CORRECT, other))).toBe('FORBIDDEN');
  });

  it("keeps the parents' plan within 5–60 minutes and 1–7 days, refusing the rest with the field named", async () => {
    expect((await app.gql(neighbours, PLAN, { c: noor, m: 15, d: 3 })).data?.setRevisionPlan).toEqual({
      minutesPerDay: 15,
      daysPerWeek: 3,
    });
    for (const [m, d, field] of [
      [4, 3, 'minutesPerDay'],
      [61, 3, 'minutesPerDay'],
      [10, 0, 'daysPerWeek'],
      [10, 8, 'daysPerWeek'],
    ] as const) {
      const answer = await app.gql(neighbours, PLAN, { c: noor, m, d });
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(Object.keys(answer.errors?.[0]?.extensions?.problems ?? {})).toEqual([field]);
    }
    const plan = (await app.gql(neighbours, REVISION, { c: noor })).data?.childRevision;
    expect(plan).toMatchObject({ minutesPerDay: 15, daysPerWeek: 3 });
  });

  it("never shows or grades another family's child", async () => {
    expect(codeOf(await app.gql(demo, REVISION, { c: noor }))).toBe('FORBIDDEN');
    const grade = { c: noor, l: lesson.id, r: crypto.randomUUID(), grade: 'GOOD', at: new Date().toISOString() };
    expect(codeOf(await app.gql(demo, GRADE, grade))).toBe('FORBIDDEN');
    // A passage the child never learned is not in its revision.
    const notLearned = { ...grade, c: amina, r: crypto.randomUUID() };
    await app.database.execute(`delete from accomplished_achievements where user_child_id = '${amina}'`);
    expect(codeOf(await app.gql(demo, GRADE, notLearned))).toBe('NOT_FOUND');
  });

  it('turns spacious reading on and off for the child', async () => {
    expect((await app.gql(neighbours, SPACIOUS, { c: noor, on: true })).data?.setSpaciousReading).toEqual({
      spaciousReading: true,
    });
    expect(codeOf(await app.gql(demo, SPACIOUS, { c: noor, on: false }))).toBe('FORBIDDEN');
    const { rows } = await app.database.execute(`select spacious_reading from users_children where id = '${noor}'`);
    expect(rows[0]?.spacious_reading).toBe(true);
  });
});
