import type { Bilingual } from '@koran-kids/db/schema';
import { FAVOURITE_FIELDS } from '@koran-kids/input/forms/favourites';
import type { ChildProfileShape } from '../family/children.ts';
import type { Favourites } from '../family/favourites.ts';
import type { PincodeCheck } from '../family/pincode.ts';
import { builder } from './builder.ts';

/** A text the institute wrote, in both languages; the client shows the interface language's. */
export const LocalizedText = builder.objectRef<Bilingual>('LocalizedText').implement({
  fields: (t) => ({ nl: t.exposeString('nl'), en: t.exposeString('en') }),
});

/** The institute's staff: a teacher, or an administrator. */
export const StaffKindEnum = builder.enumType('StaffKind', {
  values: { TEACHER: { value: 'teacher' }, ADMINISTRATOR: { value: 'administrator' } } as const,
});

/** A child profile as its own family sees it. */
export const ChildProfile = builder.objectRef<ChildProfileShape>('ChildProfile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username', { description: 'How friends find the child; never changes.' }),
    name: t.exposeString('name', { description: 'Name or callsign, shown under the avatar.' }),
    avatar: t.exposeString('avatar'),
    gender: t.exposeString('gender'),
    dateOfBirth: t.field({ type: 'Date', resolve: (child) => child.dateOfBirth }),
    stars: t.exposeInt('stars', { description: 'Finished lessons; the target is 20.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (child) => child.createdAt }),
    openProfile: t.exposeBoolean('openProfile', { description: 'Whether other children can find this child.' }),
    spaciousReading: t.exposeBoolean('spaciousReading', {
      description: '"Ruim lezen": larger, wider-spaced Arabic and a Latin font made for reading.',
    }),
  }),
});

export type PincodeResultShape = PincodeCheck & { parentAreaOpenUntil: Date | null };

export const PincodeResult = builder.objectRef<PincodeResultShape>('PincodeResult').implement({
  fields: (t) => ({
    isCorrect: t.exposeBoolean('isCorrect'),
    attemptsLeft: t.exposeInt('attemptsLeft', { description: 'Wrong tries left before a 15-minute wait.' }),
    lockedUntil: t.field({ type: 'DateTime', nullable: true, resolve: (result) => result.lockedUntil }),
    parentAreaOpenUntil: t.field({ type: 'DateTime', nullable: true, resolve: (result) => result.parentAreaOpenUntil }),
  }),
});

/** A child's favourites and about-me: its own family sees them, other children only as accepted friends. */
export const FavouritesRef = builder.objectRef<Favourites>('Favourites').implement({
  fields: (t) => ({
    ...Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, t.exposeString(field, { nullable: true })])),
    aboutMe: t.exposeString('aboutMe', { nullable: true }),
  }),
});

export const VerseTranslation = builder.objectRef<{ en: string; nl?: string }>('VerseTranslation').implement({
  description: 'English from quran-json; Dutch only when the institute imported a translation.',
  fields: (t) => ({
    en: t.exposeString('en'),
    nl: t.string({ nullable: true, resolve: (translation) => translation.nl ?? null }),
  }),
});

export const WordTimingRef = builder.objectRef<[number, number]>('WordTiming').implement({
  description: "When one word of a verse is said in the verse's recitation.",
  fields: (t) => ({
    startMs: t.int({ resolve: ([startMs]) => startMs }),
    endMs: t.int({ resolve: ([, endMs]) => endMs }),
  }),
});

type Timed = { attachmentKey: string | null; wordTimings: [number, number][] | null; wordTimingsFor: string | null };

/** A verse's word timings, only while they belong to the recitation it has now (a new recording makes them stale). */
export const wordTimingsOf = (verse: Timed) =>
  verse.attachmentKey !== null && verse.wordTimingsFor === verse.attachmentKey ? verse.wordTimings : null;
