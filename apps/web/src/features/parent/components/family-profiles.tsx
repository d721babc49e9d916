import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildAvatar } from '../../../components/child-avatar/child-avatar.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { friendshipsAwaitingQuery } from '../../../family/api/get-friendships-awaiting.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { familyOverviewQuery } from '../api/get-family-overview.ts';
import { HomeScreenHint } from './home-screen-hint.tsx';
import { ParentPage } from './parent-page.tsx';
import { RefusedProgressNotice } from './refused-progress.tsx';

/** `parent/profiles`: each child at a glance — stars, the lesson in progress, last activity. */
export function FamilyProfiles() {
  const { t, i18n } = useTranslation('parent');
  const { t: tp } = useTranslation('profiles');
  const localized = useLocalized();
  const { data } = usePageQuery(familyOverviewQuery());
  const awaiting = useQuery(friendshipsAwaitingQuery()).data ?? 0;
  if (!data) return <LoadingScreen />;
  const { familyOverview: children, availability } = data;
  const dateOf = (value: string) => formatDate(i18n.language, value, 'medium');
  return (
    <ParentPage title={t('profiles.title')}>
      {availability && (
        <Text c="gray.7">
          {t('profiles-page.room', { count: availability.profileCount, max: availability.maxProfiles })}
        </Text>
      )}
      {awaiting > 0 && (
        <Alert color="orange" variant="light" role="status">
          {t('friendships.awaiting', { count: awaiting })}
        </Alert>
      )}
      <RefusedProgressNotice />
      <HomeScreenHint />
      {children.length === 0 && <Text>{tp('no-profiles')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {children.map((child) => (
          <Card key={child.id} withBorder radius="lg" padding="md">
            <Group wrap="nowrap" align="flex-start">
              <ChildAvatar avatar={child.avatar} size={72} />
              <Stack gap={2}>
                <Text fw={700} size="lg">
                  {child.name}
                </Text>
                <Text size="sm" c="gray.7">
                  @{child.username}
                </Text>
                <Text size="sm">{t('profiles-page.stars', { count: child.stars })}</Text>
                <Text size="sm">
                  {child.lessonNumber
                    ? t('profiles-page.lesson', { number: child.lessonNumber, name: localized(child.lessonName) })
                    : child.stars >= 20
                      ? t('profiles-page.all-done')
                      : t('profiles-page.not-started')}
                </Text>
                <Text size="sm" c="gray.7">
                  {child.lastActivityAt
                    ? t('profiles-page.last-activity', { date: dateOf(child.lastActivityAt) })
                    : t('profiles-page.no-activity')}
                </Text>
              </Stack>
            </Group>
            <Button component={Link} to={`/parent/profiles/child?child=${child.id}`} mt="sm" fullWidth variant="light">
              {t('profiles-page.open', { name: child.name })}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      {availability?.canAddProfile && data.subscription && (
        <Button component={Link} to={`/profile/create/${data.subscription.id}`} w="fit-content">
          {tp('new-profile')}
        </Button>
      )}
    </ParentPage>
  );
}
