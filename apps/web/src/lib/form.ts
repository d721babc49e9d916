import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useErrorMessage } from './error-message.ts';
import { fieldPathsOf, fieldProblemsOf } from './field-problems.ts';
import { sendAsForm } from './query-client.ts';
import { showToast } from './toast.ts';

type Values = Record<string, unknown>;

/**
 * A form whose check names each problem by its code ('required', 'too-long', …): a shared schema from
 * `@koran-kids/input/forms/*` through `schemaResolver(schema, { sync: true })`, or the form's own rule. The server
 * answers with the same codes, so both land on the fields alike; `problemText` turns a code into the field's
 * sentence. A problem stays until the next submit, as one from the server does.
 */
export function useCheckedForm<FormValues extends Values>(options: {
  initialValues: FormValues;
  validate: (values: FormValues) => FormErrors;
  problemText?: (code: string) => ReactNode;
}) {
  const { problemText } = options;
  return useForm<FormValues>({
    initialValues: options.initialValues,
    validate: options.validate,
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ inputProps }) =>
      problemText && typeof inputProps.error === 'string' ? { error: problemText(inputProps.error) } : {},
  });
}

export type SubmitOptions<FormValues, Result> = {
  /** Sends the checked values: the mutation's `mutateAsync`. */
  send: (values: FormValues) => Promise<Result>;
  /** The success toast. */
  toast?: (result: Result, values: FormValues) => string;
  onSuccess?: (result: Result, values: FormValues) => void;
  /** Where a failure that concerns no field is said: in a toast (the default), or as `failure` for the form to show. */
  failureIn?: 'toast' | 'form';
  /** The form's own sentence for a failure (a full subscription, a wrong pincode); else the error's usual one. */
  failureText?: (error: unknown) => string | undefined;
  /** Problems were put on fields, by the form's check or the server's (a long form says so in a toast too). */
  onProblems?: () => void;
};

/**
 * The one way a form is sent: checked, sent, then the success toast; or the server's field problems on the fields
 * (BAD_INPUT, USERNAME_TAKEN, …), or any other failure in a toast or in `failure`. The form says its failure
 * itself, so the query client's mutation cache shows none for the change `send` starts (sendAsForm).
 */
export function useFormSubmit<FormValues extends Values, Result>(
  form: UseFormReturnType<FormValues>,
  options: SubmitOptions<FormValues, Result>,
) {
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const succeed = (result: Result, values: FormValues) => {
    form.clearErrors();
    if (options.toast) showToast('success', options.toast(result, values));
    options.onSuccess?.(result, values);
  };
  const fail = (error: unknown) => {
    const problems = fieldProblemsOf(error, fieldPathsOf(form.getValues()));
    if (problems) {
      form.setErrors(problems);
      return options.onProblems?.();
    }
    const message = options.failureText?.(error) ?? errorMessage(error);
    if (options.failureIn === 'form') setFailure(message);
    else showToast('error', message);
  };
  const submit = form.onSubmit(
    (values) =>
      sendAsForm(() => options.send(values)).then(
        (result) => succeed(result, values),
        (error: unknown) => fail(error),
      ),
    () => options.onProblems?.(),
  );
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    submit(event);
  };
  return { onSubmit, failure };
}
