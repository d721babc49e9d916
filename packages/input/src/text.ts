import { z } from 'zod';

/**
 * One policy for every text a person types, by kind of field, applied where input enters the server:
 * Unicode normalised to NFC, and characters that make no sense in that kind of field refused.
 */
export type TextKind =
  /** A person's name or a relation: one line with at least one letter. */
  | 'name'
  /** Any other one-line field: an address, a favourite, a title. */
  | 'one-line'
  | 'username'
  /** Messages, about me, comments: line breaks and tabs allowed. */
  | 'free-text';

/** Why a text was refused; the web app has a sentence for each (common: text-problems). */
export const TEXT_PROBLEMS = [
  'line-break',
  'control-characters',
  'invisible-characters',
  'broken-characters',
  'no-letters',
] as const;
export type TextProblem = (typeof TEXT_PROBLEMS)[number];

export type CheckedText = { ok: true; text: string } | { ok: false; problem: TextProblem };

/** Halves of a character (lone surrogates) and the replacement character that broken UTF-8 decodes to. */
const BROKEN = /[\p{Cs}\uFFFD]/u;
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/u;
/** Control characters but the line breaks and tabs of free text (one-line fields refuse line breaks before). */
const CONTROL_BUT_LINES = /(?![\n\r\t])\p{Cc}/u;
/**
 * Format and other invisible characters (right-to-left overrides, zero-width spaces, fillers): they hide or
 * reorder what a reader sees. The joiners and variation selectors that scripts and emoji need stay, and so do the
 * direction marks (LRM, RLM, the Arabic letter mark) that a parent mixing Arabic and Dutch in a message types.
 */
const INVISIBLE = /(?!\u200C|\u200D|[\uFE00-\uFE0F]|\u200E|\u200F|\u061C)[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** In one line (a name, a username, an address) a direction mark only hides what a reader sees. */
const DIRECTION_MARK = /[\u200E\u200F\u061C]/u;
const LETTER = /\p{L}/u;
const SPACES = /[\p{Zs}\t]+/gu;

/** What no text of any kind may hold: broken characters, control characters but line breaks and tabs, invisibles. */
export function problemInAnyText(value: string): TextProblem | null {
  if (BROKEN.test(value)) return 'broken-characters';
  if (CONTROL_BUT_LINES.test(value)) return 'control-characters';
  if (INVISIBLE.test(value)) return 'invisible-characters';
  return null;
}

/** Normalises and checks one text of the given kind: the text to store, or why it cannot be stored. */
export function checkText(value: string, kind: TextKind): CheckedText {
  const normalised = value.normalize('NFC').replace(/\r\n?/g, '\n');
  if (kind !== 'free-text' && LINE_BREAK.test(normalised)) return { ok: false, problem: 'line-break' };
  const problem = problemInAnyText(normalised);
  if (problem) return { ok: false, problem };
  if (kind !== 'free-text' && DIRECTION_MARK.test(normalised)) return { ok: false, problem: 'invisible-characters' };
  const text = kind === 'free-text' ? normalised.trim() : normalised.replace(SPACES, ' ').trim();
  if (kind === 'name' && text !== '' && !LETTER.test(text)) return { ok: false, problem: 'no-letters' };
  return { ok: true, text };
}

/** A zod string of the given kind: normalised, or refused with the problem as the issue's message. */
export function textOf(kind: TextKind) {
  return z.string().transform((value, context) => {
    const checked = checkText(value, kind);
    if (checked.ok) return checked.text;
    context.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  });
}
