import { Button, Progress, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/file-size.ts';
import { canSaveLessons, type DownloadProgress, savedLessonsQuery } from '../../../offline/saved-lessons.ts';
import { saveLessonForOffline } from '../api/save-lesson-for-offline.ts';

type Props = { userChildId: string; lessonId: string; lessonNumber: number };

/** Which of the child's lessons this device keeps for offline: lesson id → the space it takes. */
export function useSavedLessonSizes(userChildId: string) {
  const saved = useQuery({ ...savedLessonsQuery(), enabled: canSaveLessons() }).data ?? [];
  return new Map(
    saved.filter((lesson) => lesson.userChildId === userChildId).map((lesson) => [lesson.lessonId, lesson.bytes]),
  );
}

/** Under an open lesson's card: save it for offline (with its progress while it downloads), or the space it takes. */
export function SaveForOffline({ userChildId, lessonId, lessonNumber, savedBytes }: Props & { savedBytes?: number }) {
  const { t, i18n } = useTranslation('lessons');
  const { online } = useNetwork();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<DownloadProgress>({ bytes: 0, fraction: 0 });
  const save = useMutation({
    meta: { showsOwnError: true },
    mutationFn: () => saveLessonForOffline(queryClient, userChildId, lessonId, setProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedLessonsQuery().queryKey }),
  });
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  if (!canSaveLessons()) return null;
  if (savedBytes !== undefined)
    return (
      <Text size="sm" c="green.9" fw={700}>
        ✓ {t('offline.saved', { size: size(savedBytes) })}
      </Text>
    );
  if (save.isPending)
    return (
      <Stack gap={4} aria-live="polite">
        <Text size="sm">{t('offline.saving', { size: size(progress.bytes) })}</Text>
        <Progress value={progress.fraction * 100} aria-label={t('offline.saving-label', { number: lessonNumber })} />
      </Stack>
    );
  if (!online) return null;
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        size="md"
        onClick={() => save.mutate()}
        aria-label={t('offline.save-label', { number: lessonNumber })}
      >
        {t('offline.save')}
      </Button>
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('offline.failed')}
        </Text>
      )}
    </Stack>
  );
}
