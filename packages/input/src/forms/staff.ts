import { z } from 'zod';
import { calendarDay } from '../calendar-day.ts';
import { textOf } from '../text.ts';

// What staff write: checked the same way in the staff pages and by the API.

export const STAFF_TEXT_LIMITS = {
  title: 120,
  description: 2000,
  fact: 600,
  reply: 2000,
  reason: 300,
  inboxSearch: 100,
} as const;

const oneLine = (max: number) => textOf('one-line').pipe(z.string().min(1, 'required').max(max, 'too-long'));
const freeText = (max: number) => textOf('free-text').pipe(z.string().min(1, 'required').max(max, 'too-long'));

/**
 * An announcement for a course group: title and text in both languages, the day families first see it and, for one
 * about a date, the last day they see it (empty: until it is taken back).
 */
export const announcementInput = z
  .object({
    titleNl: oneLine(STAFF_TEXT_LIMITS.title),
    titleEn: oneLine(STAFF_TEXT_LIMITS.title),
    descriptionNl: freeText(STAFF_TEXT_LIMITS.description),
    descriptionEn: freeText(STAFF_TEXT_LIMITS.description),
    publishOn: calendarDay,
    showUntil: z.union([z.literal(''), calendarDay]).nullish(),
  })
  .refine((input) => !input.showUntil || input.showUntil >= input.publishOn, {
    path: ['showUntil'],
    message: 'show-until-before-publish',
  });

/** A weekly fact in both languages, and the day it may first be shown. */
export const weeklyFactInput = z.object({
  messageNl: freeText(STAFF_TEXT_LIMITS.fact),
  messageEn: freeText(STAFF_TEXT_LIMITS.fact),
  publishOn: calendarDay,
});

/** A teacher's answer to a child's text: plain text, like every other text a child reads. */
export const teacherReplyInput = z.object({ message: freeText(STAFF_TEXT_LIMITS.reply) });

export const SUBSCRIPTION_EXTEND_MAX_DAYS = 3660;

/** Extending a subscription by a number of days, with the reason kept in the audit. */
export const extendSubscriptionInput = z.object({
  days: z.number().int('range').min(1, 'range').max(SUBSCRIPTION_EXTEND_MAX_DAYS, 'range'),
  reason: oneLine(STAFF_TEXT_LIMITS.reason),
});

/** Ending a subscription now, with the reason kept in the audit. */
export const endSubscriptionInput = z.object({ reason: oneLine(STAFF_TEXT_LIMITS.reason) });

/** Who recites the verse recitations an administrator uploads, with their notice and licence (the credits page). */
export const recitationCreditInput = z.object({
  name: oneLine(STAFF_TEXT_LIMITS.title),
  notice: freeText(STAFF_TEXT_LIMITS.description),
  licence: oneLine(STAFF_TEXT_LIMITS.reason),
});

/** A worksheet's title in both languages, as the library lists it (sent with the pdf). */
export const worksheetTitleInput = z.object({
  titleNl: oneLine(STAFF_TEXT_LIMITS.title),
  titleEn: oneLine(STAFF_TEXT_LIMITS.title),
});
