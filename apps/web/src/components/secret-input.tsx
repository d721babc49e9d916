import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A pincode or password field whose show/hide button is named in the interface language and big enough to tap. */
export function SecretInput(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('show-secret') }} rightSectionWidth={52} {...props} />
  );
}
