import { childEditWithProfile } from '@koran-kids/input/forms/child-edit';
import { CHILD_NAME_MAX_LENGTH } from '@koran-kids/input/forms/create-child';
import { FAVOURITE_MAX_LENGTH } from '@koran-kids/input/forms/favourites';
import { Button, Card, Group, Modal, Radio, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AvatarPicker } from '../../../components/avatar-picker.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { FAVOURITE_QUESTIONS } from '../../../family/favourite-questions.ts';
import type { GetChildDetailsQuery } from '../../../gql/graphql.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { useDeleteUserChild } from '../api/delete-user-child.ts';
import { childDetailsQuery } from '../api/get-child-details.ts';
import { useUpdateChildDetails } from '../api/update-child-details.ts';
import { ChildPageFrame } from './parent-page.tsx';

type Details = GetChildDetailsQuery['childProfile'];
const FIELDS = [...FAVOURITE_QUESTIONS, 'favoriteSoerah'] as const;
const checkDetails = schemaResolver(childEditWithProfile, { sync: true });

/** `parent/profiles/child/details?child={id}`: edit the profile, download all its data, or delete it. */
export function ChildDetails() {
  const { t } = useTranslation('parent');
  return (
    <ChildPageFrame title={(name) => t('details.title', { name })}>
      {(child) => <DetailsSections childId={child.id} />}
    </ChildPageFrame>
  );
}

function DetailsSections({ childId }: { childId: string }) {
  const { data } = usePageQuery(childDetailsQuery(childId));
  if (!data) return <LoadingScreen />;
  return (
    <Stack gap="xl">
      <DetailsForm key={data.child.id} details={data} />
      <DataAndDeletion child={data.child} afterErasing="/parent/profiles" />
    </Stack>
  );
}

function DetailsForm({ details }: { details: Details }) {
  const { t } = useTranslation('parent');
  const { t: tp } = useTranslation('profiles');
  const { child } = details;
  const update = useUpdateChildDetails(child.id);
  const problemText = useProblemText('parent', 'details.problems');
  const form = useCheckedForm({
    initialValues: {
      name: child.name,
      avatar: child.avatar,
      gender: child.gender,
      dateOfBirth: child.dateOfBirth,
      openProfile: child.openProfile,
      favourites: Object.fromEntries(FIELDS.map((field) => [field, details.favourites[field] ?? ''])),
    },
    validate: checkDetails,
    problemText,
  });
  const { onSubmit } = useFormSubmit(form, {
    send: ({ favourites, ...input }) => update.mutateAsync({ input, details: favourites }),
    toast: () => t('details.saved'),
  });
  const name = form.values.name || child.name;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('details.username')}
          description={t('details.username-help')}
          value={child.username}
          readOnly
        />
        <TextInput
          label={t('details.name')}
          {...form.getInputProps('name')}
          maxLength={CHILD_NAME_MAX_LENGTH}
          required
        />
        <Radio.Group label={t('details.gender')} {...form.getInputProps('gender')}>
          <Group mt="xs">
            <Radio value="boy" label={t('details.boy')} />
            <Radio value="girl" label={t('details.girl')} />
          </Group>
        </Radio.Group>
        <TextInput type="date" label={t('details.date-of-birth')} {...form.getInputProps('dateOfBirth')} w={220} />
        <AvatarPicker {...form.getInputProps('avatar')} />
        <Card withBorder radius="md">
          <Switch
            size="md"
            {...form.getInputProps('openProfile', { type: 'checkbox' })}
            label={t('details.open-profile', { name })}
            description={t('details.open-profile-help', { name })}
          />
        </Card>
        <Title order={2} size="h3">
          {t('details.favourites')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={tp(`favourites.${field}`)}
              {...form.getInputProps(`favourites.${field}`)}
              maxLength={FAVOURITE_MAX_LENGTH}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" size="md" w="fit-content" loading={update.isPending}>
          {t('details.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Download a child's data, or erase the profile after typing its username; then go to `afterErasing`. */
export function DataAndDeletion({
  child,
  afterErasing,
}: {
  child: { id: string; name: string; username: string };
  afterErasing: string;
}) {
  const { t, i18n } = useTranslation('parent');
  const { t: tc } = useTranslation('common');
  const [, navigate] = useLocation();
  const remove = useDeleteUserChild(child.id);
  const [isConfirming, setConfirming] = useState(false);
  const problemText = useProblemText('parent', 'details');
  const form = useCheckedForm({
    initialValues: { username: '' },
    validate: ({ username }) =>
      username.trim().toLowerCase() === child.username.toLowerCase() ? {} : { username: 'confirmation' },
    problemText,
  });
  const { onSubmit, failure } = useFormSubmit(form, {
    send: ({ username }) => remove.mutateAsync(username),
    toast: () => t('details.deleted', { name: child.name }),
    onSuccess: () => navigate(afterErasing),
    failureIn: 'form',
  });
  const typed = form.getInputProps('username');

  return (
    <>
      <Card withBorder radius="lg" component="section" aria-labelledby="child-data">
        <Title order={2} size="h3" id="child-data">
          {t('details.data-title', { name: child.name })}
        </Title>
        <Text mt="xs">{t('details.data-text', { name: child.name })}</Text>
        <Button
          component="a"
          href={`/exports/children/${child.id}.json?lang=${i18n.resolvedLanguage === 'en' ? 'en' : 'nl'}`}
          download
          variant="light"
          mt="sm"
        >
          {t('details.download')}
        </Button>
      </Card>
      <Card withBorder radius="lg" component="section" aria-labelledby="child-delete">
        <Title order={2} size="h3" id="child-delete">
          {t('details.delete-title')}
        </Title>
        <Text mt="xs">{t('details.delete-text', { name: child.name })}</Text>
        <Button color="red.8" variant="outline" mt="sm" onClick={() => setConfirming(true)}>
          {t('details.delete')}
        </Button>
      </Card>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('details.delete-title')}
        closeButtonProps={{ 'aria-label': tc('actions.cancel') }}
      >
        <form onSubmit={onSubmit} noValidate>
          <Text>{t('details.delete-text', { name: child.name })}</Text>
          <TextInput
            mt="md"
            label={t('details.delete-confirm-label', { username: child.username })}
            {...typed}
            error={typed.error ?? failure}
            autoComplete="off"
          />
          <Group mt="md" justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={remove.isPending}>
              {t('details.delete-confirm')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
