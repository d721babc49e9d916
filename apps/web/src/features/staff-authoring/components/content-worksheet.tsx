import { STAFF_TEXT_LIMITS, worksheetTitleInput } from '@koran-kids/input/forms/staff';
import { Button, FileButton, SimpleGrid, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { failedAnswer, useCheckedUploads } from '../hooks/use-checked-uploads.ts';
import { Block } from './content-block.tsx';
import { type UploadRow, UploadSummary } from './uploads.tsx';

const checkTitles = schemaResolver(worksheetTitleInput, { sync: true });

/** A worksheet for the library: its title in both languages, then the pdf (choosing it sends it). */
export function Worksheet() {
  const { t } = useTranslation('staff-content');
  const uploads = useCheckedUploads('download');
  const problemText = useProblemText('staff-content', 'file-problems');
  const form = useCheckedForm({ initialValues: { titleNl: '', titleEn: '' }, validate: checkTitles, problemText });
  const picked = useRef<File | null>(null);
  const { onSubmit } = useFormSubmit(form, {
    send: ({ titleNl, titleEn }) =>
      picked.current
        ? uploads.start([{ name: picked.current.name, blob: picked.current }], {
            titleNl: titleNl.trim(),
            titleEn: titleEn.trim(),
          })
        : Promise.resolve([]),
  });
  const send = (file: File | null) => {
    if (!file) return;
    picked.current = file;
    onSubmit();
  };
  const hasTitles = form.values.titleNl.trim() !== '' && form.values.titleEn.trim() !== '';
  const describe = (row: UploadRow) =>
    row.answer?.ok ? t('upload.download-done') : uploads.refusal(row.answer ?? failedAnswer);
  return (
    <Block id="worksheet" title={t('files.download')}>
      <Text size="sm">{t('files.download-hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.in-language', { field: t('fields.title'), language: t('language.nl') })}
          lang="nl"
          required
          maxLength={STAFF_TEXT_LIMITS.title}
          {...form.getInputProps('titleNl')}
        />
        <TextInput
          label={t('fields.in-language', { field: t('fields.title'), language: t('language.en') })}
          lang="en"
          required
          maxLength={STAFF_TEXT_LIMITS.title}
          {...form.getInputProps('titleEn')}
        />
      </SimpleGrid>
      <FileButton accept="application/pdf,.pdf" onChange={send}>
        {(props) => (
          <Button w="fit-content" disabled={!hasTitles} loading={uploads.isUploading} {...props}>
            {t('files.choose-download')}
          </Button>
        )}
      </FileButton>
      <UploadSummary rows={uploads.rows} describe={describe} />
    </Block>
  );
}
