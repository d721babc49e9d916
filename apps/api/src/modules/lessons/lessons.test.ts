import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const CHILD_LESSONS = `query getUserChildData($id: ID!) {
  childLessons(userChildId: $id) {
    stars
    lessons { id sequence isLocked lockReason isNew isNext percentage finished achievements { id type accomplishedAt } }
  }
}`;
const LESSON = `query getLessonWithLock($userChildId: ID!, $lessonId: ID!) {
  lesson(userChildId: $userChildId, lessonId: $lessonId) { id isLocked content { verses { verse } words { word } quiz { answer } } }
}`;
const ACCOMPLISH = `mutation addAccomplishedAchievement($userChildId: ID!, $ids: [ID!]!) {
  addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $ids) { affectedRows lesson { percentage finished } }
}`;
const PROGRESS = `mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $seconds: Float!) {
  updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $seconds) { percentage timeProgress finished }
}`;
const VIEW = `mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {
  updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }
}`;
const UNLOCK = `mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: String!) {
  unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {
    pincode { isCorrect attemptsLeft } lesson { isLocked isNew }
  }
}`;

type LessonRow = {
  id: string;
  sequence: number;
  isLocked: boolean;
  lockReason: string | null;
  isNew: boolean;
  isNext: boolean;
  percentage: number;
  finished: boolean;
  achievements: { id: string; type: string; accomplishedAt: string | null }[];
};

describe('a child learning its lessons', () => {
  let app: TestApp;
  let cookie: string;
  let childId: string;
  let otherFamily: { cookie: string; childId: string };
  const lessonsOf = async (asCookie = cookie, id = childId) =>
    ((await app.gql(asCookie, CHILD_LESSONS, { id })).data?.childLessons as { stars: number; lessons: LessonRow[] }) ??
    null;

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await app.signIn('demo@koran-kids.test');
    const children = await app.database.execute(`select id, username from users_children order by username`);
    const idOf = (username: string) => String(children.rows.find((row) => row.username === username)?.id);
    childId = idOf('amina');
    otherFamily = { cookie: await app.signIn('buren@koran-kids.test'), childId: idOf('noor') };
  });
  afterAll(() => app.close());

  it('opens lesson 1 and keeps the others locked, with the next lesson marked', async () => {
    const { lessons, stars } = await lessonsOf();
    expect(stars).toBe(0);
    expect(lessons).toHaveLength(20);
    expect(lessons[0]).toMatchObject({ isLocked: false, isNext: true });
    expect(lessons[1]).toMatchObject({ isLocked: true, lockReason: 'PREVIOUS_NOT_FINISHED' });
    const locked = await app.gql(cookie, LESSON, { userChildId: childId, lessonId: lessons[1]?.id });
    expect(locked.data?.lesson).toEqual({ id: lessons[1]?.id, isLocked: true, content: null });
    const open = await app.gql(cookie, LESSON, { userChildId: childId, lessonId: lessons[0]?.id });
    const openLesson = open.data?.lesson as { content: { verses: unknown[] } } | undefined;
    expect(openLesson?.content.verses).toHaveLength(7);
  });

  it("refuses a locked lesson's progress, views and achievements", async () => {
    const { lessons } = await lessonsOf();
    const second = lessons[1] as LessonRow;
    const variables = { userChildId: childId, lessonId: second.id, seconds: 30 };
    expect(codeOf(await app.gql(cookie, PROGRESS, variables))).toBe('LESSON_LOCKED');
    expect(codeOf(await app.gql(cookie, VIEW, variables))).toBe('LESSON_LOCKED');
    expect(codeOf(await app.gql(cookie, ACCOMPLISH, { userChildId: childId, ids: [second.achievements[0]?.id] }))).toBe(
      'LESSON_LOCKED',
    );
    const { rows } = await app.database.execute(
      'select count(*)::int as n from user_lesson_progresses where lesson_id = $1',
      [Number(second.id)],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('writes an achievement once when two requests race, and progress never moves backwards', async () => {
    const first = (await lessonsOf()).lessons[0] as LessonRow;
    const quiz = first.achievements.find((achievement) => achievement.type === 'QUIZ')?.id;
    const [a, b] = await Promise.all([
      app.gql(cookie, ACCOMPLISH, { userChildId: childId, ids: [quiz] }),
      app.gql(cookie, ACCOMPLISH, { userChildId: childId, ids: [quiz] }),
    ]);
    const written = [a, b].map(
      (answer) => (answer.data?.addAccomplishedAchievement as { affectedRows: number } | undefined)?.affectedRows,
    );
    expect(written.sort()).toEqual([0, 1]);
    const { rows } = await app.database.execute(
      'select count(*)::int as n from accomplished_achievements where user_child_id = $1',
      [childId],
    );
    expect(rows[0]?.n).toBe(1);

    const forward = await app.gql(cookie, PROGRESS, { userChildId: childId, lessonId: first.id, seconds: 120 });
    // The demo course has no videos: a lesson's tasks are the four others, so one done is 25 %.
    expect(forward.data?.updateLessonProgression).toEqual({ percentage: 25, timeProgress: 120, finished: false });
    const backward = await app.gql(cookie, PROGRESS, { userChildId: childId, lessonId: first.id, seconds: 10 });
    expect(backward.data?.updateLessonProgression).toEqual({ percentage: 25, timeProgress: 120, finished: false });
    expect(codeOf(await app.gql(cookie, PROGRESS, { userChildId: childId, lessonId: first.id, seconds: -5 }))).toBe(
      'BAD_INPUT',
    );
  });

  it('gives the star when every task is done, tells the child, and waits for a parent to open the next lesson', async () => {
    const first = (await lessonsOf()).lessons[0] as LessonRow;
    const done = await app.gql(cookie, ACCOMPLISH, {
      userChildId: childId,
      ids: first.achievements.map((achievement) => achievement.id),
    });
    expect(done.data?.addAccomplishedAchievement).toEqual({
      affectedRows: 3,
      lesson: { percentage: 100, finished: true },
    });
    const { lessons, stars } = await lessonsOf();
    expect(stars).toBe(1);
    expect(lessons[1]).toMatchObject({ isLocked: true, lockReason: 'WAITING_FOR_PARENT' });
    const { rows } = await app.database.execute(
      `select title from messages where users_child_id = $1 and "from" = 'LESSON' order by created_at`,
      [childId],
    );
    expect(rows.map((row) => row.title)).toEqual(['lesson-finished']);

    const second = lessons[1] as LessonRow;
    const wrong = await app.gql(cookie, UNLOCK, { userChildId: childId, lessonId: second.id, pincode: '1111' });
    expect(wrong.data?.unlockLessonWithPincode).toEqual({
      pincode: { isCorrect: false, attemptsLeft: 4 },
      lesson: { isLocked: true, isNew: false },
    });
    const right = await app.gql(cookie, UNLOCK, { userChildId: childId, lessonId: second.id, pincode: '1234' });
    expect(right.data?.unlockLessonWithPincode).toEqual({
      pincode: { isCorrect: true, attemptsLeft: 5 },
      lesson: { isLocked: false, isNew: true },
    });
    await app.gql(cookie, PROGRESS, { userChildId: childId, lessonId: second.id, seconds: 5 });
    expect((await lessonsOf()).lessons[1]).toMatchObject({ isLocked: false, isNew: false, isNext: true });
    expect((await app.gql(cookie, VIEW, { userChildId: childId, lessonId: second.id })).data?.updateViewCount).toEqual({
      affectedRows: 1,
      viewCount: 1,
    });
  });

  it("refuses another family's child on every operation", async () => {
    const lessonId = (await lessonsOf()).lessons[0]?.id;
    const asStranger = (query: string, variables: Record<string, unknown>) =>
      app.gql(otherFamily.cookie, query, variables);
    const variables = { id: childId, userChildId: childId, lessonId, seconds: 1, ids: ['1'], pincode: '5678' };
    const startPage = [
      'query getTotalFacts($userChildId: ID!) { totalFacts(userChildId: $userChildId) }',
      'query getFactOfTheWeek($userChildId: ID!) { factOfTheWeek(userChildId: $userChildId, sequence: 1) { id } }',
      'query getFactOfWeek($userChildId: ID!) { factOfWeek(userChildId: $userChildId, week: 1) { id } }',
      'query getNotifications($userChildId: ID!) { announcements(userChildId: $userChildId) { id } }',
      'query getUnreadMessageCount($userChildId: ID!) { unreadMessageCount(userChildId: $userChildId) }',
      'query getCourseIntroduction($userChildId: ID!) { courseIntroduction(userChildId: $userChildId) { vimeoUrl } }',
    ];
    for (const query of [CHILD_LESSONS, LESSON, ACCOMPLISH, PROGRESS, VIEW, UNLOCK, ...startPage]) {
      const answer = await asStranger(query, variables);
      expect(codeOf(answer), query.slice(0, 40)).toBe('FORBIDDEN');
    }
    const unlockFromParentArea = `mutation { unlockLesson(userChildId: "${otherFamily.childId}", lessonId: "${lessonId}") { id } }`;
    expect(codeOf(await app.gql(otherFamily.cookie, unlockFromParentArea))).toBe('PARENT_AREA_REQUIRED');
  });

  it('tells the start page the fact of the week, the newest announcement and the unread messages', async () => {
    const answer = await app.gql(
      cookie,
      `query start($id: ID!) {
        totalFacts(userChildId: $id)
        factOfTheWeek(userChildId: $id, sequence: 3) { sequence message { nl en } }
        announcements(userChildId: $id, limit: 1) { title { en } }
        unreadMessageCount(userChildId: $id)
      }`,
      { id: childId },
    );
    expect(answer.data).toMatchObject({
      totalFacts: 24,
      factOfTheWeek: { sequence: 3 },
      announcements: [{ title: { en: expect.any(String) } }],
      unreadMessageCount: 2,
    });
  });

  it("gives the week's fact in one request: the 24 facts in turn, week after week, and refuses a week that is none", async () => {
    const factOf = async (week: number) =>
      app.gql(cookie, 'query q($id: ID!, $week: Int!) { factOfWeek(userChildId: $id, week: $week) { sequence } }', {
        id: childId,
        week,
      });
    // Week 2 modulo 24 facts: the third; week 25 comes round to the second again.
    expect((await factOf(2)).data?.factOfWeek).toEqual({ sequence: 3 });
    expect((await factOf(25)).data?.factOfWeek).toEqual({ sequence: 2 });
    expect(codeOf(await factOf(54))).toBe('BAD_INPUT');
    expect(codeOf(await factOf(0))).toBe('BAD_INPUT');
  });

  it('tells the introduction whether the lessons have videos, so it promises one only where there is', async () => {
    const introduction = async () =>
      (
        await app.gql(cookie, 'query q($id: ID!) { courseIntroduction(userChildId: $id) { hasLessonVideos } }', {
          id: childId,
        })
      ).data?.courseIntroduction;
    // The demo course has no video in any lesson.
    expect(await introduction()).toEqual({ hasLessonVideos: false });
    await app.database.execute("update lessons set vimeo_url = 'https://vimeo.com/76979871' where sequence = 4");
    expect(await introduction()).toEqual({ hasLessonVideos: true });
    await app.database.execute('update lessons set vimeo_url = null where sequence = 4');
  });

  it("shows a change to the course's lessons at once, though the server keeps them between requests", async () => {
    const before = await lessonsOf();
    await app.database.execute(`update lessons set label = '{"nl": "Nieuw", "en": "New"}' where sequence = 2`);
    await app.database.execute('update lessons set published = false where sequence = 20');
    await app.database.execute(
      `delete from achievements where achievement_type = 'QUIZ' and lesson_id = (select id from lessons where sequence = 3)`,
    );
    type Changed = { sequence: number; label: { en: string } | null; achievements: { type: string }[] };
    const answer = await app.gql(
      cookie,
      'query q($id: ID!) { childLessons(userChildId: $id) { lessons { sequence label { en } achievements { type } } } }',
      { id: childId },
    );
    const after = (answer.data?.childLessons as { lessons: Changed[] } | undefined)?.lessons ?? [];
    expect(after).toHaveLength(before.lessons.length - 1);
    expect(after.find((lesson) => lesson.sequence === 2)?.label?.en).toBe('New');
    expect(after.find((lesson) => lesson.sequence === 3)?.achievements.map((task) => task.type)).not.toContain('QUIZ');
    await app.database.execute('update lessons set published = true where sequence = 20');
    expect((await lessonsOf()).lessons).toHaveLength(before.lessons.length);
  });

  it('reads the lesson overview in the same number of SQL statements for 20 lessons as for 1', async () => {
    const withTwenty = await app.countStatements(() => lessonsOf());
    await app.database.execute(
      'delete from lessons where sequence > 1 and course_id = (select course_id from lessons where sequence = 1 limit 1)',
    );
    const lessons = await app.countStatements(async () => {
      expect((await lessonsOf()).lessons).toHaveLength(1);
    });
    expect(lessons).toBe(withTwenty);
  });
});
