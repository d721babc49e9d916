import { CONTACT_LIMITS, type ContactInformation, contactInput } from '@koran-kids/input/forms/contact';
import { PINCODE_MAX_LENGTH } from '@koran-kids/input/forms/pincode';
import { relationToKid } from '@koran-kids/input/forms/relation';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SecretInput } from '../../../components/secret-input.tsx';
import { availabilityQuery } from '../../../family/api/get-availability.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import {
  refuseWrongPincode,
  usePincodeChangeForm,
  usePincodeProblem,
  usePincodeRefusal,
} from '../../../lib/pincode.ts';
import { useSignOutClick } from '../../../offline/sign-out.ts';
import { contactInformationQuery } from '../api/get-contact-information.ts';
import { parentAccountQuery } from '../api/get-parent-account.ts';
import { useUpdateContactInformation } from '../api/update-contact-information.ts';
import { useUpdateRelationToKid } from '../api/update-relation-to-kid.ts';
import { useUpdateUnlockKey } from '../api/update-unlock-key.ts';
import { ParentPage } from './parent-page.tsx';
import { WeeklyLetterForm } from './weekly-letter-form.tsx';

const RELATIONS = ['mother', 'father', 'guardian', 'grandparent', 'other'] as const;
const checkRelation = schemaResolver(relationToKid, { sync: true });
const checkContact = schemaResolver(contactInput, { sync: true });

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
  const signOutClick = useSignOutClick();
  const account = usePageQuery(parentAccountQuery()).data;
  if (!account) return <LoadingScreen />;
  const user = account.parentAccount;
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
      <Section id="weekly-letter" title={t('account.weekly-letter')}>
        <WeeklyLetterForm setting={account.weeklyLetterSetting} />
      </Section>
      <Section id="subscription" title={t('account.subscription')}>
        <SubscriptionFacts />
      </Section>
      <Section id="pincode" title={t('account.pincode')}>
        <PincodeForm />
      </Section>
      <Button component="a" href="/auth/logout" onClick={signOutClick} variant="outline" w="fit-content">
        {t('account.sign-out')}
      </Button>
    </ParentPage>
  );
}

function RelationForm({ current }: { current: string }) {
  const { t } = useTranslation('parent');
  const save = useUpdateRelationToKid();
  const form = useCheckedForm({ initialValues: { relationToKid: current }, validate: checkRelation });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values.relationToKid),
    toast: () => t('account.relation-saved'),
  });
  const options: { value: string; label: string }[] = RELATIONS.map((value) => ({
    value,
    label: t(`account.relations.${value}`),
  }));
  if (current && !RELATIONS.includes(current as (typeof RELATIONS)[number]))
    options.push({ value: current, label: current });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" mt="md">
        <Select
          label={t('account.relation')}
          data={options}
          value={form.values.relationToKid || null}
          onChange={(value) => form.setFieldValue('relationToKid', value ?? '')}
          // Picking the chosen relation again keeps it: a parent never means "no relation".
          allowDeselect={false}
        />
        <Button type="submit" variant="light" disabled={!form.values.relationToKid} loading={save.isPending}>
          {t('account.relation-save')}
        </Button>
      </Group>
    </form>
  );
}

function ContactForm() {
  const { t } = useTranslation('parent');
  const { data, isPending } = usePageQuery(contactInformationQuery());
  if (isPending) return <LoadingScreen />;
  if (!data) return <Text>{t('account.no-order')}</Text>;
  return <ContactFields key={JSON.stringify(data)} initial={data} />;
}

function ContactFields({ initial }: { initial: ContactInformation }) {
  const { t } = useTranslation('parent');
  const save = useUpdateContactInformation();
  const problemText = useProblemText('parent', 'account.problems');
  const form = useCheckedForm({ initialValues: initial, validate: checkContact, problemText });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    toast: () => t('account.contact-saved'),
  });
  const field = (name: keyof ContactInformation, props: { maxLength: number; autoComplete: string; type?: string }) => (
    <TextInput label={t(`account.${name}`)} {...form.getInputProps(name)} {...props} />
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Text size="sm" c="gray.7" mb="sm">
        {t('account.contact-help')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('address', { maxLength: CONTACT_LIMITS.address, autoComplete: 'street-address' })}
        {field('postcode', { maxLength: 7, autoComplete: 'postal-code' })}
        {field('city', { maxLength: CONTACT_LIMITS.city, autoComplete: 'address-level2' })}
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
  const availability = usePageQuery(availabilityQuery(true)).data?.availability;
  if (!availability) return <LoadingScreen />;
  const dateOf = (day: string) => formatDate(i18n.language, day);
  return (
    <Stack gap={4}>
      <Text>{t('account.period', { from: dateOf(availability.startsOn), to: dateOf(availability.endsOn) })}</Text>
      <Text>{t('account.profiles', { count: availability.profileCount, max: availability.maxProfiles })}</Text>
    </Stack>
  );
}

function PincodeForm() {
  const { t } = useTranslation('parent');
  const refusal = usePincodeRefusal();
  const problemOf = usePincodeProblem();
  const change = useUpdateUnlockKey();
  const form = usePincodeChangeForm();
  const { onSubmit, failure } = useFormSubmit(form, {
    send: async ({ current, next }) => {
      const { updateUnlockKey } = await change.mutateAsync({
        currentSecretKey: current,
        newSecretKey: next,
      });
      refuseWrongPincode(updateUnlockKey);
    },
    toast: () => t('account.pincode-saved'),
    onSuccess: () => form.reset(),
    failureIn: 'form',
    failureText: refusal,
  });
  const problem = problemOf(form.errors, failure);
  const input = (name: 'current' | 'next' | 'repeat', label: string) => (
    <SecretInput
      label={label}
      {...form.getInputProps(name, { withError: false })}
      inputMode="numeric"
      maxLength={PINCODE_MAX_LENGTH}
      autoComplete="off"
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate>
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
