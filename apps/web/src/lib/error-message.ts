import { useTranslation } from 'react-i18next';
import { ApiError } from './graphql-client.ts';

/** A failed request as a sentence the user understands, in the interface language. */
export function useErrorMessage() {
  const { t } = useTranslation('common');
  return (error: unknown): string => {
    if (error instanceof ApiError) return t(`errors.${error.code}` as 'errors.generic', t('errors.generic'));
    if (error instanceof TypeError) return t('errors.offline');
    return t('errors.generic');
  };
}
