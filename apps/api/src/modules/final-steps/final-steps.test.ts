import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const STEPS = `query finalSteps($userChildId: ID!) {
  finalSteps(userChildId: $userChildId) { testSetAt testSubmittedAt certificateAt questionCount answeredCount finalMessage }
}`;
const QUESTIONS = `query getFinalTestQuestions($userChildId: ID!) {
  finalTestQuestions(userChildId: $userChildId) { id sequence question { nl en } result }
}`;
const ANSWER = `mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {
  upsertFinalTestResult(userChildId: $userChildId, questionId: $questionId, result: $result) { id result }
}`;
const SUBMIT = `mutation submitFinalTest($userChildId: ID!) { submitFinalTest(userChildId: $userChildId) { testSubmittedAt } }`;
const FINAL_MESSAGE = `mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {
  sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) { finalMessage certificateAt }
}`;
const CERTIFICATE = `query certificate($userChildId: ID!) {
  certificate(userChildId: $userChildId) { childName courseName { nl } stars pdfUrl }
}`;
const SET = `mutation insertUserChildrenUnlockable($userChildId: ID!, $beforeLastLesson: Boolean) {
  insertUserChildrenUnlockable(userChildId: $userChildId, type: "FINAL_TEST", beforeLastLesson: $beforeLastLesson) { type }
}`;
const TAKE_BACK = `mutation deleteUserChildrenUnlockable($userChildId: ID!) {
  deleteUserChildrenUnlockable(userChildId: $userChildId, type: "FINAL_TEST") { type }
}`;
const WITH_ANSWERS = `query getFinalTestQuestionsWithAnswers($userChildId: ID!) {
  finalTestQuestionsWithAnswers(userChildId: $userChildId) { sequence answer { nl en } result }
  userChildrenUnlockables(userChildId: $userChildId) { type }
}`;

describe('the final steps', () => {
  let app: TestApp;
  let demo: string;
  let neighbours: string;
  let amina: string;
  let expectedAnswers: string[];
  const pdf = (cookie: string, childId: string) =>
    app.server.app.inject({ method: 'GET', url: `/certificates/${childId}.pdf?lang=en`, headers: { cookie } });

  beforeAll(async () => {
    app = await startTestApp();
    demo = await app.signIn('demo@koran-kids.test');
    neighbours = await app.signIn('buren@koran-kids.test');
    const { rows } = await app.database.execute(`select id from users_children where username = 'amina'`);
    amina = String(rows[0]?.id);
    const answers = await app.database.execute('select answer from final_test_questions order by sequence');
    expectedAnswers = answers.rows.flatMap((row) => Object.values(row.answer as Record<string, string>));
  });
  afterAll(() => app.close());

  it('refuses every final step before the parent sets the test, and setting it needs the parent area', async () => {
    expect(codeOf(await app.gql(demo, QUESTIONS, { userChildId: amina }))).toBe('FINAL_STEP_LOCKED');
    expect(codeOf(await app.gql(demo, ANSWER, { userChildId: amina, questionId: '1', result: 'x' }))).toBe(
      'FINAL_STEP_LOCKED',
    );
    expect(codeOf(await app.gql(demo, SUBMIT, { userChildId: amina }))).toBe('FINAL_STEP_LOCKED');
    expect(codeOf(await app.gql(demo, FINAL_MESSAGE, { userChildId: amina, finalMessage: 'Hoi' }))).toBe(
      'FINAL_STEP_LOCKED',
    );
    expect(codeOf(await app.gql(demo, CERTIFICATE, { userChildId: amina }))).toBe('FINAL_STEP_LOCKED');
    expect((await pdf(demo, amina)).statusCode).toBe(404);
    expect(codeOf(await app.gql(demo, SET, { userChildId: amina }))).toBe('PARENT_AREA_REQUIRED');
    expect(codeOf(await app.gql(demo, WITH_ANSWERS, { userChildId: amina }))).toBe('PARENT_AREA_REQUIRED');
    const { rows } = await app.database.execute('select count(*)::int as n from final_test_results');
    expect(rows[0]?.n).toBe(0);
  });

  it('lets the child answer in order, never shows an expected answer, and submits only when complete', async () => {
    await app.gql(demo, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    await app.gql(neighbours, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    expect(codeOf(await app.gql(neighbours, SET, { userChildId: amina, beforeLastLesson: true }))).toBe('FORBIDDEN');
    const early = await app.gql(demo, SET, { userChildId: amina });
    expect(codeOf(early)).toBe('FINAL_TEST_EARLY');
    expect(early.errors?.[0]?.extensions).toMatchObject({ lessonsFinished: 0, lessonCount: 20 });
    expect(codeOf(await app.gql(demo, QUESTIONS, { userChildId: amina }))).toBe('FINAL_STEP_LOCKED');
    const confirmed = await app.gql(demo, SET, { userChildId: amina, beforeLastLesson: true });
    expect(confirmed.data?.insertUserChildrenUnlockable).toEqual([{ type: 'FINAL_TEST' }]);

    const answer = await app.gql(demo, QUESTIONS, { userChildId: amina });
    const questions = answer.data?.finalTestQuestions as { id: string; sequence: number }[];
    expect(questions.map((question) => question.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const aliased = await app.gql(
      demo,
      `query q($userChildId: ID!) { finalTestQuestions(userChildId: $userChildId) { id secret: answer { nl } } }`,
      { userChildId: amina },
    );
    expect(aliased.errors?.[0]?.message).toMatch(/answer/);

    expect(codeOf(await app.gql(demo, SUBMIT, { userChildId: amina }))).toBe('FINAL_TEST_INCOMPLETE');
    for (const question of questions) {
      const saved = await app.gql(demo, ANSWER, { userChildId: amina, questionId: question.id, result: 'eerst' });
      expect(saved.errors).toBeUndefined();
    }
    const [first] = questions;
    await app.gql(demo, ANSWER, { userChildId: amina, questionId: first?.id, result: 'Zeven verzen' });
    expect(codeOf(await app.gql(demo, ANSWER, { userChildId: amina, questionId: first?.id, result: '  ' }))).toBe(
      'BAD_INPUT',
    );
    const again = await app.gql(demo, QUESTIONS, { userChildId: amina });
    expect((again.data?.finalTestQuestions as { result: string }[] | undefined)?.[0]?.result).toBe('Zeven verzen');
    const steps = await app.gql(demo, STEPS, { userChildId: amina });
    expect(steps.data?.finalSteps).toMatchObject({ questionCount: 8, answeredCount: 8, testSubmittedAt: null });
    for (const childSide of [JSON.stringify(answer), JSON.stringify(again), JSON.stringify(steps)]) {
      for (const expected of expectedAnswers) expect(childSide).not.toContain(expected);
    }

    expect((await app.gql(demo, SUBMIT, { userChildId: amina })).data?.submitFinalTest).toMatchObject({
      testSubmittedAt: expect.any(String),
    });
    expect(codeOf(await app.gql(demo, ANSWER, { userChildId: amina, questionId: first?.id, result: 'later' }))).toBe(
      'ALREADY_SENT',
    );
    expect(codeOf(await app.gql(demo, TAKE_BACK, { userChildId: amina }))).toBe('ALREADY_SENT');
  });

  it('shows the parent each answer beside the expected one, and never to another family', async () => {
    const answers = await app.gql(demo, WITH_ANSWERS, { userChildId: amina });
    expect((answers.data?.finalTestQuestionsWithAnswers as unknown[] | undefined)?.[0]).toEqual({
      sequence: 1,
      answer: { nl: '7 verzen.', en: '7 verses.' },
      result: 'Zeven verzen',
    });
    expect(codeOf(await app.gql(neighbours, WITH_ANSWERS, { userChildId: amina }))).toBe('FORBIDDEN');
  });

  it('takes the final message once, then opens the certificate and its PDF for the family only', async () => {
    const sent = await app.gql(demo, FINAL_MESSAGE, { userChildId: amina, finalMessage: 'Dank u wel, juf!' });
    expect(sent.data?.sendFinalMessage).toMatchObject({
      finalMessage: 'Dank u wel, juf!',
      certificateAt: expect.any(String),
    });
    const changed = await app.gql(demo, FINAL_MESSAGE, { userChildId: amina, finalMessage: 'Toch anders' });
    expect(codeOf(changed)).toBe('ALREADY_SENT');
    const { rows } = await app.database.execute(
      'select final_message from users_child_details where users_child_id = $1',
      [amina],
    );
    expect(rows[0]?.final_message).toBe('Dank u wel, juf!');

    const certificate = await app.gql(demo, CERTIFICATE, { userChildId: amina });
    expect(certificate.data?.certificate).toMatchObject({ childName: 'Amina', courseName: { nl: 'Koran Kids' } });
    expect(codeOf(await app.gql(neighbours, CERTIFICATE, { userChildId: amina }))).toBe('FORBIDDEN');

    const response = await pdf(demo, amina);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain('Amina');
    expect(text).toContain('This is to certify that');
    // True to what was done: after 0 of 20 lessons, never "completed".
    expect(text).toContain('has finished 0 of the 20 lessons of the course Koran Kids');
    expect(text).not.toMatch(/completed|successfully/);
    expect((await pdf(neighbours, amina)).statusCode).toBe(404);
    expect((await app.server.app.inject({ method: 'GET', url: `/certificates/${amina}.pdf` })).statusCode).toBe(401);
  });

  it('opens the final test by itself when the child finishes the last lesson', async () => {
    const { rows } = await app.database.execute(
      `select c.id as child, c.user_id as parent from users_children c where c.username = 'yusuf'`,
    );
    const yusuf = String(rows[0]?.child);
    // A lesson the institute has not published yet is no lesson to finish.
    await app.database.execute(
      `insert into lessons (course_id, sequence, lesson_number, name, published)
       select course_id, 99, 99, name, false from lessons where sequence = 1`,
    );
    const lessons = await app.database.execute('select id from lessons where published order by sequence');
    const lessonIds = lessons.rows.map((row) => Number(row.id));
    const last = lessonIds.at(-1);
    for (const lessonId of lessonIds.slice(0, -1)) {
      await app.database.execute(
        `insert into user_lesson_progresses (user_id, users_child_id, lesson_id, percentage, finished)
         values ($1, $2, $3, 100, true)`,
        [rows[0]?.parent, yusuf, lessonId],
      );
    }
    const unlocked = await app.gql(
      demo,
      'mutation u($id: ID!, $lesson: ID!) { unlockLesson(userChildId: $id, lessonId: $lesson) { id } }',
      { id: yusuf, lesson: String(last) },
    );
    expect(unlocked.errors).toBeUndefined();
    expect((await app.gql(demo, STEPS, { userChildId: yusuf })).data?.finalSteps).toMatchObject({ testSetAt: null });
    const tasks = await app.database.execute('select id from achievements where lesson_id = $1', [last]);
    const accomplished = await app.gql(
      demo,
      'mutation a($id: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $id, achievementIds: $ids) { affectedRows } }',
      { id: yusuf, ids: tasks.rows.map((row) => String(row.id)) },
    );
    expect(accomplished.errors).toBeUndefined();
    const steps = await app.gql(demo, STEPS, { userChildId: yusuf });
    expect(steps.data?.finalSteps).toMatchObject({ testSetAt: expect.any(String) });
  });
});
