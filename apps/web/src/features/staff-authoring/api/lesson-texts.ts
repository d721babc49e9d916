import type { GetStaffLessonQuery } from '../../../gql/graphql.ts';
import type { Localized } from '../../../lib/localized.ts';

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

/** What the editor shows: the lesson in the pack's format, its verses and history. */
export type EditorData = Omit<GetStaffLessonQuery['staffLesson'], 'lesson'> & { lesson: LessonTexts };
