import { z } from 'zod';
import { textOf } from '../text.ts';

export const PARENT_MESSAGE_LIMITS = { title: 100, message: 2000 } as const;

/** A message from the parent to one child (insertMessage): both texts required, within their limits. */
export const parentMessage = z.object({
  title: textOf('one-line').pipe(z.string().min(1, 'required').max(PARENT_MESSAGE_LIMITS.title, 'too-long')),
  message: textOf('free-text').pipe(z.string().min(1, 'required').max(PARENT_MESSAGE_LIMITS.message, 'too-long')),
});
