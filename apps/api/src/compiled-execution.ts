import { useGraphQlJit } from '@envelop/graphql-jit';
import { GraphQLError, getOperationAST, getVariableValues } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Answered with 400 and left out of the answer's body, as Yoga's own executor marks what the client got wrong. */
const asRequestError = (error: GraphQLError) =>
  new GraphQLError(error.message, { nodes: error.nodes, extensions: { http: { status: 400 } } });

/** Variables that do not fit their types are refused before anything runs, with 400 and GraphQL's message. */
const refuseBadVariables: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation?.variableDefinitions?.length) return;
    const coerced = getVariableValues(args.schema, operation.variableDefinitions, args.variableValues ?? {});
    if (coerced.errors) setResultAndStopExecution({ errors: coerced.errors.map(asRequestError) });
  },
};

/**
 * Each document compiled once into plain functions (graphql-jit) instead of graphql-js visiting every field of
 * every request: a child's lessons are ~700 fields (docs/quality.md, issue 25). graphql-jit would answer wrong
 * variables with 200, so they are checked first, as Yoga's own executor checks them.
 */
export const compiledExecution = () => [refuseBadVariables, useGraphQlJit()];
