import type { UploadKind } from '@koran-kids/input/forms/uploads';
import { Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffScope } from '../../../lib/query-keys.ts';
import { isProtocolCode, type UploadAnswer, uploadFile } from '../../../lib/upload.ts';
import { contentRefusalOf, refusalKeys } from '../content-refusal.ts';

export type { UploadAnswer } from '../../../lib/upload.ts';
export { uploadFile };

export type UploadRow = { name: string; progress: number; answer: UploadAnswer | null };

/**
 * Uploads files one after the other, each with its own progress; everything the staff area shows is read again after.
 * Answers what the server said of each file.
 */
export function useUploads(kind: UploadKind) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const update = (index: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const upload = useMutation({
    mutationFn: async ({ files, query }: { files: { name: string; blob: Blob }[]; query: Record<string, string> }) => {
      setRows(files.map((file) => ({ name: file.name, progress: 0, answer: null })));
      const answers: UploadAnswer[] = [];
      for (const [index, file] of files.entries()) {
        const answer = await uploadFile(
          `/staff/content/files/${kind}`,
          file.blob,
          { ...query, name: file.name },
          (progress) => update(index, { progress }),
        );
        answers.push(answer);
        update(index, { progress: 1, answer });
      }
      return answers;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffScope() }),
  });
  const start = (files: { name: string; blob: Blob }[], query: Record<string, string> = {}) =>
    upload.mutateAsync({ files, query });
  return { rows, isUploading: upload.isPending, start };
}

/** One row per file: its progress while it goes, then what was imported or why it was refused. */
export function UploadSummary({ rows, describe }: { rows: UploadRow[]; describe: (row: UploadRow) => string }) {
  const { t } = useTranslation('staff-content');
  if (rows.length === 0) return null;
  const imported = rows.filter((row) => row.answer?.ok).length;
  const refused = rows.filter((row) => row.answer && !row.answer.ok).length;
  const isDone = rows.every((row) => row.answer);
  return (
    <Stack gap="xs">
      <Text role="status" fw={500}>
        {isDone
          ? t('upload.summary', { imported, refused })
          : t('upload.busy', { done: imported + refused, total: rows.length })}
      </Text>
      <FileTable
        files={rows}
        minWidth={480}
        result={(row) =>
          row.answer ? (
            <Text size="sm" c={row.answer.ok ? 'teal.9' : 'red.8'}>
              {row.answer.ok ? '✓ ' : '✗ '}
              {describe(row)}
            </Text>
          ) : (
            <Progress
              value={Math.round(row.progress * 100)}
              aria-label={t('upload.progress-of', { name: row.name })}
              size="lg"
            />
          )
        }
      />
    </Stack>
  );
}

/** Files, one row each: the name, and what became of it (its progress while it goes, its answer after). */
export function FileTable<TFile extends { name: string }>({
  files,
  result,
  minWidth,
  label,
}: {
  files: TFile[];
  result: (file: TFile) => ReactNode;
  minWidth: number;
  label?: string;
}) {
  const { t } = useTranslation('staff-content');
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('upload.file')}</Table.Th>
            <Table.Th>{t('upload.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name (from two folders)
            <Table.Tr key={index}>
              <Table.Td>{file.name}</Table.Td>
              <Table.Td>{result(file)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Why a file was refused, in the interface language, from the server's code and what it sent with it. */
export function useRefusalText() {
  const { t } = useTranslation(['staff-content', 'common']);
  return (answer: UploadAnswer) => {
    if (answer.ok) return '';
    if (isProtocolCode(answer.code)) return t(`common:errors.${answer.code}` as 'common:errors.generic');
    const refusal = contentRefusalOf(answer.body);
    if (refusal) {
      const keys = refusalKeys(refusal);
      const reason = t(keys.reason, { ...refusal.params, defaultValue: t('refused.failed') });
      return t(keys.where, { file: refusal.file, line: refusal.line ?? '', reason });
    }
    if (answer.code === 'pack-refused') return t('refused.failed');
    return t(`refused.${answer.code}` as 'refused.failed', {
      ...(answer.body as Record<string, string>),
      defaultValue: t('refused.failed'),
    });
  };
}

/** A single file of one kind, uploaded at once (a lesson's image). */
export function UploadButton(props: {
  kind: UploadKind;
  query: Record<string, string>;
  accept: string;
  label: string;
}) {
  const uploads = useUploads(props.kind);
  const refusal = useRefusalText();
  const { t } = useTranslation('staff-content');
  return (
    <Stack gap="xs">
      <Group>
        <FileButton
          accept={props.accept}
          onChange={(file) => file && uploads.start([{ name: file.name, blob: file }], props.query)}
        >
          {(buttonProps) => (
            <Button variant="default" w="fit-content" loading={uploads.isUploading} {...buttonProps}>
              {props.label}
            </Button>
          )}
        </FileButton>
      </Group>
      <UploadSummary
        rows={uploads.rows}
        describe={(row) =>
          row.answer?.ok ? t('upload.done') : refusal(row.answer ?? { ok: false, code: 'failed', body: {} })
        }
      />
    </Stack>
  );
}
