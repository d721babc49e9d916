import { problemInAnyText, type TextProblem } from '@koran-kids/input';
import { GraphQLError, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';

type Found = { field: string; problem: TextProblem };

/**
 * Every text in the variables, normalised to NFC, with the first field (however deeply nested) whose text no field
 * may hold. Each service then applies the rules of its field's kind (@koran-kids/input checkText).
 */
function normaliseTexts(value: unknown, name: string, found: { first: Found | null }): unknown {
  if (typeof value === 'string') {
    const problem = problemInAnyText(value);
    if (problem) found.first ??= { field: name, problem };
    return value.normalize('NFC');
  }
  if (Array.isArray(value)) return value.map((item) => normaliseTexts(item, name, found));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normaliseTexts(inner, key, found)]));
}

type Document = Parameters<typeof visit>[0];
/** Per parsed document (Yoga keeps one per persisted operation): its texts are read once, not on every request. */
const documentProblems = new WeakMap<Document, TextProblem | null>();

/** A text written into the document itself that no field may hold. */
function problemInDocument(document: Document): TextProblem | null {
  const known = documentProblems.get(document);
  if (known !== undefined) return known;
  let problem: TextProblem | null = null;
  visit(document, {
    [Kind.STRING]: (node) => {
      problem ??= problemInAnyText(node.value);
    },
  });
  documentProblems.set(document, problem);
  return problem;
}

/** The text policy at the edge of GraphQL: before any resolver, texts are normalised, and unreadable ones refused. */
export const applyTextPolicy: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const found: { first: Found | null } = { first: null };
    args.variableValues = normaliseTexts(args.variableValues ?? {}, 'text', found) as Record<string, unknown>;
    const inDocument = problemInDocument(args.document);
    const refused = found.first ?? (inDocument ? { field: 'text', problem: inDocument } : null);
    if (refused) {
      setResultAndStopExecution({
        errors: [
          new GraphQLError('a text holds characters that are not allowed', {
            extensions: { code: 'BAD_INPUT', problems: { [refused.field]: refused.problem } },
          }),
        ],
      });
    }
  },
};
