import { listContentSources } from '@koran-kids/content';
import type { Bilingual } from '@koran-kids/db/schema';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText, VerseTranslation, WordTimingRef, wordTimingsOf } from '../../schema/refs.ts';
import { administratorScope } from '../../schema/staff-refs.ts';
import { fileUrl } from '../library/library.service.ts';
import {
  discardLessonDraft,
  publishLessonDraft,
  restoreLessonVersion,
  saveLessonDraft,
  saveRecitationCredit,
} from './authoring.service.ts';
import { courseVerseKeys } from './content-files.service.ts';
import {
  lessonForAuthoring,
  lessonsForAuthoring,
  newLessonForAuthoring,
  quranSurahs,
} from './lesson-editor.service.ts';

type AuthoredLessonShape = {
  id: number;
  sequence: number;
  surahNumber: number | null;
  name: Bilingual;
  isPublished: boolean;
  hasDraft: boolean;
  draftSavedAt: Date | null;
  version: number | null;
  publishedAt: Date | null;
};

const authoredLessonFields = builder.objectRef<AuthoredLessonShape>('AuthoredLessonSummary');

const AuthoredLessonSummary = authoredLessonFields.implement({
  description: 'A lesson in the staff area: its place, whether children see it, whether a draft waits.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sequence: t.exposeInt('sequence'),
    surahNumber: t.exposeInt('surahNumber', { nullable: true }),
    name: t.field({ type: LocalizedText, resolve: (lesson) => lesson.name }),
    isPublished: t.exposeBoolean('isPublished'),
    hasDraft: t.exposeBoolean('hasDraft'),
    draftSavedAt: t.field({ type: 'DateTime', nullable: true, resolve: (lesson) => lesson.draftSavedAt }),
    version: t.exposeInt('version', { nullable: true, description: 'The published version children see.' }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (lesson) => lesson.publishedAt }),
  }),
});

type AuthoringVerseShape = {
  id: number;
  ayahNumber: number;
  verse: string;
  pronunciation: string;
  translation: { en: string; nl?: string };
  attachmentKey: string | null;
  wordTimings: [number, number][] | null;
  wordTimingsFor: string | null;
};

const AuthoringVerse = builder.objectRef<AuthoringVerseShape>('AuthoringVerse').implement({
  description: 'A verse as the editor shows it (never editable): Arabic, transliteration, translations, recitation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    ayahNumber: t.exposeInt('ayahNumber'),
    verse: t.exposeString('verse'),
    pronunciation: t.exposeString('pronunciation'),
    translation: t.field({ type: VerseTranslation, resolve: (verse) => verse.translation }),
    audioUrl: t.string({ nullable: true, resolve: (verse) => fileUrl(verse.attachmentKey) }),
    wordTimings: t.field({ type: [WordTimingRef], nullable: true, resolve: (verse) => wordTimingsOf(verse) }),
  }),
});

type LessonVersionShape = { version: number; publishedAt: Date; publishedBy: string; changedFields: string[] };

const LessonVersion = builder.objectRef<LessonVersionShape>('LessonVersion').implement({
  description: 'One publish of a lesson: who, when, which fields changed.',
  fields: (t) => ({
    version: t.exposeInt('version'),
    publishedAt: t.field({ type: 'DateTime', resolve: (item) => item.publishedAt }),
    publishedBy: t.exposeString('publishedBy'),
    changedFields: t.exposeStringList('changedFields'),
  }),
});

type AuthoringLessonShape = Awaited<ReturnType<typeof lessonForAuthoring>> | ReturnType<typeof newLessonForAuthoring>;

const AuthoringLesson = builder.objectRef<AuthoringLessonShape>('AuthoringLesson').implement({
  description: 'A lesson in the editor.',
  fields: (t) => ({
    summary: t.field({
      type: AuthoredLessonSummary,
      nullable: true,
      description: 'Null for a new lesson, before its first save.',
      resolve: (lesson) => lesson.summary,
    }),
    lesson: t.field({
      type: 'JSON',
      description: 'The lesson to edit, in the content pack format (FORMAT.md): the draft, else what children see.',
      resolve: (lesson) => lesson.lesson,
    }),
    imageUrl: t.string({ nullable: true, resolve: (lesson) => fileUrl(lesson.image) }),
    verses: t.field({ type: [AuthoringVerse], resolve: (lesson) => lesson.verses }),
    surahWords: t.field({
      type: ['String'],
      description: "The surah's words, as a lesson word must be one.",
      resolve: (lesson) => lesson.surahWords,
    }),
    versions: t.field({ type: [LessonVersion], resolve: (lesson) => lesson.versions }),
  }),
});

const QuranSurah = builder
  .objectRef<{ number: number; name: string; meaning: string; verseCount: number }>('QuranSurah')
  .implement({
    fields: (t) => ({
      number: t.exposeInt('number'),
      name: t.exposeString('name'),
      meaning: t.exposeString('meaning'),
      verseCount: t.exposeInt('verseCount'),
    }),
  });

builder.queryField('staffLessons', (t) =>
  t.field({
    type: [AuthoredLessonSummary],
    description: "The course's lessons in order, published or not, for an administrator.",
    authScopes: administratorScope,
    resolve: (_, __, context) => lessonsForAuthoring(context.db),
  }),
);

builder.queryField('staffLesson', (t) =>
  t.field({
    type: AuthoringLesson,
    args: { lessonId: t.arg.id({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) => lessonForAuthoring(context.db, parseId.lesson(args.lessonId)),
  }),
);

builder.queryField('staffNewLesson', (t) =>
  t.field({
    type: AuthoringLesson,
    description: "A new lesson's editor for a surah: its verses and words; nothing is saved until the first save.",
    args: { surah: t.arg.int({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args) => newLessonForAuthoring(args.surah),
  }),
);

builder.queryField('quranSurahs', (t) =>
  t.field({
    type: [QuranSurah],
    description: 'The 114 surahs, for a new lesson.',
    authScopes: administratorScope,
    resolve: () => quranSurahs(),
  }),
);

builder.queryField('courseVerseKeys', (t) =>
  t.stringList({
    description:
      "The course's verses as `surah:ayah`: the staff page sends a reciter's files of these only (the rest is refused).",
    authScopes: administratorScope,
    resolve: (_, __, context) => courseVerseKeys(context.db),
  }),
);

type ContentSourceShape = Awaited<ReturnType<typeof listContentSources>>[number];

const ContentSourceRef = builder.objectRef<ContentSourceShape>('ContentSource').implement({
  description: 'An imported source of the course, with its own notice and licence (the credits page).',
  fields: (t) => ({
    key: t.exposeString('key'),
    kind: t.exposeString('kind', {
      description: 'quran-text, transliteration, translation, recitation, word-timings or font.',
    }),
    name: t.exposeString('name'),
    notice: t.exposeString('notice'),
    licence: t.exposeString('licence'),
    url: t.exposeString('url', { nullable: true }),
    importedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When an import recorded it; null for what the app ships (the fonts).',
      resolve: (source) => source.importedAt,
    }),
  }),
});

builder.queryField('contentSources', (t) =>
  t.field({
    type: [ContentSourceRef],
    description: "Every source of the course, for the staff's credits page (the same list as /credits.json).",
    authScopes: administratorScope,
    resolve: (_, __, context) => listContentSources(context.db),
  }),
);

builder.mutationField('recordRecitationCredit', (t) =>
  t.field({
    type: ContentSourceRef,
    description: 'Who recites the uploaded recitations, with their notice and licence, for the credits page.',
    args: {
      name: t.arg.string({ required: true }),
      notice: t.arg.string({ required: true }),
      licence: t.arg.string({ required: true }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) => saveRecitationCredit(context.db, actorOf(context), args),
  }),
);

const actorOf = (context: { viewer: { userId: string } }) => ({ userId: context.viewer.userId });

builder.mutationField('saveLessonDraft', (t) =>
  t.field({
    type: AuthoredLessonSummary,
    description:
      'Saves a lesson as a draft (children see nothing yet); without lessonId a new lesson at the end of the ' +
      'course. Checked as a content pack checks it: BAD_INPUT names every mistake at its field.',
    args: { lessonId: t.arg.id(), lesson: t.arg({ type: 'JSON', required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) =>
      saveLessonDraft(context.db, actorOf(context), {
        lessonId: args.lessonId === null || args.lessonId === undefined ? null : parseId.lesson(args.lessonId),
        lesson: args.lesson,
      }),
  }),
);

builder.mutationField('publishLesson', (t) =>
  t.field({
    type: AuthoredLessonSummary,
    description: "Publishes the lesson's draft: children see it at once, their progress stays.",
    args: { lessonId: t.arg.id({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) => publishLessonDraft(context.db, actorOf(context), parseId.lesson(args.lessonId)),
  }),
);

builder.mutationField('discardLessonDraft', (t) =>
  t.field({
    type: AuthoredLessonSummary,
    args: { lessonId: t.arg.id({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) => discardLessonDraft(context.db, actorOf(context), parseId.lesson(args.lessonId)),
  }),
);

builder.mutationField('restoreLessonVersion', (t) =>
  t.field({
    type: AuthoredLessonSummary,
    description: 'Puts an earlier published version back: published again, as the newest version.',
    args: { lessonId: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) =>
      restoreLessonVersion(context.db, actorOf(context), {
        lessonId: parseId.lesson(args.lessonId),
        version: args.version,
      }),
  }),
);
