import { recitationCreditInput } from '@koran-kids/input/forms/staff';
import { Button, FileButton, Group, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { courseVerseKeysNow, courseVerseKeysQuery } from '../api/get-course-verse-keys.ts';
import { useRecordRecitationCredit } from '../api/record-recitation-credit.ts';
import { outsideTheCourse } from '../uploads/upload-set.ts';
import { Block } from './content-block.tsx';
import { UploadSetProgress, useUploadSet } from './upload-set.tsx';

const checkCredit = schemaResolver(recitationCreditInput, { sync: true });

/** Verse recitations (files, a folder, zips), with who recites them: the credit goes on the credits page. */
export function Recitations() {
  const { t } = useTranslation('staff-content');
  const queryClient = useQueryClient();
  // Read as the page opens, so that a set rarely waits for it as it starts.
  usePrefetchQuery(courseVerseKeysQuery());
  const uploads = useUploadSet('recitation', async () => outsideTheCourse(await courseVerseKeysNow(queryClient)));
  const credit = useRecordRecitationCredit();
  const problemText = useProblemText('staff-content', 'file-problems');
  const form = useCheckedForm({
    initialValues: { name: '', notice: '', licence: '' },
    validate: checkCredit,
    problemText,
  });
  const picked = useRef<File[]>([]);
  // The credit is checked before any file goes, and recorded only once a file was taken: a refused file changes nothing.
  const { onSubmit } = useFormSubmit(form, {
    send: async (values) => {
      const sent = await uploads.start(picked.current);
      if (sent.taken.length > 0) await credit.mutateAsync(values);
    },
    onProblems: () => showToast('error', t('files.credit-invalid')),
  });
  const send = (files: File[]) => {
    if (files.length === 0) return;
    picked.current = files;
    onSubmit();
  };
  const { name, notice, licence } = form.values;
  const isCredited = name.trim() !== '' && notice.trim() !== '' && licence.trim() !== '';
  return (
    <Block id="recitations" title={t('files.recitations')}>
      <Text size="sm">{t('files.recitations-hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('files.credit-name')} required {...form.getInputProps('name')} />
        <TextInput label={t('files.credit-licence')} required {...form.getInputProps('licence')} />
      </SimpleGrid>
      <Textarea label={t('files.credit-notice')} required autosize minRows={2} {...form.getInputProps('notice')} />
      {!isCredited && (
        <Text size="sm" c="dimmed">
          {t('files.credit-first')}
        </Text>
      )}
      <Group>
        <FileButton multiple accept="audio/mpeg,.mp3,.zip,application/zip" onChange={send}>
          {(props) => (
            <Button disabled={!isCredited} loading={uploads.isUploading} {...props}>
              {t('files.choose-files')}
            </Button>
          )}
        </FileButton>
        <FolderButton disabled={!isCredited || uploads.isUploading} onChange={send} />
      </Group>
      <UploadSetProgress progress={uploads.progress} />
    </Block>
  );
}

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
