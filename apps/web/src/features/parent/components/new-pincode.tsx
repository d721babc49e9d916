import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { userQuery } from '../../../family/api/get-user.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { useResetPincode } from '../api/reset-pincode.ts';
import { ChoosePincodeForm } from './pincode-gate.tsx';

/**
 * `/new-pincode`: a forgotten pincode. Only the account holder, right after signing in again at the provider,
 * chooses a new one; a child's open session cannot (DECISIONS: forgotten pincode).
 */
export function NewPincode({ afterReset }: { afterReset: string }) {
  const { t, i18n } = useTranslation('parent');
  const [, navigate] = useLocation();
  const { data } = usePageQuery({ ...userQuery(), refetchOnMount: 'always' });
  const reset = useResetPincode();
  if (!data) return <LoadingScreen />;
  if (data.viewer.pincodeResetOpenUntil && new Date(data.viewer.pincodeResetOpenUntil) > new Date()) {
    return (
      <ChoosePincodeForm
        title={t('forgot.choose-title')}
        text={t('forgot.choose-text')}
        isSaving={reset.isPending}
        send={(pincode) => reset.mutateAsync(pincode)}
        savedToast={t('forgot.saved')}
        onSaved={() => navigate(afterReset)}
      />
    );
  }
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'nl';
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/" py={10} w="fit-content">
          ← {t('gate.back')}
        </Anchor>
        <Title order={1}>{t('forgot.title')}</Title>
        <Text>{t('forgot.text')}</Text>
        <Button component="a" href={`/auth/login?fresh=1&lng=${language}&returnTo=%2Fnew-pincode`} size="lg">
          {t('forgot.sign-in-again')}
        </Button>
      </Stack>
    </Container>
  );
}
