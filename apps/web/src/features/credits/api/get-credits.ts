import { queryOptions } from '@tanstack/react-query';
import { OfflineError } from '../../../lib/graphql-client.ts';
import { creditsScope } from '../../../lib/query-keys.ts';

export type CreditSource = {
  key: string;
  kind: string;
  name: string;
  notice: string;
  licence: string;
  url: string | null;
};

/** Every source of the course with its licence, as the imports recorded them (no sign-in: `GET /credits.json`). */
async function readCredits(): Promise<CreditSource[]> {
  const response = await fetch('/credits.json').catch(() => {
    throw new OfflineError();
  });
  if (!response.ok) throw new Error(`the credits answered ${response.status}`);
  return ((await response.json()) as { sources: CreditSource[] }).sources;
}

export const creditsQuery = () => queryOptions({ queryKey: creditsScope(), queryFn: readCredits });
