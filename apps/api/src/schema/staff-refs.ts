import { type PublicationState, TEACHER_TEXT_KINDS } from '@koran-kids/db/schema';
import { builder } from './builder.ts';

// The staff area's shared GraphQL shapes and argument scopes.

export const TeacherTextKindEnum = builder.enumType('TeacherTextKind', {
  description: 'A text a child addresses to the teacher.',
  values: TEACHER_TEXT_KINDS,
});

export const PublicationStateEnum = builder.enumType('PublicationState', {
  values: { DRAFT: { value: 'draft' }, PUBLISHED: { value: 'published' }, WITHDRAWN: { value: 'withdrawn' } } as const,
});

/** What a publish or withdraw may set; a draft is only ever new. */
export const PublicationChangeEnum = builder.enumType('PublicationChange', {
  values: { PUBLISHED: { value: 'published' }, WITHDRAWN: { value: 'withdrawn' } } as const,
});
export type PublicationChange = Exclude<PublicationState, 'draft'>;

export { groupScope, teacherOfChildScope } from './scopes.ts';

export const administratorScope = { administrator: true } as const;
