import { z } from 'zod';
import { calendarDay } from '../calendar-day.ts';
import { textOf } from '../text.ts';

export const CHILD_NAME_MAX_LENGTH = 40;

/** A child's name: one line with a letter, at most 40 characters. */
export const CHILD_NAME = textOf('name').pipe(
  z.string().min(1, 'required').max(CHILD_NAME_MAX_LENGTH, 'name-too-long'),
);

const MIN_AGE_YEARS = 3;
const MAX_AGE_YEARS = 18;
const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

/** A new child profile (createUserChild). */
export const createChildInput = z.object({
  subscriptionId: z.string(),
  username: textOf('username').pipe(
    z
      .string()
      .min(3, 'username-too-short')
      .max(20, 'username-too-long')
      .regex(/^[\p{L}\p{N}_.-]+$/u, 'username-characters'),
  ),
  name: CHILD_NAME,
  gender: z.enum(['boy', 'girl']),
  dateOfBirth: calendarDay.refine(
    (value) => value <= yearsAgo(MIN_AGE_YEARS) && value >= yearsAgo(MAX_AGE_YEARS),
    'date-of-birth-range',
  ),
  avatar: z.string().regex(/^(boy|girl)-[1-8]$/, 'avatar-unknown'),
});
/** As the client sends it: every field a string, checked here. */
export type CreateChildInput = Record<keyof z.input<typeof createChildInput>, string>;

/** What a person fills in; the spec names the empty ones in one message before any other check. */
export const CREATE_CHILD_REQUIRED_FIELDS = ['username', 'name', 'gender', 'dateOfBirth', 'avatar'] as const;
export type CreateChildField = (typeof CREATE_CHILD_REQUIRED_FIELDS)[number];

/** The required fields left empty (or only spaces), in the form's order. */
export const missingChildFields = (input: Partial<Record<CreateChildField, unknown>>): CreateChildField[] =>
  CREATE_CHILD_REQUIRED_FIELDS.filter((field) => !String(input[field] ?? '').trim());
