import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  canSaveLessons,
  removeSavedLesson,
  type SavedLesson,
  savedLessonsQuery,
} from '../../../offline/saved-lessons.ts';
import { savedLessonsKeepingQuery } from '../../../offline/storage-persistence.ts';

/** On the parent's lessons page: the lessons this device keeps for offline, the space they take, and removing them. */
export function OfflineLessons() {
  const { t, i18n } = useTranslation('parent');
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...savedLessonsQuery(), enabled: canSaveLessons() }).data;
  const keeping = useQuery({ ...savedLessonsKeepingQuery(), enabled: canSaveLessons() }).data;
  const children = useQuery(subscriptionQuery()).data?.subscription?.children ?? [];
  const remove = useMutation({
    mutationFn: async (lessons: SavedLesson[]) => {
      for (const lesson of lessons) await removeSavedLesson(lesson);
    },
    onSuccess: (_, lessons) => {
      showToast('success', t(lessons.length > 1 ? 'offline-lessons.removed-all' : 'offline-lessons.removed'));
      return queryClient.invalidateQueries({ queryKey: savedLessonsQuery().queryKey });
    },
  });
  if (!canSaveLessons() || !saved) return null;
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  const childName = (userChildId: string) => children.find((child) => child.id === userChildId)?.name ?? '';
  const total = saved.reduce((sum, lesson) => sum + lesson.bytes, 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="offline-lessons-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="offline-lessons-title">
          {t('offline-lessons.title')}
        </Title>
        <Text>{saved.length === 0 ? t('offline-lessons.empty') : t('offline-lessons.intro')}</Text>
        {keeping && <Text>{t(`offline-lessons.${keeping}`)}</Text>}
        {saved.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {saved.map((lesson) => {
              const names = { child: childName(lesson.userChildId), number: lesson.lessonNumber };
              return (
                <Group component="li" key={`${lesson.userChildId}/${lesson.lessonId}`} justify="space-between" gap="xs">
                  <Text>
                    {t('offline-lessons.lesson', { ...names, name: localized(lesson.name) })}{' '}
                    <Text span c="gray.7">
                      ({size(lesson.bytes)})
                    </Text>
                  </Text>
                  <Button
                    variant="default"
                    size="sm"
                    loading={remove.isPending && remove.variables?.includes(lesson)}
                    onClick={() => remove.mutate([lesson])}
                    aria-label={t('offline-lessons.remove-label', names)}
                  >
                    {t('offline-lessons.remove')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
        {saved.length > 1 && (
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{t('offline-lessons.total', { size: size(total) })}</Text>
            <Button variant="outline" color="red.8" size="sm" onClick={() => remove.mutate(saved)}>
              {t('offline-lessons.remove-all')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
