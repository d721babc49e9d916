import { PINCODE_MAX_LENGTH } from '@koran-kids/input/forms/pincode';
import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SecretInput } from '../../../components/secret-input.tsx';
import { userQuery } from '../../../family/api/get-user.ts';
import { useFormSubmit } from '../../../lib/form.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import {
  refuseWrongPincode,
  useNewPincodeForm,
  usePincodeEntryForm,
  usePincodeProblem,
  usePincodeRefusal,
} from '../../../lib/pincode.ts';
import { useUpdateUnlockKey } from '../api/update-unlock-key.ts';
import { useValidatePincode } from '../api/validate-pincode.ts';

/** Re-renders when the parent area closes, so the gate shows again without a reload. */
function useIsStillOpen(openUntil: string | null | undefined) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!openUntil) return;
    const wait = new Date(openUntil).getTime() - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait + 500);
    return () => clearTimeout(timer);
  }, [openUntil]);
  return Boolean(openUntil && new Date(openUntil).getTime() > Date.now());
}

/** Parents only: the first time the family chooses a pincode; later the pincode opens it for 15 minutes. */
export function PincodeGate({ children }: { children: ReactNode }) {
  const { data } = usePageQuery(userQuery());
  const isOpen = useIsStillOpen(data?.viewer.parentAreaOpenUntil);
  if (!data) return <LoadingScreen />;
  if (!data.viewer.hasPincode) return <ChoosePincode />;
  if (!isOpen) return <EnterPincode />;
  return children;
}

function ChoosePincode() {
  const { t } = useTranslation('parent');
  const save = useUpdateUnlockKey();
  return (
    <ChoosePincodeForm
      title={t('gate.choose-title')}
      text={t('gate.choose-text')}
      isSaving={save.isPending}
      send={(pincode) => save.mutateAsync({ newSecretKey: pincode })}
    />
  );
}

/** A new pincode, typed twice: the family's first, or one that replaces a forgotten pincode. */
export function ChoosePincodeForm(props: {
  title: string;
  text: string;
  isSaving: boolean;
  send: (pincode: string) => Promise<unknown>;
  /** The toast once saved. */
  savedToast?: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('parent');
  const problemOf = usePincodeProblem();
  const form = useNewPincodeForm();
  const { savedToast } = props;
  const { onSubmit, failure } = useFormSubmit(form, {
    send: ({ pincode }) => props.send(pincode),
    toast: savedToast ? () => savedToast : undefined,
    onSuccess: props.onSaved,
    failureIn: 'form',
  });
  return (
    <GateFrame title={props.title} text={props.text} problem={problemOf(form.errors, failure)} onSubmit={onSubmit}>
      <SecretInput
        label={t('gate.pincode')}
        {...form.getInputProps('pincode', { withError: false })}
        {...pinInputProps}
      />
      <SecretInput
        label={t('gate.repeat')}
        {...form.getInputProps('repeat', { withError: false })}
        {...pinInputProps}
      />
      <Button type="submit" size="lg" loading={props.isSaving}>
        {t('gate.choose-submit')}
      </Button>
    </GateFrame>
  );
}

function EnterPincode() {
  const { t } = useTranslation('parent');
  const { t: tc } = useTranslation();
  const validate = useValidatePincode();
  const refusal = usePincodeRefusal();
  const problemOf = usePincodeProblem();
  const form = usePincodeEntryForm();
  const { onSubmit, failure } = useFormSubmit(form, {
    send: async ({ pincode }) => {
      const { validatePincode: outcome } = await validate.mutateAsync(pincode);
      // Right or wrong, the pincode is typed again: it never stays on the screen.
      form.reset();
      refuseWrongPincode(outcome);
    },
    failureIn: 'form',
    failureText: (error) => refusal(error) ?? tc('errors.generic'),
  });
  return (
    <GateFrame
      title={t('gate.enter-title')}
      text={t('gate.enter-text')}
      problem={problemOf(form.errors, failure)}
      onSubmit={onSubmit}
    >
      <SecretInput
        label={t('gate.pincode')}
        {...form.getInputProps('pincode', { withError: false })}
        {...pinInputProps}
      />
      <Button type="submit" size="lg" loading={validate.isPending}>
        {t('gate.enter-submit')}
      </Button>
      <Anchor component={Link} to="/new-pincode" py={10} w="fit-content">
        {t('gate.forgot')}
      </Anchor>
    </GateFrame>
  );
}

const pinInputProps = {
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PINCODE_MAX_LENGTH,
  size: 'lg',
  required: true,
} as const;

function GateFrame(props: {
  title: string;
  text: string;
  problem: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('parent');
  return (
    <Container size="xs" py="xl">
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          <Anchor component={Link} to="/" py={10} w="fit-content">
            ← {t('gate.back')}
          </Anchor>
          <Title order={1}>{props.title}</Title>
          <Text>{props.text}</Text>
          {props.problem && (
            <Alert color="red" role="alert">
              {props.problem}
            </Alert>
          )}
          {props.children}
        </Stack>
      </form>
    </Container>
  );
}
