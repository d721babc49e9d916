import type { Db, Tx } from '@koran-kids/db';
import {
  courses,
  type FinalStep,
  finalTestQuestions,
  finalTestResults,
  lessons,
  subscriptions,
  userChildrenUnlockables,
  userLessonProgresses,
  usersChildDetails,
  usersChildren,
} from '@koran-kids/db/schema';
import { finalAnswer, finalMessageInput } from '@koran-kids/input/forms/final-steps';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fail, parseOrFail } from '../../errors.ts';

/** The final steps opened for a child, with when each opened (getUserChildrenUnlockables). */
export function unlockablesOf(db: Db, childId: string) {
  return db
    .select({ type: userChildrenUnlockables.type, createdAt: userChildrenUnlockables.createdAt })
    .from(userChildrenUnlockables)
    .where(eq(userChildrenUnlockables.usersChildId, childId))
    .orderBy(asc(userChildrenUnlockables.createdAt));
}

/** How many lessons of its course the child finished, of how many. */
async function lessonCountsOf(db: Db | Tx, childId: string) {
  const [counts] = await db
    .select({
      lessonsFinished: sql<number>`(select count(*)::int from ${userLessonProgresses} p join ${lessons} l on l.id = p.lesson_id
        where p.users_child_id = ${usersChildren.id} and p.finished and l.published)`,
      lessonCount: sql<number>`(select count(*)::int from ${lessons} l where l.course_id = ${subscriptions.courseId} and l.published)`,
    })
    .from(usersChildren)
    .innerJoin(subscriptions, eq(subscriptions.id, usersChildren.subscriptionId))
    .where(eq(usersChildren.id, childId));
  return counts ?? fail('NOT_FOUND', 'no such child');
}

/** Where the child stands: lessons finished, test set, answered, submitted; final message sent; certificate. */
export async function finalStepsOf(db: Db, childId: string, courseId: number) {
  const [lessonCounts, steps, [counts], [details]] = await Promise.all([
    lessonCountsOf(db, childId),
    unlockablesOf(db, childId),
    db
      .select({
        questions: sql<number>`count(*)::int`,
        answered: sql<number>`count(${finalTestResults.id})::int`,
      })
      .from(finalTestQuestions)
      .leftJoin(
        finalTestResults,
        and(
          eq(finalTestResults.finalTestQuestionId, finalTestQuestions.id),
          eq(finalTestResults.usersChildId, childId),
        ),
      )
      .where(eq(finalTestQuestions.courseId, courseId)),
    db
      .select({ finalMessage: usersChildDetails.finalMessage, sentAt: usersChildDetails.finalMessageSentAt })
      .from(usersChildDetails)
      .where(eq(usersChildDetails.usersChildId, childId)),
  ]);
  const openedAt = (type: FinalStep) => steps.find((step) => step.type === type)?.createdAt ?? null;
  return {
    ...lessonCounts,
    testSetAt: openedAt('FINAL_TEST'),
    testSubmittedAt: openedAt('FINAL_MESSAGE'),
    certificateAt: openedAt('CERTIFICATE'),
    questionCount: counts?.questions ?? 0,
    answeredCount: counts?.answered ?? 0,
    finalMessage: details?.finalMessage ?? null,
    finalMessageSentAt: details?.sentAt ?? null,
  };
}
export type FinalSteps = Awaited<ReturnType<typeof finalStepsOf>>;

/** When the step opened for the child, or null while it is closed. */
async function openedAt(db: Db, childId: string, type: FinalStep) {
  const [step] = await db
    .select({ createdAt: userChildrenUnlockables.createdAt })
    .from(userChildrenUnlockables)
    .where(and(eq(userChildrenUnlockables.usersChildId, childId), eq(userChildrenUnlockables.type, type)));
  return step?.createdAt ?? null;
}

async function requireStep(db: Db, childId: string, type: FinalStep) {
  return (
    (await openedAt(db, childId, type)) ??
    fail('FINAL_STEP_LOCKED', `${type} is not open for this child`, { step: type })
  );
}

const hasStep = async (db: Db, childId: string, type: FinalStep) => (await openedAt(db, childId, type)) !== null;

/** The questions in order with the child's own answers; the expected answers are never read here. */
export async function questionsForChild(db: Db, childId: string, courseId: number) {
  await requireStep(db, childId, 'FINAL_TEST');
  return db
    .select({
      id: finalTestQuestions.id,
      sequence: finalTestQuestions.sequence,
      question: finalTestQuestions.question,
      result: finalTestResults.result,
    })
    .from(finalTestQuestions)
    .leftJoin(
      finalTestResults,
      and(eq(finalTestResults.finalTestQuestionId, finalTestQuestions.id), eq(finalTestResults.usersChildId, childId)),
    )
    .where(eq(finalTestQuestions.courseId, courseId))
    .orderBy(asc(finalTestQuestions.sequence));
}

/** For the parent: each question with the expected answer and the child's (getFinalTestQuestionsWithAnswers). */
export function questionsWithAnswers(db: Db, childId: string, courseId: number) {
  return db
    .select({
      id: finalTestQuestions.id,
      sequence: finalTestQuestions.sequence,
      question: finalTestQuestions.question,
      answer: finalTestQuestions.answer,
      result: finalTestResults.result,
    })
    .from(finalTestQuestions)
    .leftJoin(
      finalTestResults,
      and(eq(finalTestResults.finalTestQuestionId, finalTestQuestions.id), eq(finalTestResults.usersChildId, childId)),
    )
    .where(eq(finalTestQuestions.courseId, courseId))
    .orderBy(asc(finalTestQuestions.sequence));
}

/** One answer per child and question, changeable until the test is submitted (upsertFinalTestResult). */
export async function saveAnswer(db: Db, childId: string, courseId: number, questionId: number, text: string) {
  const { result } = parseOrFail(finalAnswer, { result: text }, 'the answer cannot be saved');
  await requireStep(db, childId, 'FINAL_TEST');
  if (await hasStep(db, childId, 'FINAL_MESSAGE')) fail('ALREADY_SENT', 'the test was submitted');
  const [question] = await db
    .select({ id: finalTestQuestions.id })
    .from(finalTestQuestions)
    .where(and(eq(finalTestQuestions.id, questionId), eq(finalTestQuestions.courseId, courseId)));
  if (!question) fail('NOT_FOUND', 'no such question');
  const [saved] = await db
    .insert(finalTestResults)
    .values({ usersChildId: childId, finalTestQuestionId: questionId, result })
    .onConflictDoUpdate({
      target: [finalTestResults.usersChildId, finalTestResults.finalTestQuestionId],
      set: { result, updatedAt: sql`now()` },
    })
    .returning({
      id: finalTestResults.id,
      questionId: finalTestResults.finalTestQuestionId,
      result: finalTestResults.result,
    });
  return saved ?? fail('NOT_FOUND', 'answer not written');
}

/** Hands the test in once every question is answered; that opens the final message. */
export async function submitTest(db: Db, childId: string, courseId: number) {
  await requireStep(db, childId, 'FINAL_TEST');
  const steps = await finalStepsOf(db, childId, courseId);
  if (steps.testSubmittedAt) fail('ALREADY_SENT', 'the test was submitted');
  if (steps.answeredCount < steps.questionCount)
    fail('FINAL_TEST_INCOMPLETE', 'answer every question first', {
      answered: steps.answeredCount,
      questions: steps.questionCount,
    });
  await db
    .insert(userChildrenUnlockables)
    .values({ usersChildId: childId, type: 'FINAL_MESSAGE' })
    .onConflictDoNothing();
  return finalStepsOf(db, childId, courseId);
}

/** The child's last words to the teacher: once, after the test, and it opens the certificate (sendFinalMessage). */
export async function sendFinalMessage(db: Db, childId: string, courseId: number, text: string) {
  const { finalMessage } = parseOrFail(finalMessageInput, { finalMessage: text }, 'the message cannot be sent');
  await requireStep(db, childId, 'FINAL_MESSAGE');
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(usersChildDetails)
      .values({ usersChildId: childId, finalMessage, finalMessageSentAt: sql`now()` })
      .onConflictDoUpdate({
        target: usersChildDetails.usersChildId,
        set: { finalMessage, finalMessageSentAt: sql`now()` },
        setWhere: isNull(usersChildDetails.finalMessage),
      })
      .returning({ id: usersChildDetails.id });
    if (!sent) fail('ALREADY_SENT', 'the final message was sent already and cannot change');
    await tx
      .insert(userChildrenUnlockables)
      .values({ usersChildId: childId, type: 'CERTIFICATE' })
      .onConflictDoNothing();
  });
  return finalStepsOf(db, childId, courseId);
}

/**
 * The parent sets the final test (insertUserChildrenUnlockable FINAL_TEST). It opens by itself after the last
 * lesson; before that only when the parent confirmed that the child has not finished every lesson.
 */
export async function setFinalTest(db: Db, childId: string, { beforeLastLesson }: { beforeLastLesson: boolean }) {
  const counts = await lessonCountsOf(db, childId);
  if (counts.lessonsFinished < counts.lessonCount && !beforeLastLesson) {
    fail('FINAL_TEST_EARLY', 'the child has not finished every lesson: confirm to set the test now', counts);
  }
  await db.insert(userChildrenUnlockables).values({ usersChildId: childId, type: 'FINAL_TEST' }).onConflictDoNothing();
}

/** Opens the final test once the child has finished every lesson of its course (DECISIONS: final steps). */
export async function openFinalTestWhenCourseFinished(tx: Db | Tx, childId: string) {
  const counts = await lessonCountsOf(tx, childId);
  if (counts.lessonCount > 0 && counts.lessonsFinished >= counts.lessonCount) {
    await tx
      .insert(userChildrenUnlockables)
      .values({ usersChildId: childId, type: 'FINAL_TEST' })
      .onConflictDoNothing();
  }
}

/** The parent takes the test back, only while the child has not handed it in (deleteUserChildrenUnlockable). */
export async function takeBackFinalTest(db: Db, childId: string) {
  if (await hasStep(db, childId, 'FINAL_MESSAGE')) fail('ALREADY_SENT', 'the child already handed the test in');
  await db
    .delete(userChildrenUnlockables)
    .where(and(eq(userChildrenUnlockables.usersChildId, childId), eq(userChildrenUnlockables.type, 'FINAL_TEST')));
}

/** What the certificate says: name, course, date of completion, stars. */
export async function certificateOf(db: Db, childId: string) {
  const completedAt = await requireStep(db, childId, 'CERTIFICATE');
  const [row] = await db
    .select({
      childName: usersChildren.name,
      courseName: courses.name,
      stars: sql<number>`(select count(*)::int from user_lesson_progresses p where p.users_child_id = ${usersChildren.id} and p.finished)`,
    })
    .from(usersChildren)
    .innerJoin(subscriptions, eq(subscriptions.id, usersChildren.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(usersChildren.id, childId));
  if (!row) fail('NOT_FOUND', 'no such child');
  return { ...row, ...(await lessonCountsOf(db, childId)), childId, completedAt };
}
export type Certificate = Awaited<ReturnType<typeof certificateOf>>;
