import { z } from 'zod';

export const ANSWER_MAX_LENGTH = 1000;
export const FINAL_MESSAGE_MAX_LENGTH = 2000;

/** One answer of the final test, trimmed: required, at most ANSWER_MAX_LENGTH characters. */
export const FINAL_ANSWER = z.string().trim().min(1, 'required').max(ANSWER_MAX_LENGTH, 'too-long');

/** An answer to one question of the final test (upsertFinalTestResult). */
export const finalAnswer = z.object({ result: FINAL_ANSWER });

/** The child's last words to the teacher, trimmed: required, at most FINAL_MESSAGE_MAX_LENGTH characters. */
export const FINAL_MESSAGE = z.string().trim().min(1, 'required').max(FINAL_MESSAGE_MAX_LENGTH, 'too-long');

/** The final message (sendFinalMessage). */
export const finalMessageInput = z.object({ finalMessage: FINAL_MESSAGE });

/** The final message as the child's form holds it, under `text` like "about me" (FinalTextForm). */
export const finalMessageText = z.object({ text: FINAL_MESSAGE });
