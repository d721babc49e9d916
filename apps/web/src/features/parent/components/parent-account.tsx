import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SecretInput } from '../../../components/secret-input.tsx';
import { availabilityQuery } from '../../../family/api/get-availability.ts';
import { fieldProblemsOf, useErrorMessage, useProblemText } from '../../../lib/error-message.ts';
import { isPincodeFormat, usePincodeRefusal } from '../../../lib/pincode.ts';
import { showToast } from '../../../lib/toast.ts';
import { contactInformationQuery } from '../api/get-contact-information.ts';
import { parentAccountQuery } from '../api/get-parent-account.ts';
import { useUpdateContactInformation } from '../api/update-contact-information.ts';
import { useUpdateRelationToKid } from '../api/update-relation-to-kid.ts';
import { useUpdateUnlockKey } from '../api/update-unlock-key.ts';
import { ParentPage } from './parent-page.tsx';

const RELATIONS = ['mother', 'father', 'guardian', 'grandparent', 'other'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** `parent/account`: who you are, contact details on the shop order, the subscription, the pincode, signing out. */
export function ParentAccount() {
  const { t } = useTranslation('parent');
  const user = useQuery(parentAccountQuery()).data?.parentAccount;
  if (!user) return <LoadingScreen />;
  return (
    <ParentPage title={t('account.title')}>
      <Section id="you" title={t('account.you')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('account.first-name')} value={user.firstName ?? ''} readOnly />
          <TextInput label={t('account.last-name')} value={user.lastName ?? ''} readOnly />
          <TextInput
            label={t('account.email')}
            description={t('account.email-help')}
            value={user.email ?? ''}
            readOnly
          />
        </SimpleGrid>
        <RelationForm current={user.relationToKid ?? ''} />
      </Section>
      <Section id="contact" title={t('account.contact')}>
        <ContactForm />
      </Section>
      <Section id="subscription" title={t('account.subscription')}>
        <SubscriptionFacts />
      </Section>
      <Section id="pincode" title={t('account.pincode')}>
        <PincodeForm />
      </Section>
      <Button component="a" href="/auth/logout" variant="outline" w="fit-content">
        {t('account.sign-out')}
      </Button>
    </ParentPage>
  );
}

function RelationForm({ current }: { current: string }) {
  const { t } = useTranslation('parent');
  const errorMessage = useErrorMessage();
  const save = useUpdateRelationToKid();
  const [relation, setRelation] = useState(current);
  const options: { value: string; label: string }[] = RELATIONS.map((value) => ({
    value,
    label: t(`account.relations.${value}`),
  }));
  if (current && !RELATIONS.includes(current as (typeof RELATIONS)[number]))
    options.push({ value: current, label: current });
  return (
    <Group align="flex-end" mt="md">
      <Select
        label={t('account.relation')}
        data={options}
        value={relation || null}
        onChange={(value) => setRelation(value ?? '')}
        // Picking the chosen relation again keeps it: a parent never means "no relation".
        allowDeselect={false}
      />
      <Button
        variant="light"
        disabled={!relation}
        loading={save.isPending}
        onClick={() =>
          save.mutate(relation, {
            onSuccess: () => showToast('success', t('account.relation-saved')),
            onError: (error) => showToast('error', errorMessage(error)),
          })
        }
      >
        {t('account.relation-save')}
      </Button>
    </Group>
  );
}

function ContactForm() {
  const { t } = useTranslation('parent');
  const { data, isPending } = useQuery(contactInformationQuery());
  if (isPending) return <LoadingScreen />;
  if (!data) return <Text>{t('account.no-order')}</Text>;
  return <ContactFields key={JSON.stringify(data)} initial={data} />;
}

type Contact = { address: string; postcode: string; city: string; phone: string };

function ContactFields({ initial }: { initial: Contact }) {
  const { t } = useTranslation('parent');
  const errorMessage = useErrorMessage();
  const save = useUpdateContactInformation();
  const [values, setValues] = useState<Contact>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const problemText = useProblemText('parent', 'account.problems');
  const field = (name: keyof Contact, props: { maxLength: number; autoComplete: string; type?: string }) => (
    <TextInput
      label={t(`account.${name}`)}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      error={problemText(problems[name])}
      {...props}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        setProblems({});
        showToast('success', t('account.contact-saved'));
      },
      onError: (error) => {
        const fieldProblems = fieldProblemsOf(error);
        if (fieldProblems) setProblems(fieldProblems);
        else showToast('error', errorMessage(error));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Text size="sm" c="gray.7" mb="sm">
        {t('account.contact-help')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('address', { maxLength: 100, autoComplete: 'street-address' })}
        {field('postcode', { maxLength: 7, autoComplete: 'postal-code' })}
        {field('city', { maxLength: 60, autoComplete: 'address-level2' })}
        {field('phone', { maxLength: 16, autoComplete: 'tel', type: 'tel' })}
      </SimpleGrid>
      <Button type="submit" mt="md" loading={save.isPending}>
        {t('account.contact-save')}
      </Button>
    </form>
  );
}

function SubscriptionFacts() {
  const { t, i18n } = useTranslation('parent');
  const availability = useQuery(availabilityQuery(true)).data?.availability;
  if (!availability) return <LoadingScreen />;
  const dateOf = (day: string) => new Date(`${day}T12:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <Stack gap={4}>
      <Text>{t('account.period', { from: dateOf(availability.startsOn), to: dateOf(availability.endsOn) })}</Text>
      <Text>{t('account.profiles', { count: availability.profileCount, max: availability.maxProfiles })}</Text>
    </Stack>
  );
}

function PincodeForm() {
  const { t } = useTranslation('parent');
  const errorMessage = useErrorMessage();
  const refusal = usePincodeRefusal();
  const change = useUpdateUnlockKey();
  const [values, setValues] = useState({ current: '', next: '', repeat: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPincodeFormat(values.next)) return setProblem(t('gate.format'));
    if (values.next !== values.repeat) return setProblem(t('gate.mismatch'));
    if (!isPincodeFormat(values.current)) return setProblem(t('gate.required'));
    change.mutate(
      { currentSecretKey: Number(values.current), newSecretKey: Number(values.next) },
      {
        onSuccess: ({ updateUnlockKey: outcome }) => {
          if (!outcome.isCorrect) return setProblem(refusal(outcome));
          setProblem(null);
          setValues({ current: '', next: '', repeat: '' });
          showToast('success', t('account.pincode-saved'));
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const input = (name: keyof typeof values, label: string) => (
    <SecretInput
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input('current', t('account.pincode-current'))}
        {input('next', t('account.pincode-new'))}
        {input('repeat', t('account.pincode-repeat'))}
      </SimpleGrid>
      {problem && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {problem}
        </Text>
      )}
      <Button type="submit" mt="md" loading={change.isPending}>
        {t('account.pincode-save')}
      </Button>
    </form>
  );
}
