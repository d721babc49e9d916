import { z } from 'zod';
import { calendarDay } from '../calendar-day.ts';
import { textOf } from '../text.ts';

// Homework: what a teacher sets and how a teacher grades it, checked the same way in the staff pages and by the API.

export const HOMEWORK_TASKS = ['LISTEN', 'RECITE', 'LEARN_BY_HEART', 'REVISE'] as const;
export const HOMEWORK_LIMITS = { note: 500, gradeNote: 500, maxStars: 5 } as const;

const note = (max: number) => textOf('free-text').pipe(z.string().min(1, 'required').max(max, 'too-long'));

/**
 * Homework for the group, or for one of its children (`userChildId` empty: the whole group): a passage (a lesson),
 * what to do with it, the day it is due, and a note in both languages.
 */
export const homeworkInput = z.object({
  lessonId: z.string().min(1, 'required'),
  task: z.enum(HOMEWORK_TASKS, 'required'),
  dueOn: calendarDay,
  noteNl: note(HOMEWORK_LIMITS.note),
  noteEn: note(HOMEWORK_LIMITS.note),
  userChildId: z.string(),
});

/** A teacher's grade: 0 to 5 stars and a short note the child and its parents read. */
export const homeworkGradeInput = z.object({
  stars: z.number().int('range').min(0, 'range').max(HOMEWORK_LIMITS.maxStars, 'range'),
  note: note(HOMEWORK_LIMITS.gradeNote),
});
