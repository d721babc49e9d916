import { z } from 'zod';
import { textOf } from '../text.ts';

export const ABOUT_ME_MAX_LENGTH = 2000;

/** "Tell something about yourself": free text, required. */
export const ABOUT_ME = textOf('free-text').pipe(z.string().min(1, 'required').max(ABOUT_ME_MAX_LENGTH, 'too-long'));

/** The child's text about itself for the teacher (upsertUsersChildDetails). */
export const aboutMeText = z.object({ text: ABOUT_ME });
