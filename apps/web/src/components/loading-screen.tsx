import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spec's loading screen: a 128×128 spinner image. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status">
      <img src="/spinner.svg" width={128} height={128} alt={t('loading')} />
    </Center>
  );
}
