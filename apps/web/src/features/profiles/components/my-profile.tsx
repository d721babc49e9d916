import { profileUpdate } from '@koran-kids/input/forms/child-profile';
import { CHILD_NAME_MAX_LENGTH } from '@koran-kids/input/forms/create-child';
import { FAVOURITE_MAX_LENGTH } from '@koran-kids/input/forms/favourites';
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildAvatar } from '../../../components/child-avatar/child-avatar.tsx';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PagePart } from '../../../components/page-part.tsx';
import { childLessonsQuery } from '../../../family/api/get-user-child-data.ts';
import { childProfileQuery } from '../../../family/api/get-user-child-profile.ts';
import { FAVOURITE_QUESTIONS } from '../../../family/favourite-questions.ts';
import type { FavouritesInput, GetUserChildDataQuery, GetUserChildProfileQuery } from '../../../gql/graphql.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { useUpdateUserChild } from '../api/update-user-child.ts';

type Profile = GetUserChildProfileQuery['childProfile'];
type Values = { name: string; favourites: Required<{ [field in keyof FavouritesInput]: string }> };

const valuesOf = (profile: Profile): Values => ({
  name: profile.child.name,
  favourites: {
    favoriteSoerah: profile.favourites.favoriteSoerah ?? '',
    ...(Object.fromEntries(FAVOURITE_QUESTIONS.map((field) => [field, profile.favourites[field] ?? ''])) as Record<
      (typeof FAVOURITE_QUESTIONS)[number],
      string
    >),
  },
});

const checkProfile = schemaResolver(profileUpdate, { sync: true });

/**
 * `profile/{userChildId}`: who I am, and my favourites for my friends. The username never changes. `children`: the
 * child's own settings, under the header.
 */
export function MyProfile({ userChildId, children }: { userChildId: string; children?: ReactNode }) {
  const { t } = useTranslation('profiles');
  const { data } = usePageQuery(childProfileQuery(userChildId));
  if (!data) return <LoadingScreen />;
  return (
    <ChildPage title={t('my-profile.title')} back={[{ to: `/start/${userChildId}`, label: t('my-profile.back') }]}>
      <ProfileHeader profile={data} />
      {children}
      <Achievements userChildId={userChildId} />
      <ProfileForm key={data.child.id} userChildId={userChildId} profile={data} />
    </ChildPage>
  );
}

/** The TASK types in the order a lesson shows them, each with the sentence that counts it. */
const TASK_TYPES = ['LESSON', 'SOERAH', 'TRANSLATION', 'DICTIONARY', 'QUIZ'] as const;

/** What the child has earned beyond the ✓ of a task: stars, the lessons behind them, and tasks done by kind. */
function Achievements({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('profiles');
  const query = useQuery(childLessonsQuery(userChildId));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="achievements-title">
      <Title order={2} size="h3" id="achievements-title">
        {t('achievements.title')}
      </Title>
      <PagePart query={query}>{(data) => <Earned lessons={data.childLessons} />}</PagePart>
    </Card>
  );
}

function Earned({ lessons: data }: { lessons: GetUserChildDataQuery['childLessons'] }) {
  const { t } = useTranslation('profiles');
  const localized = useLocalized();
  const finished = data.lessons.filter((lesson) => lesson.finished);
  // Only the kinds of task the course has: no "0 lessons watched" in a course without videos.
  const taskTypes = TASK_TYPES.filter((type) =>
    data.lessons.some((lesson) => lesson.achievements.some((task) => task.type === type)),
  );
  const doneOf = (type: string) =>
    data.lessons.filter((lesson) => lesson.achievements.some((task) => task.type === type && task.accomplishedAt))
      .length;
  return (
    <>
      <Text size="xl" fw={700} mt="xs">
        ★ {t('achievements.stars', { stars: data.stars, target: data.starTarget })}
      </Text>
      {finished.length === 0 ? (
        <Text mt="xs">{t('achievements.none-yet')}</Text>
      ) : (
        <Group gap="xs" mt="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {finished.map((lesson) => (
            <Badge key={lesson.id} component="li" size="lg" color="yellow.4" autoContrast>
              ★ {localized(lesson.name)}
            </Badge>
          ))}
        </Group>
      )}
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        mt="md"
        spacing="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {taskTypes.map((type) => (
          <Text key={type} component="li">
            {t(`achievements.task-${type}`, { count: doneOf(type) })}
          </Text>
        ))}
      </SimpleGrid>
    </>
  );
}

function ProfileHeader({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profiles');
  const { child } = profile;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="lg">
        <ChildAvatar avatar={child.avatar} size={112} />
        <Stack gap={4}>
          <Title order={2}>{child.name}</Title>
          <Text c="gray.7">
            {t('my-profile.username')}: @{child.username}
          </Text>
          <Text>
            {t('my-profile.since', {
              date: formatDate(i18n.language, child.createdAt),
            })}
          </Text>
          <Text>
            {t('my-profile.stars')}: ★ {child.stars} / 20
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function ProfileForm({ userChildId, profile }: { userChildId: string; profile: Profile }) {
  const { t } = useTranslation('profiles');
  const localized = useLocalized();
  // The surahs to choose from are the course's: read with the lessons.
  const lessons = useQuery(childLessonsQuery(userChildId));
  const update = useUpdateUserChild(userChildId);
  const sharedProblemText = useProblemText('profiles', 'my-profile');
  const form = useCheckedForm({
    initialValues: valuesOf(profile),
    validate: checkProfile,
    problemText: (code) =>
      code === 'too-long' ? t('my-profile.too-long', { max: FAVOURITE_MAX_LENGTH }) : sharedProblemText(code),
  });
  const { onSubmit } = useFormSubmit(form, {
    send: ({ name, favourites }) => update.mutateAsync({ name, details: favourites }),
    toast: () => t('my-profile.saved'),
  });
  const { favoriteSoerah } = form.values.favourites;
  const surahsOf = (data: GetUserChildDataQuery) => {
    const surahs = [...new Set(data.childLessons.lessons.map((lesson) => localized(lesson.name)))];
    return favoriteSoerah && !surahs.includes(favoriteSoerah) ? [...surahs, favoriteSoerah] : surahs;
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          size="lg"
          label={t('my-profile.name')}
          description={t('my-profile.name-help')}
          {...form.getInputProps('name')}
          maxLength={CHILD_NAME_MAX_LENGTH}
          required
        />
        <Text>{t('my-profile.about-favourites')}</Text>
        <PagePart query={lessons}>
          {(data) => (
            <Select
              size="md"
              label={t('favourites.favoriteSoerah')}
              placeholder={t('my-profile.choose-surah')}
              data={surahsOf(data)}
              {...form.getInputProps('favourites.favoriteSoerah')}
              value={favoriteSoerah || null}
              onChange={(value) => form.setFieldValue('favourites.favoriteSoerah', value ?? '')}
              clearable
            />
          )}
        </PagePart>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FAVOURITE_QUESTIONS.map((field) => (
            <TextInput
              key={field}
              size="md"
              label={t(`favourites.${field}`)}
              {...form.getInputProps(`favourites.${field}`)}
              maxLength={FAVOURITE_MAX_LENGTH}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" size="lg" loading={update.isPending} w="fit-content">
          {t('my-profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
