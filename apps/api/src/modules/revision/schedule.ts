import type { RevisionGrade } from '@koran-kids/db/schema';
import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';

/*
 * A passage's memory, without a database: FSRS (ts-fsrs) aims each next revision at the day its predicted recall
 * drops to 90 %. A passage just learned comes back the next day, and one forgotten too (sabqi), then further apart.
 */

const TARGET_RECALL = 0.9;

const scheduler = fsrs({
  request_retention: TARGET_RECALL,
  maximum_interval: 365,
  // A passage just learned ("Good" on a new card: the second step) and one forgotten come back the next day; steps
  // of days, never minutes.
  enable_short_term: true,
  learning_steps: ['1d', '1d'],
  relearning_steps: ['1d'],
  // Passages learned on one day spread over the days around their due day instead of all falling on one.
  enable_fuzz: true,
});

const RATINGS: Record<RevisionGrade, Grade> = { AGAIN: Rating.Again, HARD: Rating.Hard, GOOD: Rating.Good };

export type Memory = Pick<Card, 'due' | 'stability' | 'difficulty' | 'reps' | 'lapses' | 'state'> & {
  learningSteps: number;
  lastReview: Date;
};
export type Review = { grade: RevisionGrade; reviewedAt: Date };

const asCard = ({ learningSteps, lastReview, ...memory }: Memory): Card => ({
  ...memory,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: learningSteps,
  last_review: lastReview,
});

const asMemory = (card: Card, reviewedAt: Date): Memory => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  learningSteps: card.learning_steps,
  lastReview: reviewedAt,
});

/** The chance (0..1) the child still knows the passage at `at`. */
export function recallAt(memory: Memory, at: Date): number {
  return scheduler.get_retrievability(asCard(memory), at, false);
}

/** The memory after one more review; the first review of a passage is its learning. */
export function review(memory: Memory | null, { grade, reviewedAt }: Review): Memory {
  const card = memory ? asCard(memory) : createEmptyCard(reviewedAt);
  return asMemory(scheduler.next(card, reviewedAt, RATINGS[grade]).card, reviewedAt);
}

/** The memory after all its reviews, oldest first, each with the recall expected just before it. */
export function replay(reviews: Review[]): { memory: Memory; recallBefore: (number | null)[] } {
  let memory: Memory | null = null;
  const recallBefore: (number | null)[] = [];
  for (const each of reviews) {
    recallBefore.push(memory ? recallAt(memory, each.reviewedAt) : null);
    memory = review(memory, each);
  }
  if (!memory) throw new Error('a passage is planned from at least its learning');
  return { memory, recallBefore };
}
