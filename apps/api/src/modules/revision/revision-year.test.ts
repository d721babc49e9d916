import { createDemoDatabase } from '@koran-kids/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateYear, type YearFigures } from './year-simulation.ts';

describe('a school year of revision, through the real service and scheduler', () => {
  let figures: YearFigures;
  const close: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const database = await createDemoDatabase('pglite');
    close.push(() => database.close());
    figures = await simulateYear(database.db, {
      minutesPerDay: 10,
      daysPerWeek: 5,
      start: new Date('2026-09-01T07:00:00Z'),
      days: 300,
      seed: 2026,
    });
    console.info(JSON.stringify({ ...figures, passages: undefined }));
  }, 120_000);
  afterAll(() => Promise.all(close.map((each) => each())));

  it('learns 20 surahs and never asks more than the 10 minutes a day the parents chose', () => {
    expect(figures.learned).toBe(20);
    expect(figures.minutesPerDay.max).toBeLessThanOrEqual(10);
  });

  it('ends the year with every passage revised and expected to be recalled at 85 % or more', () => {
    for (const passage of figures.passages) {
      expect(passage.revisions, `lesson ${passage.lessonId}`).toBeGreaterThan(0);
      expect(passage.recallAtEnd, `lesson ${passage.lessonId}`).toBeGreaterThanOrEqual(0.85);
    }
  });
});
