import { Card, Image, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../components/arabic-text.tsx';
import type { EditorData } from '../api/lesson-texts.ts';
import { LANGUAGES, type LessonForm, Section } from './lesson-section.tsx';
import { UploadButton } from './uploads.tsx';

const TEXT_FIELDS = ['name', 'label', 'description', 'content', 'tips'] as const;
const LONG_FIELDS = new Set(['description', 'content', 'tips']);

/** The lesson's own texts, each in Dutch and English side by side. */
export function TextsSection({ form }: { form: LessonForm }) {
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
    </Section>
  );
}

/** The Quran text: shown, never editable (it comes from quran-json and the imported translations). */
export function QuranSection({ data }: { data: EditorData }) {
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

/** The video's address and, for a saved lesson, its picture (uploaded at once, apart from the draft). */
export function MediaSection({ form, data }: { form: LessonForm; data: EditorData }) {
  const { t } = useTranslation('staff-content');
  return (
    <Section title={t('editor.media')}>
      <TextInput
        label={t('fields.vimeo_url')}
        description={t('fields.vimeo_url-hint')}
        {...form.getInputProps('vimeo_url')}
        value={form.values.vimeo_url ?? ''}
      />
      {data.summary && <LessonImage lessonId={data.summary.id} imageUrl={data.imageUrl ?? null} />}
    </Section>
  );
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
