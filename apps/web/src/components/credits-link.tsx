import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The public page with every source of the course and its licence (`/credits`), in the app itself. */
export function CreditsLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} href="/credits" py={10}>
      {t('footer.credits')}
    </Anchor>
  );
}
