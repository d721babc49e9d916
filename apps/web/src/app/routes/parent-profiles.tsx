import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChildAvatar } from '../../components/child-avatar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { subscriptionQuery } from '../../features/subscription/api/get-subscription.ts';

/** `parent/profiles`: the family's children at a glance. */
export function ParentProfilesPage() {
  const { t, i18n } = useTranslation('parent');
  const { t: tp } = useTranslation('profiles');
  const { t: tf } = useTranslation('final-steps');
  const { data } = useQuery(subscriptionQuery());
  const subscription = data?.subscription;
  if (!subscription) return <LoadingScreen />;
  const endsOn = new Date(`${subscription.endsOn}T12:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{t('profiles.title')}</Title>
        <Text c="gray.7">{t('profiles.subscription-until', { date: endsOn })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {subscription.children.map((child) => (
            <Card key={child.id} withBorder radius="lg" padding="md">
              <Group wrap="nowrap">
                <ChildAvatar avatar={child.avatar} size={64} />
                <div>
                  <Text fw={700}>{child.name}</Text>
                  <Text size="sm" c="gray.7">
                    @{child.username}
                  </Text>
                  <Text size="sm">{tp('stars', { count: child.stars })}</Text>
                </div>
              </Group>
              <Button
                component={Link}
                to={`/parent/profiles/child/final_test?child=${child.id}`}
                variant="light"
                mt="sm"
                fullWidth
              >
                {tf('parent.open-test')}
                <VisuallyHidden>: {child.name}</VisuallyHidden>
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        {subscription.children.length < subscription.maxProfiles && (
          <Group>
            <Button component={Link} to={`/profile/create/${subscription.id}`}>
              {tp('new-profile')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
