import type { Db } from '@koran-kids/db';
import { achievements, lessons, subscriptions } from '@koran-kids/db/schema';
import { familyDay, planToday } from '@koran-kids/revision';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { loadFamily } from '../../family/family.ts';
import { createChild } from '../profiles/profiles.service.ts';
import { gradeRevision, passagesOf, setRevisionPlan, startRevision } from './revision.service.ts';
import { recallAt } from './schedule.ts';

/*
 * A school year of one child's revision through the real service and scheduler: a surah learned every other week,
 * each school day's plan done on the days a week the parents chose, each grade drawn from the recall the model
 * expects. `npm run revision:year` prints the figures; revision-year.test.ts holds them to the plan's promises.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type YearOptions = {
  minutesPerDay: number;
  daysPerWeek: number;
  /** The first school day; a surah is learned on it and every 14 days after, 20 in all. */
  start: Date;
  days: number;
  seed: number;
};

export type YearFigures = {
  learned: number;
  revisionDays: number;
  reviews: number;
  reviewsPerDay: { mean: number; max: number };
  minutesPerDay: { mean: number; max: number };
  /** Each learned passage at the year's end: how often it was revised and the recall the model expects then. */
  passages: { lessonId: number; revisions: number; recallAtEnd: number }[];
  forgotten: number;
};

/** A small seeded generator (mulberry32): the same year every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Monday is 1 … Sunday 7, in the family's week. */
const weekday = (at: Date) => {
  const day = new Date(`${familyDay(at)}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** A new child, made as a parent makes one, in the first demo family with room for it. */
async function newChildOfTheDemoCourse(db: Db) {
  const parents = await db
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(isNotNull(subscriptions.userId));
  for (const { userId } of parents) {
    const family = userId ? await loadFamily(db, userId) : null;
    const subscription = family?.subscription;
    if (!family || !subscription?.isActive || family.childIds.size >= subscription.maxProfiles) continue;
    const child = await createChild(db, family, {
      subscriptionId: subscription.id,
      username: `jaar-${Date.now()}`,
      name: 'Jaar',
      gender: 'girl',
      dateOfBirth: '2018-03-01',
      avatar: 'girl-1',
    });
    const surahs = await db
      .select({ lessonId: lessons.id })
      .from(lessons)
      .innerJoin(achievements, and(eq(achievements.lessonId, lessons.id), eq(achievements.achievementType, 'SOERAH')))
      .where(eq(lessons.courseId, subscription.courseId))
      .orderBy(asc(lessons.sequence));
    return { childId: child.id, lessonIds: surahs.map((surah) => surah.lessonId).slice(0, 20) };
  }
  throw new Error('the simulation needs the demo course and a family with room for a child');
}

export async function simulateYear(db: Db, options: YearOptions): Promise<YearFigures> {
  const random = randomFrom(options.seed);
  const { childId, lessonIds } = await newChildOfTheDemoCourse(db);
  await setRevisionPlan(db, childId, { minutesPerDay: options.minutesPerDay, daysPerWeek: options.daysPerWeek });
  const revisions = new Map<number, number>();
  const perDay: { reviews: number; minutes: number }[] = [];
  let forgotten = 0;
  for (let day = 0; day < options.days; day++) {
    const morning = new Date(options.start.getTime() + day * DAY_MS);
    const learning = day % 14 === 0 ? lessonIds[day / 14] : undefined;
    if (learning !== undefined) await startRevision(db, childId, learning, morning);
    const afternoon = new Date(morning.getTime() + 6 * 60 * 60 * 1000);
    // The parents' days: the first `daysPerWeek` of each week, the rest rest days.
    if (weekday(afternoon) > options.daysPerWeek) continue;
    const passages = (await passagesOf(db, childId)).map((passage) => ({ ...passage, due: passage.memory.due }));
    const { todo: today } = planToday(passages, options.minutesPerDay, afternoon);
    for (const passage of today) {
      const recalled = random() < recallAt(passage.memory, afternoon);
      if (!recalled) forgotten++;
      const grade = !recalled ? 'AGAIN' : random() < 0.15 ? 'HARD' : 'GOOD';
      const input = {
        reviewId: crypto.randomUUID(),
        lessonId: passage.lessonId,
        grade,
        reviewedAt: afternoon,
      } as const;
      await gradeRevision(db, childId, input, afternoon);
      revisions.set(passage.lessonId, (revisions.get(passage.lessonId) ?? 0) + 1);
    }
    perDay.push({ reviews: today.length, minutes: today.reduce((sum, passage) => sum + passage.minutes, 0) });
  }
  const end = new Date(options.start.getTime() + options.days * DAY_MS);
  const learned = await passagesOf(db, childId);
  const reviews = perDay.reduce((sum, day) => sum + day.reviews, 0);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    learned: learned.length,
    revisionDays: perDay.length,
    reviews,
    reviewsPerDay: { mean: mean(perDay.map((day) => day.reviews)), max: Math.max(...perDay.map((day) => day.reviews)) },
    minutesPerDay: { mean: mean(perDay.map((day) => day.minutes)), max: Math.max(...perDay.map((day) => day.minutes)) },
    passages: learned.map((passage) => ({
      lessonId: passage.lessonId,
      revisions: revisions.get(passage.lessonId) ?? 0,
      recallAtEnd: recallAt(passage.memory, end),
    })),
    forgotten,
  };
}
