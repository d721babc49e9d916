import { API_VERSION } from '@koran-kids/protocol';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
type Data = Record<string, any>;
type Answer = { data: Data; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A GraphQL request as the page's own session sends it (its cookies), with the whole answer. */
export async function graphqlAnswer(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', {
    headers: { 'api-version': API_VERSION, 'content-type': 'application/json' },
    data: { query, variables },
  });
  return (await response.json()) as Answer;
}

/** The data of a GraphQL request that must succeed, as the page's own session sends it. */
export async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphqlAnswer(page, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** The name of the GraphQL operation a page's request sends, or null for any other request. */
export function operationOf(request: Request): string | null {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return null;
  const body: unknown = request.postDataJSON();
  const isOperation = body && typeof body === 'object' && 'operationName' in body;
  return isOperation && typeof body.operationName === 'string' ? body.operationName : null;
}

/** The GraphQL operations the page sends from now on, by name, each time it sends one. */
export function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const operation = operationOf(request);
    if (operation) sent.push(operation);
  });
  return sent;
}
