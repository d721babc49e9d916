import { Alert, Button, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretInput } from '../../../components/secret-input.tsx';
import { isPincodeFormat, usePincodeRefusal } from '../../../lib/pincode.ts';
import { useUnlockLessonWithPincode } from '../api/unlock-lesson-with-pincode.ts';

/**
 * A parent opens the lesson here with the family pincode. A module of its own: an open lesson, the usual case,
 * does not load the pincode form.
 */
export function ParentUnlockForm(props: { userChildId: string; lessonId: string }) {
  const { t } = useTranslation('lessons');
  const { t: tp } = useTranslation('parent');
  const [pincode, setPincode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const unlock = useUnlockLessonWithPincode(props.userChildId, props.lessonId);
  const refusal = usePincodeRefusal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPincodeFormat(pincode)) return setProblem(tp('gate.format'));
    unlock.mutate(Number(pincode), {
      onSuccess: ({ unlockLessonWithPincode: { pincode: outcome } }) => {
        setPincode('');
        if (outcome.isCorrect) return setProblem(null);
        setProblem(refusal(outcome));
      },
      onError: () => setProblem(t('lesson.saving-failed')),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
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
          value={pincode}
          onChange={(event) => setPincode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          size="lg"
        />
        <Button type="submit" size="lg" loading={unlock.isPending}>
          {t('lesson.unlock')}
        </Button>
      </Stack>
    </form>
  );
}
