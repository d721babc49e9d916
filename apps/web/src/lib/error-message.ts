import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, OfflineError } from './graphql-client.ts';

const messageOf = (t: TFunction<'common'>, error: unknown): string => {
  if (error instanceof ApiError) return t(`errors.${error.code}` as 'errors.generic', t('errors.generic'));
  if (error instanceof OfflineError || error instanceof TypeError) return t('errors.offline');
  return t('errors.generic');
};

/** A failed request as a sentence the user understands, in the interface language. */
export function useErrorMessage() {
  const { t } = useTranslation('common');
  return (error: unknown): string => messageOf(t, error);
}

/** The same sentence outside a component (the query client's toast of a failed change). */
export const errorMessage = (error: unknown): string => messageOf(i18next.getFixedT(null, 'common'), error);

/**
 * A field problem's sentence: the form's own for the code (`{prefix}.{code}`), else the text policy's sentence
 * that every form shares (common: text-problems).
 */
export function useProblemText(
  namespace: 'parent' | 'profiles' | 'staff-teaching' | 'staff-news' | 'staff-families' | 'staff-content',
  prefix: string,
) {
  const { t } = useTranslation([namespace, 'common']);
  return (code: string | undefined): string | undefined =>
    code ? t([`${prefix}.${code}`, `common:text-problems.${code}`] as unknown as 'common:errors.generic') : undefined;
}
