import { Button, FileButton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { failedAnswer, useCheckedUploads } from '../hooks/use-checked-uploads.ts';
import { Block } from './content-block.tsx';
import { Pack } from './content-pack.tsx';
import { Recitations } from './content-recitations.tsx';
import { Worksheet } from './content-worksheet.tsx';
import { type UploadRow, UploadSummary } from './uploads.tsx';

/** `/staff/content`: recitations, a Dutch translation, worksheets, and the whole course as a pack, in and out. */
export function ContentFiles() {
  const { t } = useTranslation('staff-content');
  return (
    <StaffPage title={t('files.title')}>
      <Text>{t('files.intro')}</Text>
      <Recitations />
      <Timings />
      <Translation />
      <Worksheet />
      <Pack />
    </StaffPage>
  );
}

function Timings() {
  const { t } = useTranslation('staff-content');
  const uploads = useCheckedUploads('timings');
  const describe = (row: UploadRow) =>
    row.answer?.ok
      ? t('upload.timings-done', {
          verses: Number(row.answer.body.versesTimed),
          without: Number(row.answer.body.versesWithoutRecitation),
        })
      : uploads.refusal(row.answer ?? failedAnswer);
  return (
    <Block id="timings" title={t('files.timings')}>
      <Text size="sm">{t('files.timings-hint')}</Text>
      <FileButton
        accept=".json,application/json"
        onChange={(file) => file && void uploads.start([{ name: file.name, blob: file }])}
      >
        {(props) => (
          <Button w="fit-content" loading={uploads.isUploading} {...props}>
            {t('files.choose-timings')}
          </Button>
        )}
      </FileButton>
      <UploadSummary rows={uploads.rows} describe={describe} />
    </Block>
  );
}

function Translation() {
  const { t } = useTranslation('staff-content');
  const uploads = useCheckedUploads('translation');
  const describe = (row: UploadRow) =>
    row.answer?.ok
      ? t('upload.translation-done', {
          verses: Number(row.answer.body.versesTranslated),
          lines: Number(row.answer.body.linesRead),
        })
      : uploads.refusal(row.answer ?? failedAnswer);
  return (
    <Block id="translation" title={t('files.translation')}>
      <Text size="sm">{t('files.translation-hint')}</Text>
      <FileButton
        accept=".txt,text/plain"
        onChange={(file) => file && void uploads.start([{ name: file.name, blob: file }])}
      >
        {(props) => (
          <Button w="fit-content" loading={uploads.isUploading} {...props}>
            {t('files.choose-translation')}
          </Button>
        )}
      </FileButton>
      <UploadSummary rows={uploads.rows} describe={describe} />
    </Block>
  );
}
