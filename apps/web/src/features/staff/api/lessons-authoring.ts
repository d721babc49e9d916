import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetStaffLessonQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import type { Localized } from '../../../lib/localized.ts';
import { staffScope } from '../../../lib/query-keys.ts';
import { useStaffChange } from './staff-change.ts';

/** A lesson as the content pack writes it (packages/content/FORMAT.md): what the editor edits. */
export type LessonTexts = {
  sequence: number;
  surah: number;
  name: Localized;
  label: Localized;
  description: Localized;
  content: Localized;
  tips: Localized;
  vimeo_url: string | null;
  pronunciation?: Localized[];
  words: { word: string; meaning: Localized }[];
  quiz: { question: Localized; options: Localized[]; answer: number }[];
};

export const getStaffLessons = graphql(`
  query getStaffLessons {
    staffLessons { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }
  }
`);

export const getStaffLesson = graphql(`
  query getStaffLesson($lessonId: ID!) {
    staffLesson(lessonId: $lessonId) {
      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }
      lesson imageUrl surahWords
      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }
      versions { version publishedAt publishedBy changedFields }
    }
  }
`);

export const getStaffNewLesson = graphql(`
  query getStaffNewLesson($surah: Int!) {
    staffNewLesson(surah: $surah) {
      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }
      lesson imageUrl surahWords
      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }
      versions { version publishedAt publishedBy changedFields }
    }
  }
`);

export const getQuranSurahs = graphql(`
  query getQuranSurahs {
    quranSurahs { number name meaning verseCount }
  }
`);

export const saveLessonDraft = graphql(`
  mutation saveLessonDraft($lessonId: ID, $lesson: JSON!) {
    saveLessonDraft(lessonId: $lessonId, lesson: $lesson) { id hasDraft }
  }
`);

export const publishLesson = graphql(`
  mutation publishLesson($lessonId: ID!) {
    publishLesson(lessonId: $lessonId) { id version }
  }
`);

export const discardLessonDraft = graphql(`
  mutation discardLessonDraft($lessonId: ID!) {
    discardLessonDraft(lessonId: $lessonId) { id }
  }
`);

export const restoreLessonVersion = graphql(`
  mutation restoreLessonVersion($lessonId: ID!, $version: Int!) {
    restoreLessonVersion(lessonId: $lessonId, version: $version) { id version }
  }
`);

export const getContentSources = graphql(`
  query getContentSources {
    contentSources { key kind name notice licence url importedAt }
  }
`);

export const recordRecitationCredit = graphql(`
  mutation recordRecitationCredit($name: String!, $notice: String!, $licence: String!) {
    recordRecitationCredit(name: $name, notice: $notice, licence: $licence) { key }
  }
`);

const authoringScope = () => [...staffScope(), 'authoring'] as const;

export const staffLessonsQuery = () =>
  queryOptions({
    queryKey: [...authoringScope(), 'lessons'],
    queryFn: () => request(getStaffLessons),
    select: (data) => data.staffLessons,
  });

/** What the editor shows: the lesson in the pack's format, its verses and history. */
export type EditorData = Omit<GetStaffLessonQuery['staffLesson'], 'lesson'> & { lesson: LessonTexts };

/** A saved lesson's editor, or a new lesson's for a surah. */
export const lessonEditorQuery = (lessonId: string | null, surah: number) =>
  queryOptions({
    queryKey: [...authoringScope(), 'lesson', lessonId ?? `new-${surah}`],
    queryFn: async () =>
      lessonId
        ? (await request(getStaffLesson, { lessonId })).staffLesson
        : (await request(getStaffNewLesson, { surah })).staffNewLesson,
    select: (data): EditorData => ({ ...data, lesson: data.lesson as LessonTexts }),
  });

export const quranSurahsQuery = () =>
  queryOptions({
    queryKey: ['quran-surahs'],
    queryFn: () => request(getQuranSurahs),
    select: (data) => data.quranSurahs,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const contentSourcesQuery = () =>
  queryOptions({
    queryKey: [...authoringScope(), 'sources'],
    queryFn: () => request(getContentSources),
    select: (data) => data.contentSources,
  });

export const useSaveLessonDraft = (lessonId: string | null) =>
  useStaffChange((lesson: LessonTexts) => request(saveLessonDraft, { lessonId, lesson }));
export const usePublishLesson = () => useStaffChange((lessonId: string) => request(publishLesson, { lessonId }));
export const useDiscardLessonDraft = () =>
  useStaffChange((lessonId: string) => request(discardLessonDraft, { lessonId }));
export const useRestoreLessonVersion = (lessonId: string) =>
  useStaffChange((version: number) => request(restoreLessonVersion, { lessonId, version }));
export const useRecordRecitationCredit = () =>
  useStaffChange((credit: { name: string; notice: string; licence: string }) =>
    request(recordRecitationCredit, credit),
  );
