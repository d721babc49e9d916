import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import {
  forgetRefusedProgress,
  type RefusedProgress,
  refusedProgressQuery,
} from '../../../offline/pending-progress.ts';

type Reason = 'LESSON_LOCKED' | 'GONE' | 'other';
/** A profile this account no longer holds (removed) answers as one it never had: both are gone from here. */
const REASONS: Record<string, Reason> = { LESSON_LOCKED: 'LESSON_LOCKED', NOT_FOUND: 'GONE', FORBIDDEN: 'GONE' };
const reasonOf = (code: string): Reason => REASONS[code] ?? 'other';

const REFUSED_TEXT = {
  accomplished: 'refused-progress.tasks',
  watched: 'refused-progress.watched',
  revised: 'refused-progress.revised',
} as const;

type Line = { userChildId: string; kind: RefusedProgress['kind']; reason: Reason; count: number };

/** One line per child, kind of progress and reason. */
function linesOf(refused: RefusedProgress[]): Line[] {
  const lines = new Map<string, Line>();
  for (const { userChildId, kind, refusedBecause } of refused) {
    const reason = reasonOf(refusedBecause);
    const key = `${userChildId}/${kind}/${reason}`;
    const line = lines.get(key) ?? { userChildId, kind, reason, count: 0 };
    lines.set(key, { ...line, count: line.count + 1 });
  }
  return [...lines.values()];
}

/**
 * In the parent area: progress made on this device that the server refused for good (a lesson locked, a profile
 * removed since), and why. Nothing a child did leaves the device unsaid; the parent marks it read.
 */
export function RefusedProgressNotice() {
  const { t } = useTranslation('parent');
  const queryClient = useQueryClient();
  const refused = useQuery(refusedProgressQuery()).data ?? [];
  const children = useQuery(subscriptionQuery()).data?.subscription?.children ?? [];
  const read = useMutation({
    mutationFn: forgetRefusedProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refusedProgressQuery().queryKey }),
  });
  if (refused.length === 0) return null;
  const nameOf = (id: string) =>
    children.find((child) => child.id === id)?.name ?? t('refused-progress.removed-profile');
  return (
    <Alert color="orange" variant="light" role="status" title={t('refused-progress.title')}>
      <Stack gap="xs" align="flex-start">
        <Text>{t('refused-progress.intro')}</Text>
        <List>
          {linesOf(refused).map(({ userChildId, kind, reason, count }) => (
            <List.Item key={`${userChildId}/${kind}/${reason}`}>
              {t(REFUSED_TEXT[kind], {
                child: nameOf(userChildId),
                count,
                reason: t(`refused-progress.reason.${reason}`),
              })}
            </List.Item>
          ))}
        </List>
        <Button variant="default" loading={read.isPending} onClick={() => read.mutate()}>
          {t('refused-progress.read')}
        </Button>
      </Stack>
    </Alert>
  );
}
