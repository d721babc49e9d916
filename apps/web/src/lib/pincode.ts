import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from './form.ts';

/** A family pincode has 4 to 6 digits (DECISIONS: Locks and unlocking). */
export const isPincodeFormat = (value: string) => /^\d{4,6}$/.test(value);

/** The form of one pincode to enter (the parent-area gate, a lesson's unlock): 4 to 6 digits before it is sent. */
export const usePincodeEntryForm = () =>
  useCheckedForm({
    initialValues: { pincode: '' },
    validate: ({ pincode }) => (isPincodeFormat(pincode) ? {} : { pincode: 'format' }),
  });

/** What is wrong with a typed pincode; the sentence is `parent:gate.<problem>`. */
type PincodeProblem = 'format' | 'mismatch' | 'required';
const PROBLEMS: readonly unknown[] = ['format', 'mismatch', 'required'] satisfies PincodeProblem[];

/** What is wrong with a new pincode typed twice (4 to 6 digits, the same both times), or null. */
export const newPincodeProblem = (pincode: string, repeat: string): PincodeProblem | null => {
  if (!isPincodeFormat(pincode)) return 'format';
  return pincode === repeat ? null : 'mismatch';
};

export type PincodeOutcome = { isCorrect: boolean; attemptsLeft: number; lockedUntil?: string | null };

/** The server's answer to a wrong pincode, as a failure the form says (usePincodeProblem). */
export class PincodeRefused extends Error {
  constructor(readonly outcome: PincodeOutcome) {
    super('pincode refused');
    this.name = 'PincodeRefused';
  }
}

/** A pincode answer that is no: PincodeRefused. */
export function refuseWrongPincode(outcome: PincodeOutcome) {
  if (!outcome.isCorrect) throw new PincodeRefused(outcome);
}

/** Why a pincode was refused (tries left, or until when the pincode is locked); undefined for any other failure. */
export function usePincodeRefusal() {
  const { t, i18n } = useTranslation('parent');
  return (error: unknown) => {
    if (!(error instanceof PincodeRefused)) return undefined;
    const { outcome } = error;
    if (!outcome.lockedUntil) return t('gate.wrong', { count: outcome.attemptsLeft });
    const time = new Date(outcome.lockedUntil).toLocaleTimeString(i18n.language, { timeStyle: 'short' });
    return t('gate.locked', { time });
  };
}

/** The one sentence a pincode form shows above or below its fields: the failure, else its check's first problem. */
export function usePincodeProblem() {
  const { t } = useTranslation('parent');
  return (errors: FormErrors, failure: string | null): string | null => {
    if (failure) return failure;
    const problem = Object.values(errors).find((code): code is PincodeProblem => PROBLEMS.includes(code));
    return problem ? t(`gate.${problem}`) : null;
  };
}
