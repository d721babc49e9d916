import { PINCODE_MAX_LENGTH } from '@koran-kids/input/forms/pincode';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecretInput } from '../../../components/secret-input.tsx';
import { useFormSubmit } from '../../../lib/form.ts';
import { refuseWrongPincode, usePincodeEntryForm, usePincodeProblem, usePincodeRefusal } from '../../../lib/pincode.ts';
import { useUnlockLessonWithPincode } from '../api/unlock-lesson-with-pincode.ts';

/**
 * A parent opens the lesson here with the family pincode. A module of its own: an open lesson, the usual case,
 * does not load the pincode form.
 */
export function ParentUnlockForm(props: { userChildId: string; lessonId: string }) {
  const { t } = useTranslation('lessons');
  const unlock = useUnlockLessonWithPincode(props.userChildId, props.lessonId);
  const refusal = usePincodeRefusal();
  const problemOf = usePincodeProblem();
  const form = usePincodeEntryForm();
  const { onSubmit, failure } = useFormSubmit(form, {
    send: async ({ pincode }) => {
      const { unlockLessonWithPincode } = await unlock.mutateAsync(pincode);
      // Right or wrong, the pincode is typed again: it never stays on the screen.
      form.reset();
      refuseWrongPincode(unlockLessonWithPincode.pincode);
    },
    failureIn: 'form',
    failureText: (error) => refusal(error) ?? t('lesson.saving-failed'),
  });
  const problem = problemOf(form.errors, failure);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={360}>
        <Title order={2} size="h4">
          {t('lesson.ask-parent')}
        </Title>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SecretInput
          label={t('lesson.parent-pincode')}
          {...form.getInputProps('pincode', { withError: false })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PINCODE_MAX_LENGTH}
          size="lg"
        />
        <Button type="submit" size="lg" loading={unlock.isPending}>
          {t('lesson.unlock')}
        </Button>
      </Stack>
    </form>
  );
}
