import { recitationCreditInput } from '@koran-kids/input/forms/staff';
import { maxMegabytesOf, type UploadKind, uploadProblem } from '@koran-kids/input/forms/uploads';
import { Button, FileButton, Group, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { useRecordRecitationCredit } from '../api/record-recitation-credit.ts';
import { Block } from './content-block.tsx';
import { Pack } from './content-pack.tsx';
import { UploadSetProgress, useUploadSet } from './upload-set.tsx';
import { type UploadAnswer, type UploadRow, UploadSummary, useRefusalText, useUploads } from './uploads.tsx';

type PickedFile = { name: string; blob: Blob };

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

/** Files refused in the browser already (name, size) are listed with their reason and never sent. */
function useCheckedUploads(kind: UploadKind) {
  const uploads = useUploads(kind);
  const refusal = useRefusalText();
  const [refusedHere, setRefusedHere] = useState<UploadRow[]>([]);
  const start = (files: PickedFile[], query: Record<string, string> = {}) => {
    const problems = files.map((file) => uploadProblem(kind, { name: file.name, size: file.blob.size }));
    setRefusedHere(
      files.flatMap((file, index) => {
        const code = problems[index];
        const body = { maxMegabytes: maxMegabytesOf(kind) };
        return code ? [{ name: file.name, progress: 1, answer: { ok: false, code, body } as UploadAnswer }] : [];
      }),
    );
    return uploads.start(
      files.filter((_, index) => !problems[index]),
      query,
    );
  };
  const rows = [...uploads.rows, ...refusedHere];
  return { ...uploads, rows, start, refusal };
}

function Recitations() {
  const { t } = useTranslation('staff-content');
  const errorMessage = useErrorMessage();
  const uploads = useUploadSet('recitation');
  const credit = useRecordRecitationCredit();
  const [values, setValues] = useState({ name: '', notice: '', licence: '' });
  const isCredited = values.name.trim() !== '' && values.notice.trim() !== '' && values.licence.trim() !== '';
  // The credit is checked before any file goes, and recorded only once a file was taken: a refused file changes nothing.
  const send = async (picked: File[]) => {
    if (picked.length === 0) return;
    if (!recitationCreditInput.safeParse(values).success) {
      showToast('error', t('files.credit-invalid'));
      return;
    }
    const sent = await uploads.start(picked);
    if (sent.taken.length === 0) return;
    try {
      await credit.mutateAsync(values);
    } catch (error) {
      showToast('error', errorMessage(error));
    }
  };
  return (
    <Block id="recitations" title={t('files.recitations')}>
      <Text size="sm">{t('files.recitations-hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('files.credit-name')}
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        <TextInput
          label={t('files.credit-licence')}
          required
          value={values.licence}
          onChange={(event) => setValues({ ...values, licence: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={t('files.credit-notice')}
        required
        autosize
        minRows={2}
        value={values.notice}
        onChange={(event) => setValues({ ...values, notice: event.currentTarget.value })}
      />
      {!isCredited && (
        <Text size="sm" c="dimmed">
          {t('files.credit-first')}
        </Text>
      )}
      <Group>
        <FileButton multiple accept="audio/mpeg,.mp3,.zip,application/zip" onChange={(files) => void send(files)}>
          {(props) => (
            <Button disabled={!isCredited} loading={uploads.isUploading} {...props}>
              {t('files.choose-files')}
            </Button>
          )}
        </FileButton>
        <FolderButton disabled={!isCredited || uploads.isUploading} onChange={(files) => void send(files)} />
      </Group>
      <UploadSetProgress progress={uploads.progress} />
    </Block>
  );
}

const failed: UploadAnswer = { ok: false, code: 'failed', body: {} };

/** A whole folder of files (every browser the staff use has `webkitdirectory`). */
function FolderButton({ disabled, onChange }: { disabled: boolean; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('staff-content');
  return (
    <Button
      variant="default"
      component="label"
      disabled={disabled}
      style={{ cursor: disabled ? 'default' : 'pointer' }}
    >
      {t('files.choose-folder')}
      <input
        type="file"
        hidden
        disabled={disabled}
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(event) => {
          onChange([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
    </Button>
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
      : uploads.refusal(row.answer ?? failed);
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
      : uploads.refusal(row.answer ?? failed);
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

function Worksheet() {
  const { t } = useTranslation('staff-content');
  const uploads = useCheckedUploads('download');
  const [title, setTitle] = useState({ nl: '', en: '' });
  const hasTitles = title.nl.trim() !== '' && title.en.trim() !== '';
  const describe = (row: UploadRow) =>
    row.answer?.ok ? t('upload.download-done') : uploads.refusal(row.answer ?? failed);
  return (
    <Block id="worksheet" title={t('files.download')}>
      <Text size="sm">{t('files.download-hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.in-language', { field: t('fields.title'), language: t('language.nl') })}
          lang="nl"
          required
          maxLength={120}
          value={title.nl}
          onChange={(event) => setTitle({ ...title, nl: event.currentTarget.value })}
        />
        <TextInput
          label={t('fields.in-language', { field: t('fields.title'), language: t('language.en') })}
          lang="en"
          required
          maxLength={120}
          value={title.en}
          onChange={(event) => setTitle({ ...title, en: event.currentTarget.value })}
        />
      </SimpleGrid>
      <FileButton
        accept="application/pdf,.pdf"
        onChange={(file) =>
          file &&
          void uploads.start([{ name: file.name, blob: file }], { titleNl: title.nl.trim(), titleEn: title.en.trim() })
        }
      >
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
