import { DrizzleQueryError } from 'drizzle-orm/errors';
import { GraphQLError } from 'graphql';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** A PostgreSQL error as the drivers throw it: its message and detail may quote the values sent. */
const isDatabaseError = (error: Error): error is Error & Record<string, unknown> => {
  const code: unknown = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/**
 * An error as the log may keep it: never the values of a statement or a request (a child's name, a message text).
 * A failed statement keeps its SQL (placeholders only) and the database's code; its parameters, the database's
 * message and detail, and the message of an unexpected GraphQL error (the failed statement's) are left out.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  if (error instanceof DrizzleQueryError) {
    return { type: 'DrizzleQueryError', query: error.query, cause: loggableError(error.cause) };
  }
  if (error instanceof GraphQLError) {
    return error.originalError
      ? { type: 'GraphQLError', path: error.path, originalError: loggableError(error.originalError) }
      : { type: 'GraphQLError', message: error.message, path: error.path, code: error.extensions.code };
  }
  if (isDatabaseError(error)) {
    const { code, routine, table, column, constraint } = error;
    return { type: error.name, code, routine, table, column, constraint };
  }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(error.cause === undefined ? {} : { cause: loggableError(error.cause) }),
  };
}

/**
 * The server's logger: structured, and errors only as `loggableError` keeps them. An error logged on its own gets a
 * fixed message, since pino would otherwise use the error's message (a failed statement's, with its values).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    serializers: { err: loggableError, error: loggableError },
    hooks: {
      logMethod(args, log) {
        const [first, ...rest] = args as unknown[];
        if (!(first instanceof Error)) return log.apply(this, args);
        const message = typeof rest[0] === 'string' ? rest[0] : 'unexpected error';
        return log.apply(this, [{ err: first }, message]);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
