import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicationChange, PublicationState } from '../../../gql/graphql.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { showToast } from '../../../lib/toast.ts';

type StateChange = { id: string; state: PublicationChange };

/** What announcements and weekly facts share: a state, the day families first see them, the last change. */
export type Publication = { id: string; state: PublicationState; publishOn: string; updatedAt: string };

type PublicationListProps<Item extends Publication> = {
  /** Which texts the list uses (`staff-news:{kind}.…`). */
  kind: 'announcements' | 'facts';
  items: Item[];
  /** The item's name in the interface language: its heading, and part of its buttons' names. */
  titleOf: (item: Item) => string;
  bodyOf: (item: Item) => ReactNode;
  /** The group's change of state (publish, withdraw, …): its pending state says which item is changing. */
  stateChange: Pick<UseMutationResult<unknown, Error, StateChange>, 'mutate' | 'isPending' | 'variables'>;
  /** The editor for a new item (null) or for the item given; it closes itself after saving. */
  editor: (item: Item | null, close: () => void) => ReactNode;
};

/** Announcements or weekly facts of a group: each with its state and buttons, a button for a new one, the editor. */
export function PublicationList<Item extends Publication>(props: PublicationListProps<Item>) {
  const { t } = useTranslation('staff-news');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const { stateChange } = props;
  const close = () => setEditing(null);
  const changeState = (item: Item, state: PublicationChange) =>
    stateChange.mutate(
      { id: item.id, state },
      { onSuccess: () => showToast('success', t(`changed.${state}`, { title: props.titleOf(item) })) },
    );
  return (
    <Stack gap="md">
      <Button w="fit-content" onClick={() => setEditing('new')}>
        {t(`${props.kind}.new`)}
      </Button>
      {props.items.length === 0 && <Text role="status">{t(`${props.kind}.empty`)}</Text>}
      {props.items.map((item) => (
        <PublicationItem
          key={item.id}
          item={item}
          title={props.titleOf(item)}
          body={props.bodyOf(item)}
          isChanging={stateChange.isPending && stateChange.variables?.id === item.id}
          changeState={(state) => changeState(item, state)}
          edit={() => setEditing(item)}
        />
      ))}
      <Modal
        opened={editing !== null}
        onClose={close}
        size="xl"
        title={editing === 'new' ? t(`${props.kind}.new-title`) : t(`${props.kind}.edit-title`)}
        closeButtonProps={{ 'aria-label': t('editor.close') }}
      >
        {editing !== null && props.editor(editing === 'new' ? null : editing, close)}
      </Modal>
    </Stack>
  );
}

function PublicationItem({
  item,
  title,
  body,
  isChanging,
  changeState,
  edit,
}: {
  item: Publication;
  title: string;
  body: ReactNode;
  isChanging: boolean;
  changeState: (state: PublicationChange) => void;
  edit: () => void;
}) {
  const { t } = useTranslation('staff-news');
  const dates = useFormatters();
  const headingId = `publication-${item.id}`;
  const change: PublicationChange = item.state === 'PUBLISHED' ? 'WITHDRAWN' : 'PUBLISHED';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId}>
                {title}
              </Title>
              <StateBadge item={item} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('dates', { publishOn: dates.date(item.publishOn, 'medium'), updatedAt: dates.moment(item.updatedAt) })}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={edit} aria-label={t('edit-of', { title })}>
              {t('edit')}
            </Button>
            <Button
              variant={change === 'PUBLISHED' ? 'filled' : 'outline'}
              color={change === 'PUBLISHED' ? undefined : 'red.9'}
              size="xs"
              loading={isChanging}
              onClick={() => changeState(change)}
              aria-label={t(`${change}-of`, { title })}
            >
              {t(change)}
            </Button>
          </Group>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}

function StateBadge({ item }: { item: Publication }) {
  const { t } = useTranslation('staff-news');
  const dates = useFormatters();
  const isScheduled = item.state === 'PUBLISHED' && new Date(`${item.publishOn}T00:00:00`) > new Date();
  if (isScheduled)
    return <Badge color="blue.9">{t('state.scheduled', { date: dates.date(item.publishOn, 'medium') })}</Badge>;
  const colour = { DRAFT: 'gray.8', PUBLISHED: 'teal.9', WITHDRAWN: 'red.9' }[item.state];
  return <Badge color={colour}>{t(`state.${item.state}`)}</Badge>;
}

/** The Dutch and the English side by side (one above the other on a phone), each in its own labelled group. */
function LanguageColumns({ nl, en }: { nl: ReactNode; en: ReactNode }) {
  const { t } = useTranslation('staff-news');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" fw={700} mb="xs">
          {t('editor.dutch')}
        </Text>
        <Stack gap="sm">{nl}</Stack>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" fw={700} mb="xs">
          {t('editor.english')}
        </Text>
        <Stack gap="sm">{en}</Stack>
      </fieldset>
    </SimpleGrid>
  );
}

/** How children (and their parents, on the child's pages) will see it, in both languages, as it is typed. */
function Preview({ nl, en }: { nl: ReactNode; en: ReactNode }) {
  const { t } = useTranslation('staff-news');
  return (
    <Stack gap="xs" component="section" aria-labelledby="publication-preview">
      <Title order={3} size="h5" id="publication-preview">
        {t('editor.preview')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {nl}
        {en}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * An announcement's or a fact's editor: its fields in Dutch and English side by side, the day families first see
 * it, the live preview in both languages, save and cancel.
 */
export function PublicationForm(props: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  fields: { nl: ReactNode; en: ReactNode };
  publishOn: GetInputPropsReturnType;
  publishOnHint: string;
  /** An announcement's last day, where the kind has one. */
  lastDay?: ReactNode;
  preview: { nl: ReactNode; en: ReactNode };
  isSaving: boolean;
  close: () => void;
}) {
  const { t } = useTranslation('staff-news');
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="lg">
        <LanguageColumns nl={props.fields.nl} en={props.fields.en} />
        <TextInput
          type="date"
          label={t('editor.publish-on')}
          description={props.publishOnHint}
          {...props.publishOn}
          w={220}
          required
        />
        {props.lastDay}
        <Preview nl={props.preview.nl} en={props.preview.en} />
        <Group gap="xs">
          <Button type="submit" loading={props.isSaving}>
            {t('editor.save')}
          </Button>
          <Button variant="subtle" onClick={props.close}>
            {t('editor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
