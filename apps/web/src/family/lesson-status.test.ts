import { describe, expect, it } from 'vitest';
import { lessonStatus, nextLessonOf } from './lesson-status.ts';

const lesson = (overrides: Partial<Parameters<typeof lessonStatus>[0]> = {}) => ({
  finished: false,
  isLocked: false,
  lockReason: null,
  percentage: 0,
  ...overrides,
});

describe('a lesson status', () => {
  it('calls an opened lesson without a task done not started, however often it was opened', () => {
    expect(lessonStatus(lesson())).toBe('not-started');
    expect(lessonStatus(lesson({ percentage: 25 }))).toBe('in-progress');
    expect(lessonStatus(lesson({ percentage: 100, finished: true }))).toBe('finished');
  });

  it('tells a lesson waiting for the parent from one locked behind an unfinished lesson', () => {
    expect(lessonStatus(lesson({ isLocked: true, lockReason: 'WAITING_FOR_PARENT' }))).toBe('waiting-for-parent');
    expect(lessonStatus(lesson({ isLocked: true, lockReason: 'PREVIOUS_NOT_FINISHED' }))).toBe('locked');
  });

  it('names the first unfinished lesson as the next, and none once the course is done', () => {
    const lessons = [lesson({ finished: true }), lesson({ isLocked: true }), lesson()];
    expect(nextLessonOf(lessons)).toBe(lessons[1]);
    expect(nextLessonOf([lesson({ finished: true })])).toBeUndefined();
  });
});
