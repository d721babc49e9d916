import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { ArabicText } from '../../../components/arabic-text.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { ApiError } from '../../../lib/graphql-client.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  type EditorData,
  type LessonTexts,
  lessonEditorQuery,
  useDiscardLessonDraft,
  usePublishLesson,
  useRestoreLessonVersion,
  useSaveLessonDraft,
} from '../api/lessons-authoring.ts';
import { useStaffDates } from '../dates.ts';
import { LessonStateBadge } from './authored-lessons.tsx';
import { StaffPage } from './staff-page.tsx';
import { UploadButton } from './uploads.tsx';

/** The lesson as a child sees it (the route composes it from the lessons' pages). */
export type PreviewOf = (props: {
  lesson: LessonTexts;
  verses: EditorData['verses'];
  imageUrl: string | null;
}) => ReactNode;

type LessonForm = UseFormReturnType<LessonTexts>;

const TEXT_FIELDS = ['name', 'label', 'description', 'content', 'tips'] as const;
const LONG_FIELDS = new Set(['description', 'content', 'tips']);
const LANGUAGES = ['nl', 'en'] as const;
const blank = () => ({ nl: '', en: '' });

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

/** The server's codes for each mistake, per field path (`quiz.2.answer`), as the form shows them. */
function useProblems(form: LessonForm) {
  const { t } = useTranslation('staff-content');
  return (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'BAD_INPUT') return false;
    const problems = error.extensions.problems;
    if (typeof problems !== 'object' || problems === null) return false;
    const entries = Object.entries(problems as Record<string, string>);
    form.setErrors(
      Object.fromEntries(entries.map(([path, code]) => [path, t(`problems.${code}` as 'problems.required')])),
    );
    return entries.length > 0;
  };
}

/** The form's values as the pack writes them: an empty video address is no video. */
const asPack = (values: LessonTexts): LessonTexts => ({ ...values, vimeo_url: values.vimeo_url?.trim() || null });

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
  const errorMessage = useErrorMessage();
  const form = useForm<LessonTexts>({ initialValues: data.lesson });
  const showProblems = useProblems(form);
  const save = useSaveLessonDraft(lessonId);
  const [previewing, setPreviewing] = useState(false);
  useWarnBeforeLeaving(form.isDirty());

  const submit = form.onSubmit((values) => {
    save.mutate(asPack(values), {
      onSuccess: (result) => {
        showToast('success', t('editor.saved'));
        form.resetDirty(values);
        if (!lessonId) navigate(`/staff/lessons/${result.saveLessonDraft.id}`, { replace: true });
      },
      onError: (error) => {
        if (showProblems(error)) showToast('error', t('editor.has-problems'));
        else showToast('error', errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('editor.form-label')}>
      <Stack gap="xl">
        {data.summary && <PublishBar data={data} isDirty={form.isDirty()} />}
        <TextsSection form={form} />
        <QuranSection data={data} />
        <WordsSection form={form} surahWords={data.surahWords} />
        <QuizSection form={form} />
        <Section title={t('editor.media')}>
          <TextInput
            label={t('fields.vimeo_url')}
            description={t('fields.vimeo_url-hint')}
            {...form.getInputProps('vimeo_url')}
            value={form.values.vimeo_url ?? ''}
          />
          {data.summary && <LessonImage lessonId={data.summary.id} imageUrl={data.imageUrl ?? null} />}
        </Section>
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

/** Closing or reloading the tab with changes not saved asks first (the browser's own question). */
function useWarnBeforeLeaving(hasChanges: boolean) {
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Publish (what children see changes at once), throw the draft away; only for a saved draft. */
function PublishBar({ data, isDirty }: { data: EditorData; isDirty: boolean }) {
  const { t } = useTranslation('staff-content');
  const errorMessage = useErrorMessage();
  const dates = useStaffDates();
  const publish = usePublishLesson();
  const discard = useDiscardLessonDraft();
  const summary = data.summary;
  if (!summary) return null;
  const outcome = (success: string) => ({
    onSuccess: () => showToast('success', success),
    onError: (error: unknown) => showToast('error', errorMessage(error)),
  });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group gap="sm">
          <LessonStateBadge lesson={summary} />
          <Text size="sm" c="dimmed">
            {summary.hasDraft && summary.draftSavedAt
              ? t('publish.draft-saved', { date: dates.moment(summary.draftSavedAt) })
              : t('publish.no-draft')}
          </Text>
        </Group>
        {summary.hasDraft && (
          <Group gap="sm">
            <Button
              color="teal.9"
              disabled={isDirty}
              loading={publish.isPending}
              onClick={() => publish.mutate(summary.id, outcome(t('publish.done')))}
            >
              {t('publish.publish')}
            </Button>
            {summary.isPublished && (
              <Button
                variant="default"
                disabled={isDirty}
                loading={discard.isPending}
                onClick={() => discard.mutate(summary.id, outcome(t('publish.discarded')))}
              >
                {t('publish.discard')}
              </Button>
            )}
            {isDirty && (
              <Text size="sm" c="dimmed">
                {t('publish.save-first')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function TextsSection({ form }: { form: LessonForm }) {
  const { t } = useTranslation('staff-content');
  return (
    <Section title={t('editor.texts')}>
      {TEXT_FIELDS.map((field) => (
        <SimpleGrid key={field} cols={{ base: 1, sm: 2 }} spacing="lg">
          {LANGUAGES.map((language) => {
            const props = {
              label: t('fields.in-language', { field: t(`fields.${field}`), language: t(`language.${language}`) }),
              lang: language,
              required: true,
              ...form.getInputProps(`${field}.${language}`),
            };
            return LONG_FIELDS.has(field) ? (
              <Textarea key={language} autosize minRows={field === 'description' ? 2 : 4} {...props} />
            ) : (
              <TextInput key={language} {...props} />
            );
          })}
        </SimpleGrid>
      ))}
      {form.errors.lesson && (
        <Text c="red.8" role="alert">
          {form.errors.lesson}
        </Text>
      )}
    </Section>
  );
}

/** The Quran text: shown, never editable (it comes from quran-json and the imported translations). */
function QuranSection({ data }: { data: EditorData }) {
  const { t } = useTranslation('staff-content');
  return (
    <Section title={t('editor.quran')}>
      <Text size="sm" c="dimmed">
        {t('editor.quran-hint')}
      </Text>
      <Stack gap="sm">
        {data.verses.map((verse) => (
          <Card key={verse.id} withBorder radius="md" padding="sm">
            <Text component="p" dir="rtl" m={0}>
              <ArabicText size={26}>
                {verse.verse} ﴿{verse.ayahNumber}﴾
              </ArabicText>
            </Text>
            <Text size="sm" fs="italic">
              {verse.pronunciation}
            </Text>
            <Text size="sm" lang="nl">
              <strong>{t('language.nl')}:</strong> {verse.translation.nl ?? t('editor.no-dutch')}
            </Text>
            <Text size="sm" lang="en">
              <strong>{t('language.en')}:</strong> {verse.translation.en}
            </Text>
            <Text size="sm" c="dimmed">
              {verse.audioUrl ? t('editor.has-recitation') : t('editor.no-recitation')}
            </Text>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}

function ArrayProblem({ form, path }: { form: LessonForm; path: string }) {
  const problem = form.errors[path];
  return problem ? (
    <Text c="red.8" size="sm" role="alert">
      {problem}
    </Text>
  ) : null;
}

function WordsSection({ form, surahWords }: { form: LessonForm; surahWords: string[] }) {
  const { t } = useTranslation('staff-content');
  const options = [...new Set([...surahWords, ...form.values.words.map((word) => word.word)])];
  return (
    <Section title={t('editor.words')}>
      <Text size="sm" c="dimmed">
        {t('editor.words-hint')}
      </Text>
      <ArrayProblem form={form} path="words" />
      {form.values.words.map((_, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's place is its identity in the pack
          key={index}
          withBorder
          radius="md"
          padding="sm"
          component="fieldset"
          aria-label={t('editor.word-n', { n: index + 1 })}
        >
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <Select
              label={t('fields.word')}
              data={options}
              searchable
              allowDeselect={false}
              classNames={{ input: 'staff-arabic-input' }}
              {...form.getInputProps(`words.${index}.word`)}
            />
            {LANGUAGES.map((language) => (
              <TextInput
                key={language}
                lang={language}
                label={t('fields.in-language', { field: t('fields.meaning'), language: t(`language.${language}`) })}
                {...form.getInputProps(`words.${index}.meaning.${language}`)}
              />
            ))}
            <Button
              variant="outline"
              color="red.9"
              mt={24}
              onClick={() => form.removeListItem('words', index)}
              aria-label={t('editor.remove-word-n', { n: index + 1 })}
            >
              {t('editor.remove')}
            </Button>
          </SimpleGrid>
        </Card>
      ))}
      <Button
        variant="default"
        w="fit-content"
        onClick={() => form.insertListItem('words', { word: surahWords[0] ?? '', meaning: blank() })}
      >
        {t('editor.add-word')}
      </Button>
    </Section>
  );
}

function QuizSection({ form }: { form: LessonForm }) {
  const { t } = useTranslation('staff-content');
  return (
    <Section title={t('editor.quiz')}>
      <ArrayProblem form={form} path="quiz" />
      {form.values.quiz.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity in the pack
        <QuestionCard key={index} form={form} index={index} optionCount={question.options.length} />
      ))}
      <Button
        variant="default"
        w="fit-content"
        onClick={() =>
          form.insertListItem('quiz', { question: blank(), options: [blank(), blank(), blank()], answer: 0 })
        }
      >
        {t('editor.add-question')}
      </Button>
    </Section>
  );
}

function QuestionCard({ form, index, optionCount }: { form: LessonForm; index: number; optionCount: number }) {
  const { t } = useTranslation('staff-content');
  const path = `quiz.${index}`;
  const answer = form.values.quiz[index]?.answer ?? 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="fieldset"
      aria-label={t('editor.question-n', { n: index + 1 })}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{t('editor.question-n', { n: index + 1 })}</Text>
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            onClick={() => form.removeListItem('quiz', index)}
            aria-label={t('editor.remove-question-n', { n: index + 1 })}
          >
            {t('editor.remove')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {LANGUAGES.map((language) => (
            <TextInput
              key={language}
              lang={language}
              label={t('fields.in-language', { field: t('fields.question'), language: t(`language.${language}`) })}
              {...form.getInputProps(`${path}.question.${language}`)}
            />
          ))}
        </SimpleGrid>
        <Radio.Group
          label={t('editor.right-answer')}
          value={String(answer)}
          onChange={(value) => form.setFieldValue(`${path}.answer`, Number(value))}
          error={form.errors[`${path}.answer`]}
        >
          <Stack gap="xs" mt="xs">
            {Array.from({ length: optionCount }, (_, option) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option's place is its identity in the pack
              <Group key={option} align="flex-end" gap="sm" wrap="nowrap">
                <Radio value={String(option)} aria-label={t('editor.right-answer-n', { n: option + 1 })} mb={10} />
                {LANGUAGES.map((language) => (
                  <TextInput
                    key={language}
                    lang={language}
                    style={{ flex: 1 }}
                    label={t('editor.option-in-language', { n: option + 1, language: t(`language.${language}`) })}
                    {...form.getInputProps(`${path}.options.${option}.${language}`)}
                  />
                ))}
                <ActionIcon
                  variant="outline"
                  color="red.9"
                  size="lg"
                  mb={4}
                  disabled={optionCount <= 2}
                  onClick={() => removeOption(form, index, option)}
                  aria-label={t('editor.remove-option-n', { n: option + 1 })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <ArrayProblem form={form} path={`${path}.options`} />
        {optionCount < 4 && (
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            onClick={() => form.insertListItem(`${path}.options`, blank())}
          >
            {t('editor.add-option')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Removing an option keeps the right answer on the same option (or the first, when it was the one removed). */
function removeOption(form: LessonForm, question: number, option: number) {
  const answer = form.values.quiz[question]?.answer ?? 0;
  form.removeListItem(`quiz.${question}.options`, option);
  form.setFieldValue(`quiz.${question}.answer`, answer === option ? 0 : answer > option ? answer - 1 : answer);
}

function LessonImage({ lessonId, imageUrl }: { lessonId: string; imageUrl: string | null }) {
  const { t } = useTranslation('staff-content');
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('fields.image')}</Text>
      {imageUrl ? (
        <Image src={imageUrl} alt={t('editor.image-alt')} maw={320} radius="md" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('editor.no-image')}
        </Text>
      )}
      <UploadButton
        kind="image"
        query={{ lessonId }}
        accept="image/png,image/jpeg,image/webp"
        label={t('editor.upload-image')}
      />
    </Stack>
  );
}

/** Every publish: who, when, which fields; an earlier one can be put back (published again as the newest). */
function History({ data }: { data: EditorData }) {
  const { t } = useTranslation('staff-content');
  const dates = useStaffDates();
  const errorMessage = useErrorMessage();
  const lessonId = data.summary?.id ?? '';
  const restore = useRestoreLessonVersion(lessonId);
  const [confirming, setConfirming] = useState<number | null>(null);
  const current = data.versions[0]?.version;
  const fieldNames = (fields: string[]) =>
    fields.length === 0
      ? t('history.first')
      : fields.map((field) => t(`fields.${field}` as 'fields.name', field)).join(', ');
  return (
    <Section title={t('history.title')}>
      {data.versions.length === 0 ? (
        <Text role="status">{t('history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.version')}</Table.Th>
                <Table.Th>{t('history.when')}</Table.Th>
                <Table.Th>{t('history.who')}</Table.Th>
                <Table.Th>{t('history.changed')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('history.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.versions.map((version) => (
                <Table.Tr key={version.version}>
                  <Table.Td>{version.version}</Table.Td>
                  <Table.Td>{dates.moment(version.publishedAt)}</Table.Td>
                  <Table.Td>{version.publishedBy}</Table.Td>
                  <Table.Td>{fieldNames(version.changedFields)}</Table.Td>
                  <Table.Td>
                    {version.version === current ? (
                      <Text size="sm">{t('history.current')}</Text>
                    ) : (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setConfirming(version.version)}
                        aria-label={t('history.restore-n', { version: version.version })}
                      >
                        {t('history.restore')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('history.confirm-title', { version: confirming })}
      >
        <Stack>
          <Text>{t('history.confirm-text')}</Text>
          {data.summary?.hasDraft && <Alert color="blue">{t('history.draft-stays')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('history.cancel')}
            </Button>
            <Button
              loading={restore.isPending}
              onClick={() =>
                confirming !== null &&
                restore.mutate(confirming, {
                  onSuccess: () => {
                    showToast('success', t('history.restored', { version: confirming }));
                    setConfirming(null);
                  },
                  onError: (error) => showToast('error', errorMessage(error)),
                })
              }
            >
              {t('history.restore')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
