import type { WordTiming } from '../../../../components/timed-words.ts';

/** A text the institute writes in both languages. */
export type Bilingual = { nl: string; en: string };

export type TaskVerse = {
  id: string;
  ayahNumber: number;
  verse: string;
  pronunciation: string;
  /** The course's child-readable pronunciation, where it has one. */
  simplePronunciation?: Bilingual | null;
  /** `nl` is null until a Dutch translation is imported; we never write one ourselves. */
  translation: { en: string; nl: string | null };
  audioUrl: string | null;
  /** When each word (the text split on spaces) is said in `audioUrl`, where the institute imported timings. */
  wordTimings?: WordTiming[] | null;
};

export type TaskWord = { id: string; word: string; meaning: Bilingual };

export type TaskQuizQuestion = { question: Bilingual; options: Bilingual[]; answer: number };

export type TaskProps = {
  /** Accomplished earlier: the task says so and can still be practised. */
  isDone: boolean;
  /** Called once when the child accomplishes the task; the parent saves the achievement. */
  onComplete: () => void;
};
