import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userQuery } from '../../parent/api/get-user.ts';
import { subscriptionQuery } from '../api/get-subscription.ts';

/** The shop's page with the parent's e-mail filled in on WooCommerce's checkout (`billing_email`). */
export function shopAddress(page: string, email: string | null | undefined) {
  if (!email) return page;
  const address = new URL(page);
  address.searchParams.set('billing_email', email);
  return address.toString();
}

/** How to renew (`/renew`) or to start (no subscription yet): both lead to the institute's shop. */
export function ShopPage({ reason }: { reason: 'renew' | 'none' }) {
  const { t } = useTranslation('subscription');
  const { data } = useQuery(subscriptionQuery());
  const settings = data?.settings;
  const email = useQuery(userQuery()).data?.viewer?.email;
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t(`${reason}.title`)}</Title>
        <Text size="lg">{t(`${reason}.text`, { institute: settings?.instituteName ?? '' })}</Text>
        {settings && (
          <Button
            component="a"
            href={shopAddress(reason === 'renew' ? settings.shopRenewUrl : settings.shopUrl, email)}
            size="lg"
          >
            {t(`${reason}.to-shop`)}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
