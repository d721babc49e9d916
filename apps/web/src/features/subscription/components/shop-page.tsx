import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagePart } from '../../../components/page-part.tsx';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { useSignOutClick } from '../../../offline/sign-out.ts';

/** How to renew (`/renew`) or to start (no subscription yet): both lead to the institute's shop. */
export function ShopPage({ reason }: { reason: 'renew' | 'none' }) {
  const { t } = useTranslation('subscription');
  const { t: tc } = useTranslation('common');
  const signOutClick = useSignOutClick();
  const family = useQuery(subscriptionQuery());
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        {/* An installed app has no back button of its own: the page offers the way back itself. */}
        {reason === 'renew' && (
          <Anchor component={Link} to="/" py={10} style={{ alignSelf: 'flex-start' }}>
            {t('renew.back')}
          </Anchor>
        )}
        <Title order={1}>{t(`${reason}.title`)}</Title>
        <PagePart query={family}>
          {({ settings }) => <Text size="lg">{t(`${reason}.text`, { institute: settings.instituteName })}</Text>}
        </PagePart>
        {/* The server adds the parent's e-mail on the way to the shop, so the page never shows it. */}
        <Button component="a" href={reason === 'renew' ? '/shop/renew' : '/shop/start'} size="lg">
          {t(`${reason}.to-shop`)}
        </Button>
        <Button component="a" href="/auth/logout" onClick={signOutClick} variant="subtle">
          {tc('actions.sign-out')}
        </Button>
      </Stack>
    </Container>
  );
}
