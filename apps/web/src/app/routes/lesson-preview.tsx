import { DEFAULT_LANGUAGE, isLanguage, isNamespace, type Language } from '@koran-kids/i18n/languages';
import { loadTexts } from '@koran-kids/i18n/load';
import { Image, Stack, Text, Title } from '@mantine/core';
import { createInstance, type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { Suspense, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import type { WordTiming } from '../../components/timed-words.ts';
import { OpenLesson, type OpenLessonData } from '../../features/lessons/components/open-lesson.tsx';
import type { LessonTexts } from '../../features/staff-authoring/api/lesson-texts.ts';
import { I18N_OPTIONS } from '../../lib/i18n-options.ts';
import { useLocalized } from '../../lib/localized.ts';

type PreviewVerse = {
  id: string;
  ayahNumber: number;
  verse: string;
  pronunciation: string;
  translation: { nl?: string | null; en: string };
  audioUrl?: string | null;
  wordTimings?: WordTiming[] | null;
};

const TASKS = ['LESSON', 'SOERAH', 'TRANSLATION', 'DICTIONARY', 'QUIZ'] as const;

/** One per language, made once: a render that waits for texts starts again, and must find the same one. */
const previewTexts = new Map<Language, I18n>();

/**
 * Texts in the preview's own language, apart from the staff area's: a second i18next without the language
 * detector, so previewing in English neither switches nor remembers the staff member's language.
 */
function textsIn(language: Language): I18n {
  const made = previewTexts.get(language);
  if (made) return made;
  const texts = createInstance();
  previewTexts.set(language, texts);
  void texts
    .use(
      resourcesToBackend((lng: string, namespace: string) =>
        loadTexts(isLanguage(lng) ? lng : DEFAULT_LANGUAGE, isNamespace(namespace) ? namespace : 'common'),
      ),
    )
    .init({ ...I18N_OPTIONS, lng: language, detection: undefined });
  return texts;
}

/** The lesson as a child will see it, from the editor's values as they are now, in either language. */
export function LessonPreview(props: { lesson: LessonTexts; verses: PreviewVerse[]; imageUrl: string | null }) {
  const { t } = useTranslation('staff-content');
  const [language, setLanguage] = useState<Language>('nl');
  const texts = textsIn(language);
  return (
    <Stack gap="md">
      <SegmentedChoice<Language>
        value={language}
        onChange={setLanguage}
        data={[
          { value: 'nl', label: t('language.nl') },
          { value: 'en', label: t('language.en') },
        ]}
        aria-label={t('preview.language')}
      />
      <div lang={language} className="staff-preview">
        <I18nextProvider i18n={texts}>
          <Suspense fallback={<LoadingScreen />}>
            <ChildLesson {...props} />
          </Suspense>
        </I18nextProvider>
      </div>
    </Stack>
  );
}

function ChildLesson({
  lesson,
  verses,
  imageUrl,
}: {
  lesson: LessonTexts;
  verses: PreviewVerse[];
  imageUrl: string | null;
}) {
  const { t } = useTranslation(['lessons', 'tasks']);
  const localized = useLocalized();
  const data: OpenLessonData = {
    id: 'preview',
    lessonNumber: lesson.sequence,
    finished: false,
    // Every task the lesson will have: watching only where there is a video.
    achievements: TASKS.filter((type) => type !== 'LESSON' || lesson.vimeo_url).map((type) => ({
      id: `preview-${type}`,
      type,
    })),
    content: {
      text: lesson.content,
      vimeoUrl: lesson.vimeo_url,
      videoUrl: null,
      verses: verses.map((verse, index) => ({
        ...verse,
        simplePronunciation: lesson.pronunciation?.[index] ?? null,
        translation: { en: verse.translation.en, nl: verse.translation.nl ?? null },
        audioUrl: verse.audioUrl ?? null,
        wordTimings: verse.wordTimings ?? null,
      })),
      words: lesson.words.map((word, index) => ({ id: `word-${index}`, ...word })),
      quiz: lesson.quiz,
    },
  };
  return (
    <Stack gap="md">
      <div>
        {lesson.sequence > 0 && (
          <Text c="gray.7">{t('lessons:overview.lesson-number', { number: lesson.sequence })}</Text>
        )}
        <Title order={2}>{localized(lesson.name)}</Title>
        <Text size="lg">{localized(lesson.label)}</Text>
        <Text c="gray.7">{localized(lesson.description)}</Text>
      </div>
      {imageUrl && <Image src={imageUrl} alt="" maw={480} radius="md" />}
      <OpenLesson userChildId="preview" lesson={data} isPreview />
    </Stack>
  );
}
