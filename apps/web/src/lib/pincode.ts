import { newPincode, pincodeChange, pincodeEntry } from '@koran-kids/input/forms/pincode';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from './form.ts';
import { formatTime } from './formatters.ts';

// The server's own schemas (@koran-kids/input/forms/pincode): a pincode is its typed digits, "0123" is sent as "0123".
const checkEntry = schemaResolver(pincodeEntry, { sync: true });
const checkNew = schemaResolver(newPincode, { sync: true });
const checkChange = schemaResolver(pincodeChange, { sync: true });

/** The form of one pincode to enter (the parent-area gate, a lesson's unlock). */
export const usePincodeEntryForm = () => useCheckedForm({ initialValues: { pincode: '' }, validate: checkEntry });

/** A new pincode typed twice: the family's first, or one that replaces a forgotten pincode. */
export const useNewPincodeForm = () =>
  useCheckedForm({ initialValues: { pincode: '', repeat: '' }, validate: checkNew });

/** Changing the pincode in the parent area: the current one, then the new one twice. */
export const usePincodeChangeForm = () =>
  useCheckedForm({ initialValues: { current: '', next: '', repeat: '' }, validate: checkChange });

/** What is wrong with a typed pincode; the sentence is `parent:gate.<problem>`. */
type PincodeProblem = 'format' | 'mismatch' | 'required';
const PROBLEMS: readonly unknown[] = ['format', 'mismatch', 'required'] satisfies PincodeProblem[];

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
    return t('gate.locked', { time: formatTime(i18n.language, outcome.lockedUntil) });
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
