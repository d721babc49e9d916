import { Alert, Container } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Above every page while the device is offline: what still works, and that nothing done here is lost. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Container size="lg">
      <Alert color="yellow" variant="light" role="status" radius="md">
        {t('offline.banner')}
      </Alert>
    </Container>
  );
}
