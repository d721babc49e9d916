import { Button, Card, Group, Modal, Radio, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { FAVOURITE_QUESTIONS } from '../../../family/favourite-questions.ts';
import type { GetChildDetailsQuery } from '../../../gql/graphql.ts';
import { fieldProblemsOf, useErrorMessage, useProblemText } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { AvatarPicker } from '../../profiles/components/create-profile-form.tsx';
import { useDeleteUserChild } from '../api/delete-user-child.ts';
import { childDetailsQuery } from '../api/get-child-details.ts';
import { useUpdateChildDetails } from '../api/update-child-details.ts';
import { ChildPageFrame } from './parent-page.tsx';

type Details = GetChildDetailsQuery['childProfile'];
const FIELDS = [...FAVOURITE_QUESTIONS, 'favoriteSoerah'] as const;

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
  const { data } = useQuery(childDetailsQuery(childId));
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
  const errorMessage = useErrorMessage();
  const { child } = details;
  const update = useUpdateChildDetails(child.id);
  const [values, setValues] = useState({
    name: child.name,
    avatar: child.avatar,
    gender: child.gender,
    dateOfBirth: child.dateOfBirth,
    openProfile: child.openProfile,
  });
  const [favourites, setFavourites] = useState(() =>
    Object.fromEntries(FIELDS.map((field) => [field, details.favourites[field] ?? ''])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const problemText = useProblemText('parent', 'details.problems');
  const problemOf = (field: string) => problemText(problems[field]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { input: values, details: favourites },
      {
        onSuccess: () => {
          setProblems({});
          showToast('success', t('details.saved'));
        },
        onError: (error) => {
          const fieldProblems = fieldProblemsOf(error);
          if (fieldProblems) setProblems(fieldProblems);
          else showToast('error', errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('details.username')}
          description={t('details.username-help')}
          value={child.username}
          readOnly
        />
        <TextInput
          label={t('details.name')}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          maxLength={40}
          required
          error={problemOf('name')}
        />
        <Radio.Group
          label={t('details.gender')}
          value={values.gender}
          onChange={(gender) => setValues({ ...values, gender })}
        >
          <Group mt="xs">
            <Radio value="boy" label={t('details.boy')} />
            <Radio value="girl" label={t('details.girl')} />
          </Group>
        </Radio.Group>
        <TextInput
          type="date"
          label={t('details.date-of-birth')}
          value={values.dateOfBirth}
          onChange={(event) => setValues({ ...values, dateOfBirth: event.currentTarget.value })}
          error={problemOf('dateOfBirth')}
          w={220}
        />
        <AvatarPicker
          value={values.avatar}
          onChange={(avatar) => setValues({ ...values, avatar })}
          error={problemOf('avatar')}
        />
        <Card withBorder radius="md">
          <Switch
            size="md"
            checked={values.openProfile}
            onChange={(event) => setValues({ ...values, openProfile: event.currentTarget.checked })}
            label={t('details.open-profile', { name: values.name || child.name })}
            description={t('details.open-profile-help', { name: values.name || child.name })}
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
              value={favourites[field] ?? ''}
              onChange={(event) => setFavourites({ ...favourites, [field]: event.currentTarget.value })}
              maxLength={100}
              error={problemOf(field)}
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
  const errorMessage = useErrorMessage();
  const [, navigate] = useLocation();
  const remove = useDeleteUserChild(child.id);
  const [isConfirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== child.username.toLowerCase()) return setProblem(t('details.confirmation'));
    remove
      .mutateAsync(typed)
      .then(() => {
        showToast('success', t('details.deleted', { name: child.name }));
        return navigate(afterErasing);
      })
      .catch((error: unknown) => setProblem(errorMessage(error)));
  };

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
        <form onSubmit={confirm} noValidate>
          <Text>{t('details.delete-text', { name: child.name })}</Text>
          <TextInput
            mt="md"
            label={t('details.delete-confirm-label', { username: child.username })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={problem}
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
