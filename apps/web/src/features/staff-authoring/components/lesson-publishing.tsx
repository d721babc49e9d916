import { Alert, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDiscardLessonDraft } from '../api/discard-lesson-draft.ts';
import type { EditorData } from '../api/lesson-texts.ts';
import { usePublishLesson } from '../api/publish-lesson.ts';
import { useRestoreLessonVersion } from '../api/restore-lesson-version.ts';
import { LessonStateBadge } from './authored-lessons.tsx';
import { Section } from './lesson-section.tsx';

/** Publish (what children see changes at once), throw the draft away; only for a saved draft. */
export function PublishBar({ data, isDirty }: { data: EditorData; isDirty: boolean }) {
  const { t } = useTranslation('staff-content');
  const dates = useFormatters();
  const publish = usePublishLesson();
  const discard = useDiscardLessonDraft();
  const summary = data.summary;
  if (!summary) return null;
  const outcome = (success: string) => ({
    onSuccess: () => showToast('success', success),
  });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group gap="sm">
          <LessonStateBadge lesson={summary} />
          <Text size="sm" c="dimmed">
            {summary.hasDraft && summary.draftSavedAt
              ? t('publish.draft-saved', { date: dates.moment(summary.draftSavedAt) })
              : t('publish.no-draft')}
          </Text>
        </Group>
        {summary.hasDraft && (
          <Group gap="sm">
            <Button
              color="teal.9"
              disabled={isDirty}
              loading={publish.isPending}
              onClick={() => publish.mutate(summary.id, outcome(t('publish.done')))}
            >
              {t('publish.publish')}
            </Button>
            {summary.isPublished && (
              <Button
                variant="default"
                disabled={isDirty}
                loading={discard.isPending}
                onClick={() => discard.mutate(summary.id, outcome(t('publish.discarded')))}
              >
                {t('publish.discard')}
              </Button>
            )}
            {isDirty && (
              <Text size="sm" c="dimmed">
                {t('publish.save-first')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Every publish: who, when, which fields; an earlier one can be put back (published again as the newest). */
export function History({ data }: { data: EditorData }) {
  const { t } = useTranslation('staff-content');
  const dates = useFormatters();
  const lessonId = data.summary?.id ?? '';
  const restore = useRestoreLessonVersion(lessonId);
  const [confirming, setConfirming] = useState<number | null>(null);
  const current = data.versions[0]?.version;
  const fieldNames = (fields: string[]) =>
    fields.length === 0
      ? t('history.first')
      : fields.map((field) => t(`fields.${field}` as 'fields.name', field)).join(', ');
  return (
    <Section title={t('history.title')}>
      {data.versions.length === 0 ? (
        <Text role="status">{t('history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.version')}</Table.Th>
                <Table.Th>{t('history.when')}</Table.Th>
                <Table.Th>{t('history.who')}</Table.Th>
                <Table.Th>{t('history.changed')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('history.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.versions.map((version) => (
                <Table.Tr key={version.version}>
                  <Table.Td>{version.version}</Table.Td>
                  <Table.Td>{dates.moment(version.publishedAt)}</Table.Td>
                  <Table.Td>{version.publishedBy}</Table.Td>
                  <Table.Td>{fieldNames(version.changedFields)}</Table.Td>
                  <Table.Td>
                    {version.version === current ? (
                      <Text size="sm">{t('history.current')}</Text>
                    ) : (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setConfirming(version.version)}
                        aria-label={t('history.restore-n', { version: version.version })}
                      >
                        {t('history.restore')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('history.confirm-title', { version: confirming })}
      >
        <Stack>
          <Text>{t('history.confirm-text')}</Text>
          {data.summary?.hasDraft && <Alert color="blue">{t('history.draft-stays')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('history.cancel')}
            </Button>
            <Button
              loading={restore.isPending}
              onClick={() =>
                confirming !== null &&
                restore.mutate(confirming, {
                  onSuccess: () => {
                    showToast('success', t('history.restored', { version: confirming }));
                    setConfirming(null);
                  },
                })
              }
            >
              {t('history.restore')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
