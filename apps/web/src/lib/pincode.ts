import { useTranslation } from 'react-i18next';

/** A family pincode has 4 to 6 digits (DECISIONS: Locks and unlocking). */
export const isPincodeFormat = (value: string) => /^\d{4,6}$/.test(value);

export type PincodeOutcome = { isCorrect: boolean; attemptsLeft: number; lockedUntil?: string | null };

/** Why a pincode was refused: tries left, or until when the pincode is locked. */
export function usePincodeRefusal() {
  const { t, i18n } = useTranslation('parent');
  return (outcome: PincodeOutcome) => {
    if (!outcome.lockedUntil) return t('gate.wrong', { count: outcome.attemptsLeft });
    const time = new Date(outcome.lockedUntil).toLocaleTimeString(i18n.language, { timeStyle: 'short' });
    return t('gate.locked', { time });
  };
}
