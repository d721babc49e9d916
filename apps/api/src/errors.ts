import type { ErrorCode } from '@koran-kids/protocol';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** An expected failure the client can show: a code, and per field what is wrong. */
export function fail(code: ErrorCode, message: string, details: Record<string, unknown> = {}): never {
  throw new GraphQLError(message, { extensions: { code, ...details } });
}

/** The input as the schema parses it, or BAD_INPUT with, per field, the code of what is wrong. */
export function parseOrFail<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  message: string,
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path.at(-1)), issue.message]));
  return fail('BAD_INPUT', message, { problems });
}

/** A PostgreSQL unique violation, also when a driver or Drizzle wrapped it. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'cause' in error
    ? isUniqueViolation(error.cause)
    : (error as { code?: string } | null)?.code === '23505';
