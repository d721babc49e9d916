import { LESSON_LIMITS } from '@koran-kids/input/forms/lesson';
import { ActionIcon, Button, Card, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArrayProblem, blank, LANGUAGES, type LessonForm, Section, useLessonProblemText } from './lesson-section.tsx';

/** The lesson's words: each a token of the surah's verses, with its meaning in both languages. */
export function WordsSection({ form, surahWords }: { form: LessonForm; surahWords: string[] }) {
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

/** The quiz: questions in both languages, two to four answers each, one of them right. */
export function QuizSection({ form }: { form: LessonForm }) {
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
  const problemText = useLessonProblemText();
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
          error={problemText(form.errors[`${path}.answer`])}
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
                  disabled={optionCount <= LESSON_LIMITS.minOptions}
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
        {optionCount < LESSON_LIMITS.maxOptions && (
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
