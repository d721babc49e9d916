import { z } from 'zod';
import { textOf } from '../text.ts';

export const RELATION_MAX_LENGTH = 40;

/** The parent's relation to the children (mother, father, …): one line with a letter (updateRelationToKid). */
export const relationToKid = z.object({
  relationToKid: textOf('name').pipe(z.string().min(1, 'required').max(RELATION_MAX_LENGTH, 'too-long')),
});
