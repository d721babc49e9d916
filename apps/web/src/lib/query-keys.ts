/*
 * The cache's scopes, each written once. A query's key starts with its scope, and a change reads a whole scope
 * again (or drops it) by the same function, so a key and the invalidation meant to reach it cannot drift apart.
 * Inside a scope each query factory adds its own last parts.
 */

/** Who is here: read once per page load, kept when a 401 drops everything else. */
export const sessionScope = () => ['session'] as const;

/** The signed-in parent's pincode state and parent-area window (`viewer`). */
export const userScope = () => ['user'] as const;

/** The course's sources and their licences (the public credits page): the same for everyone. */
export const creditsScope = () => ['credits'] as const;

/** The family's subscription, its profiles and the institute's settings. */
export const subscriptionScope = () => ['subscription'] as const;

/** The subscription's period and room for profiles. */
export const availabilityScope = () => ['availability'] as const;

/** The parent's own account; outside `parentScope`, so a change to a child does not read it again. */
export const parentAccountScope = () => ['parent-account'] as const;

/** Everything the parent area shows: a change to a child reads all of it again. */
export const parentScope = () => ['parent'] as const;

/** The parent area's pages about one child. */
export const parentChildScope = (userChildId: string) => [...parentScope(), 'child', userChildId] as const;

/** Everything a child's own pages show about the child: read again after a change, dropped with the profile. */
export const childScope = (userChildId: string) => ['child', userChildId] as const;

/** The child's profile: My profile, and the parent's edit page below it. */
export const childProfileScope = (userChildId: string) => [...childScope(userChildId), 'profile'] as const;

/** The child's friends, requests and searches: every change to a request reads them all again. */
export const childFriendsScope = (userChildId: string) => [...childScope(userChildId), 'friends'] as const;

/** The child's inbox and its unread count. */
export const childMessagesScope = (userChildId: string) => [...childScope(userChildId), 'messages'] as const;

/** The library's lists for the child. */
export const childLibraryScope = (userChildId: string) => [...childScope(userChildId), 'library'] as const;

/** The child's final steps, with the test's questions and the certificate below them. */
export const childFinalStepsScope = (userChildId: string) => [...childScope(userChildId), 'final-steps'] as const;

/** The child's passages learned by heart, the parents' revision plan and the days revised. */
export const childRevisionScope = (userChildId: string) => [...childScope(userChildId), 'revision'] as const;

/** The child's homework, as the child and its parents see it: a hand-in or a recording reads it again. */
export const childHomeworkScope = (userChildId: string) => [...childScope(userChildId), 'homework'] as const;

/** What this device keeps for offline use (lessons saved, progress waiting): read from the device, not the server. */
export const deviceScope = () => ['device'] as const;

/** Everything the institute's staff area shows: a change there reads it all again, also after a role switch. */
export const staffScope = () => ['staff'] as const;

/** The staff area's pages about one course group. */
export const staffGroupScope = (courseGroupId: string) => [...staffScope(), 'group', courseGroupId] as const;

/** The staff area's lessons, their editor and the content sources. */
export const staffAuthoringScope = () => [...staffScope(), 'authoring'] as const;

/** The Quran's own text and list of surahs: the same for everyone, never changed by anyone. */
export const quranScope = () => ['quran'] as const;
