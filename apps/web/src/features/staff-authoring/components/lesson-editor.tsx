import { lessonInput } from '@koran-kids/input/forms/lesson';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/graphql-client.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { lessonEditorQuery } from '../api/get-staff-lesson.ts';
import type { EditorData, LessonTexts } from '../api/lesson-texts.ts';
import { useSaveLessonDraft } from '../api/save-lesson-draft.ts';
import { useWarnBeforeLeaving } from '../hooks/use-warn-before-leaving.ts';
import { History, PublishBar } from './lesson-publishing.tsx';
import { useLessonProblemText } from './lesson-section.tsx';
import { MediaSection, QuranSection, TextsSection } from './lesson-texts-section.tsx';
import { QuizSection, WordsSection } from './lesson-words-quiz.tsx';

/** The lesson as a child sees it (the route composes it from the lessons' pages). */
export type PreviewOf = (props: {
  lesson: LessonTexts;
  verses: EditorData['verses'];
  imageUrl: string | null;
}) => ReactNode;

const checkLesson = schemaResolver(lessonInput, { sync: true });

/** `/staff/lessons/{id}` or `/staff/lessons/new?surah=N`: a lesson's texts in nl and en, checked, previewed, published. */
export function LessonEditor({ lessonId, previewOf }: { lessonId: string | null; previewOf: PreviewOf }) {
  const { t } = useTranslation('staff-content');
  const [search] = useSearchParams();
  const surah = Number(search.get('surah') ?? 0);
  const isSurah = Number.isInteger(surah) && surah >= 1 && surah <= 114;
  const query = usePageQuery({ ...lessonEditorQuery(lessonId, surah), enabled: lessonId !== null || isSurah });
  const localized = useLocalized();
  const data = query.data;
  // A new lesson starts from its surah, chosen on the lessons page.
  if (lessonId === null && !isSurah) return <Redirect to="/staff/lessons" replace />;
  return (
    <StaffPage title={data ? t('editor.title', { name: localized(data.lesson.name) }) : t('editor.loading')}>
      <Anchor component={Link} to="/staff/lessons">
        ← {t('editor.back')}
      </Anchor>
      {/* A publish, a put-back or a saved draft gives the form its new starting point. */}
      {!data ? (
        <LoadingScreen />
      ) : (
        <EditorForm
          key={`${lessonId ?? `new-${surah}`}-${data.summary?.version}-${data.summary?.hasDraft}`}
          data={data}
          lessonId={lessonId}
          previewOf={previewOf}
        />
      )}
    </StaffPage>
  );
}

/** The form's values as the pack writes them: an empty video address is no video. */
const asPack = (values: LessonTexts): LessonTexts => ({ ...values, vimeo_url: values.vimeo_url?.trim() || null });

/** The server's answer when the lesson as a whole is too long: no field to put it on. */
const isTooLong = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'BAD_INPUT' &&
  (error.extensions.problems as Record<string, unknown> | undefined)?.lesson === 'too-long';

function EditorForm({
  data,
  lessonId,
  previewOf,
}: {
  data: EditorData;
  lessonId: string | null;
  previewOf: PreviewOf;
}) {
  const { t } = useTranslation('staff-content');
  const [, navigate] = useLocation();
  const problemText = useLessonProblemText();
  const form = useCheckedForm<LessonTexts>({ initialValues: data.lesson, validate: checkLesson, problemText });
  const save = useSaveLessonDraft(lessonId);
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(asPack(values)),
    toast: () => t('editor.saved'),
    onSuccess: (result, values) => {
      form.resetDirty(values);
      if (!lessonId) navigate(`/staff/lessons/${result.saveLessonDraft.id}`, { replace: true });
    },
    failureText: (error) => (isTooLong(error) ? t('problems.too-long') : undefined),
    onProblems: () => showToast('error', t('editor.has-problems')),
  });
  const [previewing, setPreviewing] = useState(false);
  useWarnBeforeLeaving(form.isDirty());

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('editor.form-label')}>
      <Stack gap="xl">
        {data.summary && <PublishBar data={data} isDirty={form.isDirty()} />}
        <TextsSection form={form} />
        <QuranSection data={data} />
        <WordsSection form={form} surahWords={data.surahWords} />
        <QuizSection form={form} />
        <MediaSection form={form} data={data} />
        <Group gap="sm" className="staff-sticky-actions">
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
          <Button variant="default" onClick={() => setPreviewing(true)}>
            {t('editor.preview')}
          </Button>
          {form.isDirty() && (
            <Text size="sm" c="dimmed" role="status">
              {t('editor.unsaved')}
            </Text>
          )}
        </Group>
        {data.summary && <History data={data} />}
      </Stack>
      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        size="xl"
        title={t('preview.title')}
        closeButtonProps={{ 'aria-label': t('preview.close') }}
      >
        {previewing && previewOf({ lesson: asPack(form.values), verses: data.verses, imageUrl: data.imageUrl ?? null })}
      </Modal>
    </form>
  );
}
