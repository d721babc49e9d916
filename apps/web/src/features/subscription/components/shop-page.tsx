import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';

/** How to renew (`/renew`) or to start (no subscription yet): both lead to the institute's shop. */
export function ShopPage({ reason }: { reason: 'renew' | 'none' }) {
  const { t } = useTranslation('subscription');
  const { data } = useQuery(subscriptionQuery());
  const settings = data?.settings;
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t(`${reason}.title`)}</Title>
        <Text size="lg">{t(`${reason}.text`, { institute: settings?.instituteName ?? '' })}</Text>
        {/* The server adds the parent's e-mail on the way to the shop, so the page never shows it. */}
        <Button component="a" href={reason === 'renew' ? '/shop/renew' : '/shop/start'} size="lg">
          {t(`${reason}.to-shop`)}
        </Button>
      </Stack>
    </Container>
  );
}
