import { Button, Container, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { PincodeGate } from '../../features/parent/components/pincode-gate.tsx';
import { subscriptionQuery } from '../../features/subscription/api/get-subscription.ts';

/** Every `parent/…` page: behind the pincode, with the footer. */
export function ParentLayout() {
  const { t } = useTranslation('parent');
  const { t: tc } = useTranslation();
  const { data } = useQuery(subscriptionQuery());
  return (
    <>
      <PincodeGate>
        <Container size="lg" pt="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('title')}
            </Title>
            <Button component="a" href="/auth/logout" variant="subtle">
              {tc('actions.sign-out')}
            </Button>
          </Group>
        </Container>
        <Outlet />
      </PincodeGate>
      {data?.settings && <SiteFooter links={data.settings} />}
    </>
  );
}
