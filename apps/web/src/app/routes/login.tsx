import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { CreditsLink } from '../../components/credits-link.tsx';
import { showToast } from '../../lib/toast.ts';

/** What a visitor sees at `/`: the product, a welcome for parents, sign in or create an account. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const hasSignInFailed = search.get('signin') === 'failed';
  useEffect(() => {
    if (!hasSignInFailed) return;
    showToast('error', t('signin-failed'));
    setSearch({}, { replace: true });
  }, [hasSignInFailed, setSearch, t]);
  const language = i18n.resolvedLanguage ?? 'nl';
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="lg">
        <img src="/favicon.svg" width={96} height={96} alt="" />
        <Title order={1}>{t('product-name')}</Title>
        <Title order={2} size="h3">
          {t('login.welcome-title')}
        </Title>
        <Text size="lg">{t('login.welcome-text')}</Text>
        <Group justify="center">
          <Button component="a" href={`/auth/login?lng=${language}`} size="lg">
            {t('login.sign-in')}
          </Button>
          <Button component="a" href={`/auth/login?signup=1&lng=${language}`} size="lg" variant="outline">
            {t('login.create-account')}
          </Button>
        </Group>
        <Group component="footer" justify="center" mt="xl">
          <CreditsLink />
        </Group>
      </Stack>
    </Container>
  );
}
