import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate } from '../../../lib/formatters.ts';
import { useSignOutClick } from '../../../offline/sign-out.ts';

/** Shown on every path once the subscription's end date has passed (spec §2). */
export function ExpiryPage({ endsOn }: { endsOn: string | null }) {
  const { t, i18n } = useTranslation('subscription');
  const { t: tc } = useTranslation('common');
  const signOutClick = useSignOutClick();
  const date = endsOn ? formatDate(i18n.language, endsOn) : '';
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('expired.title')}</Title>
        <Text size="lg">{t('expired.text', { date })}</Text>
        <Button component={Link} to="/renew" size="lg">
          {t('expired.renew')}
        </Button>
        <Text>{t('expired.data')}</Text>
        <Button component={Link} to="/your-data" variant="default">
          {t('expired.to-data')}
        </Button>
        <Button component="a" href="/auth/logout" onClick={signOutClick} variant="subtle">
          {tc('actions.sign-out')}
        </Button>
      </Stack>
    </Container>
  );
}
