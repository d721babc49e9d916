import { z } from 'zod';

/**
 * The family pincode: 4 to 6 digits, kept as typed end to end (DECISIONS: Locks and unlocking). "0123" is a
 * pincode of its own, never the number 123; "123", "1234567" and "12a4" are no pincode at all ('format').
 */
export const PINCODE = /^[0-9]{4,6}$/;
export const PINCODE_MAX_LENGTH = 6;

/** One typed pincode: the field both the browser's forms and every server argument check. */
export const pincode = z.string().regex(PINCODE, 'format');

/** One pincode to enter: the parent-area gate, a lesson's unlock (validatePincode, unlockLessonWithPincode). */
export const pincodeEntry = z.object({ pincode });

/** A new pincode typed twice, the same both times ('mismatch' on the repeat). */
export const newPincode = z
  .object({ pincode, repeat: z.string() })
  .refine(({ pincode, repeat }) => pincode === repeat, { message: 'mismatch', path: ['repeat'] });

/** Changing the pincode in the parent area: the current one, then the new one twice. */
export const pincodeChange = z
  .object({ current: pincode, next: pincode, repeat: z.string() })
  .refine(({ next, repeat }) => next === repeat, { message: 'mismatch', path: ['repeat'] });
