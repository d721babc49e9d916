import { z } from 'zod';

// The addresses of the API's HTTP routes, checked by the route guard (apps/api/src/route-guard.ts) before the route
// runs: a path that does not fit names nothing (404), a query that does not fit is refused (400).

/** `{userChildId}.pdf` or `{userChildId}.json`: a child's own file; gives the child's id. */
export const childFileParams = (extension: 'pdf' | 'json') =>
  z
    .object({ file: z.string().regex(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`, 'i')) })
    .transform(({ file }) => ({ childId: file.slice(0, 36) }));

/** The language a document is made in; anything else is Dutch, the default language. */
export const documentLanguageQuery = z.object({ lang: z.enum(['nl', 'en']).catch('nl') });

/** The staff's subscriptions CSV: what the page searched for (at most 200 characters) and the status it shows. */
export const subscriptionsCsvQuery = z.object({
  search: z
    .string()
    .catch('')
    .transform((search) => search.slice(0, 200)),
  status: z.enum(['ACTIVE', 'ENDING', 'ENDED']).nullable().catch(null),
});

/** A path naming one thing by its id (`/recordings/:userChildId`); the route's own check says whether it exists. */
export const idParams = <Name extends string>(name: Name) =>
  z.object({ [name]: z.string().min(1).max(100) } as { [Key in Name]: z.ZodString });

/** The weekly letter's unsubscribe link: a random token, without which it names no one. */
export const letterTokenQuery = z.object({ token: z.string().max(100).catch('') });

/** A path naming a course group by its number (`/staff/groups/:courseGroupId/…`); anything else names none. */
export const groupParams = z.object({ courseGroupId: z.string().regex(/^[1-9]\d{0,8}$/) });
