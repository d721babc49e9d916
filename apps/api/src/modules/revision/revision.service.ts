import type { Db, Tx } from '@koran-kids/db';
import {
  accomplishedAchievements,
  achievements,
  lessons,
  type RevisionGrade,
  type RevisionGrader,
  revisionCards,
  revisionReviews,
  usersChildren,
  verses,
} from '@koran-kids/db/schema';
import { revisionMinutes } from '@koran-kids/revision';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { type Memory, recallAt, replay } from './schedule.ts';

// What a child learned by heart, kept: a card per passage, its grades, and the parents' plan.

/** A passage becomes revision when the child finishes "Learn the surah" (the lesson's SOERAH task). */
const LEARNING = 'SOERAH';

const memoryColumns = {
  due: revisionCards.due,
  stability: revisionCards.stability,
  difficulty: revisionCards.difficulty,
  reps: revisionCards.reps,
  lapses: revisionCards.lapses,
  state: revisionCards.state,
  learningSteps: revisionCards.learningSteps,
  lastReview: revisionCards.lastReview,
};

/** Starts a passage's revision from its learning; a passage already started stays as it is. */
export async function startRevision(db: Db | Tx, childId: string, lessonId: number, learnedAt: Date) {
  const { memory } = replay([{ grade: 'GOOD', reviewedAt: learnedAt }]);
  // The card and its learning together: a card without its first grade could not be planned again.
  await db.transaction(async (tx) => {
    const [card] = await tx
      .insert(revisionCards)
      .values({ usersChildId: childId, lessonId, ...memory })
      .onConflictDoNothing()
      .returning({ id: revisionCards.id });
    if (!card) return;
    await tx
      .insert(revisionReviews)
      .values({ id: crypto.randomUUID(), cardId: card.id, grade: 'GOOD', gradedBy: 'LEARNED', reviewedAt: learnedAt });
  });
}

/** Passages learned before revision existed (or while a write failed) start from the day they were learned. */
async function startMissedRevision(db: Db, childId: string) {
  const missed = await db
    .select({ lessonId: achievements.lessonId, learnedAt: accomplishedAchievements.createdAt })
    .from(accomplishedAchievements)
    .innerJoin(achievements, eq(achievements.id, accomplishedAchievements.achievementId))
    .leftJoin(
      revisionCards,
      and(eq(revisionCards.usersChildId, childId), eq(revisionCards.lessonId, achievements.lessonId)),
    )
    .where(
      and(
        eq(accomplishedAchievements.userChildId, childId),
        eq(achievements.achievementType, LEARNING),
        isNull(revisionCards.id),
      ),
    );
  for (const { lessonId, learnedAt } of missed) await startRevision(db, childId, lessonId, learnedAt);
}

/** The lessons among `achievementIds` whose task is learning the surah by heart. */
export async function learnedLessonsOf(db: Db | Tx, achievementIds: number[]) {
  if (achievementIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ lessonId: achievements.lessonId })
    .from(achievements)
    .where(and(inArray(achievements.id, achievementIds), eq(achievements.achievementType, LEARNING)));
  return rows.map((row) => row.lessonId);
}

export type RevisionPassage = {
  cardId: string;
  lessonId: number;
  name: { nl: string; en: string };
  surahNumber: number | null;
  memory: Memory;
  minutes: number;
  /** The child's last revision of it (null: only learned so far). */
  revisedAt: Date | null;
};

/** Every passage the child learned, with its memory and how long a revision takes. */
export async function passagesOf(db: Db, childId: string): Promise<RevisionPassage[]> {
  await startMissedRevision(db, childId);
  const rows = await db
    .select({
      cardId: revisionCards.id,
      lessonId: revisionCards.lessonId,
      name: lessons.name,
      surahNumber: lessons.surahNumber,
      ...memoryColumns,
      verseCount: sql<number>`(select count(*)::int from ${verses} v where v.lesson_id = ${lessons.id})`,
      // Null when a verse has no measured recitation: then the minutes are counted per verse.
      recitationMs: sql<number | null>`(select case when count(*) = count(v.recitation_duration_ms)
        then sum(v.recitation_duration_ms)::int end from ${verses} v where v.lesson_id = ${lessons.id})`,
      revisedAt: sql<Date | null>`(select max(r.reviewed_at) from ${revisionReviews} r
        where r.card_id = ${revisionCards.id} and r.graded_by = 'CHILD')`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(revisionCards)
    .innerJoin(lessons, eq(lessons.id, revisionCards.lessonId))
    .where(and(eq(revisionCards.usersChildId, childId), eq(lessons.published, true)))
    .orderBy(asc(lessons.sequence));
  return rows.map(({ cardId, lessonId, name, surahNumber, verseCount, recitationMs, revisedAt, ...memory }) => ({
    cardId,
    lessonId,
    name,
    surahNumber,
    memory,
    minutes: revisionMinutes(verseCount, recitationMs),
    revisedAt,
  }));
}

export type RevisionPlan = { minutesPerDay: number; daysPerWeek: number };

async function revisionPlanOf(db: Db, childId: string): Promise<RevisionPlan> {
  const [plan] = await db
    .select({ minutesPerDay: usersChildren.revisionMinutesPerDay, daysPerWeek: usersChildren.revisionDaysPerWeek })
    .from(usersChildren)
    .where(eq(usersChildren.id, childId));
  return plan ?? fail('NOT_FOUND', 'no such child');
}

export async function setRevisionPlan(db: Db, childId: string, plan: RevisionPlan) {
  await db
    .update(usersChildren)
    .set({ revisionMinutesPerDay: plan.minutesPerDay, revisionDaysPerWeek: plan.daysPerWeek })
    .where(eq(usersChildren.id, childId));
  return revisionPlanOf(db, childId);
}

/** The days (the family's, `YYYY-MM-DD`) since `from` on which the child revised anything. */
async function revisedDaysOf(db: Db, childId: string, from: Date) {
  const rows = await db
    .selectDistinct({
      day: sql<string>`to_char(${revisionReviews.reviewedAt} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`,
    })
    .from(revisionReviews)
    .innerJoin(revisionCards, eq(revisionCards.id, revisionReviews.cardId))
    .where(
      and(
        eq(revisionCards.usersChildId, childId),
        eq(revisionReviews.gradedBy, 'CHILD'),
        sql`${revisionReviews.reviewedAt} >= ${from.toISOString()}`,
      ),
    );
  return rows.map((row) => row.day).sort();
}

/** How far back a child's revised days go: the device counts the ones of its own week. */
const REVISED_DAYS_BACK_MS = 8 * 24 * 60 * 60 * 1000;

export type ChildRevision = RevisionPlan & { passages: RevisionPassage[]; revisedDays: string[] };

/** Everything a device needs to plan the child's revision of a day: passages, the parents' plan, the days revised. */
export async function childRevisionOf(db: Db, childId: string, now = new Date()): Promise<ChildRevision> {
  const [passages, plan, revisedDays] = await Promise.all([
    passagesOf(db, childId),
    revisionPlanOf(db, childId),
    revisedDaysOf(db, childId, new Date(now.getTime() - REVISED_DAYS_BACK_MS)),
  ]);
  return { passages, ...plan, revisedDays };
}

type ReviewRow = typeof revisionReviews.$inferSelect;
const effectiveGrade = (row: ReviewRow) => row.correctedGrade ?? row.grade;

/** Plans the card again from all its grades (a corrected one as corrected), and keeps each one's expected recall. */
async function replanCard(tx: Tx, cardId: string) {
  const rows = await tx
    .select()
    .from(revisionReviews)
    .where(eq(revisionReviews.cardId, cardId))
    .orderBy(asc(revisionReviews.reviewedAt), asc(revisionReviews.createdAt));
  const { memory, recallBefore } = replay(
    rows.map((row) => ({ grade: effectiveGrade(row), reviewedAt: row.reviewedAt })),
  );
  await tx.update(revisionCards).set(memory).where(eq(revisionCards.id, cardId));
  const changed = rows.flatMap((row, index) =>
    row.recallBefore === (recallBefore[index] ?? null) ? [] : [{ id: row.id, recall: recallBefore[index] ?? null }],
  );
  if (changed.length > 0) {
    await tx.execute(sql`
      update ${revisionReviews} set recall_before = changed.recall
        from unnest(${sql.param(changed.map((each) => each.id))}::uuid[],
                    ${sql.param(changed.map((each) => each.recall))}::float8[]) as changed(id, recall)
       where ${revisionReviews.id} = changed.id`);
  }
  return memory;
}

export type ChildGrade = { reviewId: string; lessonId: number; grade: RevisionGrade; reviewedAt: Date };

/**
 * The child's grade of a revision, at the time the device says (a grade made offline arrives later), never before the
 * card's last review nor after now. A grade sent again with the same id changes nothing.
 */
export async function gradeRevision(db: Db, childId: string, input: ChildGrade, now: Date) {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: revisionCards.id, lastReview: revisionCards.lastReview })
      .from(revisionCards)
      .where(and(eq(revisionCards.usersChildId, childId), eq(revisionCards.lessonId, input.lessonId)))
      .for('update');
    if (!card) fail('NOT_FOUND', 'this passage is not in the revision');
    const [known] = await tx.select().from(revisionReviews).where(eq(revisionReviews.id, input.reviewId));
    if (known) {
      if (known.cardId !== card.id) fail('BAD_INPUT', 'this grade belongs to another passage');
      return { lessonId: input.lessonId, ...(await replanCard(tx, card.id)) };
    }
    const time = Math.min(Math.max(input.reviewedAt.getTime(), card.lastReview.getTime()), now.getTime());
    await tx.insert(revisionReviews).values({
      id: input.reviewId,
      cardId: card.id,
      grade: input.grade,
      gradedBy: 'CHILD',
      reviewedAt: new Date(time),
    });
    return { lessonId: input.lessonId, ...(await replanCard(tx, card.id)) };
  });
}

/** A parent's or teacher's grade in place of the child's: the passage is planned again from it. */
export async function correctGrade(
  db: Db | Tx,
  childId: string,
  reviewId: string,
  grade: RevisionGrade,
  by: Extract<RevisionGrader, 'PARENT' | 'TEACHER'>,
) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: revisionReviews.id, cardId: revisionReviews.cardId })
      .from(revisionReviews)
      .innerJoin(revisionCards, eq(revisionCards.id, revisionReviews.cardId))
      .where(
        and(
          eq(revisionReviews.id, reviewId),
          eq(revisionCards.usersChildId, childId),
          eq(revisionReviews.gradedBy, 'CHILD'),
        ),
      );
    if (!review) fail('NOT_FOUND', 'no such grade of this child');
    await tx
      .update(revisionReviews)
      .set({ correctedGrade: grade, correctedBy: by, correctedAt: new Date() })
      .where(eq(revisionReviews.id, reviewId));
    await replanCard(tx, review.cardId);
  });
}

export type PassageHistory = RevisionPassage & {
  recallNow: number;
  reviews: Pick<
    ReviewRow,
    'id' | 'grade' | 'gradedBy' | 'reviewedAt' | 'recallBefore' | 'correctedGrade' | 'correctedBy'
  >[];
};

/** Each passage with its grades, oldest first, and the recall expected now: the parents' and teachers' view. */
export async function revisionHistoryOf(db: Db, childId: string, now: Date): Promise<PassageHistory[]> {
  const passages = await passagesOf(db, childId);
  if (passages.length === 0) return [];
  const rows = await db
    .select()
    .from(revisionReviews)
    .where(
      inArray(
        revisionReviews.cardId,
        passages.map((passage) => passage.cardId),
      ),
    )
    .orderBy(asc(revisionReviews.reviewedAt), asc(revisionReviews.createdAt));
  return passages.map((passage) => ({
    ...passage,
    recallNow: recallAt(passage.memory, now),
    reviews: rows.filter((row) => row.cardId === passage.cardId),
  }));
}
