import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildAvatar } from '../../../components/child-avatar/child-avatar.tsx';
import { friendshipsAwaitingQuery } from '../../../family/api/get-friendships-awaiting.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useSignOutClick } from '../../../offline/sign-out.ts';
import classes from './who-is-watching.module.css';

/** Friendships wait for the parents in the parent area: said here, beside the way there. */
function FriendshipsAwaiting() {
  const { t } = useTranslation('profiles');
  const count = useQuery(friendshipsAwaitingQuery()).data ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="orange" variant="light" w="100%" maw={560} role="status">
      {t('friendships-awaiting', { count })}
    </Alert>
  );
}

type Profile = { id: string; name: string; avatar: string; stars: number };

/** The family's profile picker: each profile leads to the child's start page; the parent can sign out here. */
export function WhoIsWatching(props: {
  subscriptionId: string;
  profiles: Profile[];
  canAddProfile: boolean;
  trialEndsOn: string | null;
}) {
  const { t, i18n } = useTranslation('profiles');
  const { t: tc } = useTranslation('common');
  const signOutClick = useSignOutClick();
  return (
    <Container size="md" py="xl">
      <Stack align="center" gap="lg">
        <Title order={1}>{t('who-is-watching')}</Title>
        <Text>{props.profiles.length > 0 ? t('who-is-watching-intro') : t('no-profiles')}</Text>
        {props.trialEndsOn && (
          <Alert color="blue" variant="light" w="100%" maw={560}>
            {t('trial', {
              date: formatDate(i18n.language, props.trialEndsOn),
            })}{' '}
            <Anchor href="/shop/start">{t('trial-shop')}</Anchor>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="lg">
          {props.profiles.map((profile) => (
            <UnstyledButton
              key={profile.id}
              component={Link}
              to={`/start/${profile.id}`}
              className={classes.profile}
              aria-label={t('open-profile', { name: profile.name })}
            >
              <ChildAvatar avatar={profile.avatar} size={112} />
              <Text fw={700} size="lg" ta="center">
                {profile.name}
              </Text>
            </UnstyledButton>
          ))}
          {props.canAddProfile && (
            <UnstyledButton component={Link} to={`/profile/create/${props.subscriptionId}`} className={classes.profile}>
              <span className={classes.add} aria-hidden="true">
                +
              </span>
              <Text fw={700} size="lg" ta="center">
                {t('new-profile')}
              </Text>
            </UnstyledButton>
          )}
        </SimpleGrid>
        <FriendshipsAwaiting />
        <Group justify="center">
          <Button component={Link} to="/parent/profiles" variant="light" size="md">
            {t('parent-area')}
          </Button>
          <Button component="a" href="/auth/logout" onClick={signOutClick} variant="default" size="md">
            {tc('actions.sign-out')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
