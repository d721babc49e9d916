import type { UploadKind } from '@koran-kids/input/forms/uploads';
import { Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/formatters.ts';
import { staffScope } from '../../../lib/query-keys.ts';
import { emptyProgress, type LeftOut, NOT_IN_COURSE, type SetProgress, sendSet } from '../uploads/upload-set.ts';
import { FileTable, useRefusalText } from './uploads.tsx';

/** How often the page redraws the progress of a set: thousands of files must not mean thousands of renders. */
const REDRAW_MS = 250;

/**
 * A set of files (files, a folder, zips) sent with one progress for the whole set; the staff area read again after.
 * `leftOutNow` is asked as the set starts: a folder picked before the page's reads answered still waits for them.
 */
export function useUploadSet(kind: UploadKind, leftOutNow: () => Promise<LeftOut>) {
  const queryClient = useQueryClient();
  const progress = useRef<SetProgress | null>(null);
  const [, redraw] = useState(0);
  const upload = useMutation({
    mutationFn: async (picked: File[]) => {
      const current = emptyProgress();
      progress.current = current;
      await sendSet(kind, picked, current, await leftOutNow());
      return current;
    },
    onSettled: () => {
      redraw((count) => count + 1);
      return queryClient.invalidateQueries({ queryKey: staffScope() });
    },
  });
  const isUploading = upload.isPending;
  useEffect(() => {
    if (!isUploading) return;
    const timer = setInterval(() => redraw((count) => count + 1), REDRAW_MS);
    return () => clearInterval(timer);
  }, [isUploading]);
  const start = (picked: File[]) => upload.mutateAsync(picked);
  return { progress: progress.current, isUploading, start };
}

/** One progress bar for the whole set (files and bytes), then what was taken and every refused file with its reason. */
export function UploadSetProgress({ progress }: { progress: SetProgress | null }) {
  const { t, i18n } = useTranslation('staff-content');
  const refusal = useRefusalText();
  if (!progress) return null;
  const megabytes = (bytes: number) => formatNumber(i18n.language, bytes / 1024 / 1024, { maximumFractionDigits: 1 });
  const notInCourse = progress.refused.filter((file) => file.answer.ok === false && file.answer.code === NOT_IN_COURSE);
  const listed = progress.refused.filter((file) => !notInCourse.includes(file));
  const percent = progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <Stack gap="xs">
      <Progress value={progress.isDone ? 100 : percent} size="lg" aria-label={t('upload.set-progress')} />
      <Text role="status" fw={500}>
        {progress.isDone
          ? t('upload.summary', { imported: progress.taken.length, refused: progress.refused.length })
          : t('upload.set-busy', {
              done: progress.done,
              total: progress.total,
              sent: megabytes(progress.bytesSent),
              size: megabytes(progress.bytesTotal),
            })}
      </Text>
      {notInCourse.length > 0 && <Text size="sm">{t('upload.not-in-course', { count: notInCourse.length })}</Text>}
      {listed.length > 0 && (
        <FileTable
          files={listed}
          minWidth={320}
          label={t('upload.refused-title')}
          result={(file) => (
            <Text size="sm" c="red.8">
              {`✗ ${refusal(file.answer)}`}
            </Text>
          )}
        />
      )}
    </Stack>
  );
}
