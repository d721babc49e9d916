import { GraphQLError } from 'graphql';

/** Stable codes of expected failures; the web app translates each (errors.<code> in common). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'PARENT_AREA_REQUIRED'
  | 'SUBSCRIPTION_EXPIRED'
  | 'NOT_FOUND'
  | 'BAD_INPUT'
  | 'USERNAME_TAKEN'
  | 'PROFILE_LIMIT_REACHED'
  | 'PINCODE_REQUIRED'
  | 'PINCODE_WRONG'
  | 'PINCODE_LOCKED'
  | 'LESSON_LOCKED'
  | 'LESSON_NOT_READY';

/** An expected failure the client can show: a code, and per field what is wrong. */
export function fail(code: ErrorCode, message: string, details: Record<string, unknown> = {}): never {
  throw new GraphQLError(message, { extensions: { code, ...details } });
}
