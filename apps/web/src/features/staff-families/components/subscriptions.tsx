import {
  endSubscriptionInput,
  extendSubscriptionInput,
  STAFF_TEXT_LIMITS,
  SUBSCRIPTION_EXTEND_MAX_DAYS,
} from '@koran-kids/input/forms/staff';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type GetInputPropsReturnType, schemaResolver } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import type { SubscriptionStatus } from '../../../gql/graphql.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { useEndSubscription } from '../api/end-subscription.ts';
import { useExtendSubscription } from '../api/extend-subscription.ts';
import type { SubscriptionFilter } from '../api/get-staff-subscriptions.ts';
import { type Change, type Subscription, SubscriptionTable } from './subscription-table.tsx';

const STATUSES: readonly SubscriptionStatus[] = ['ACTIVE', 'ENDING', 'ENDED'];
const isStatus = (value: string | null): value is SubscriptionStatus => STATUSES.includes(value as SubscriptionStatus);

const checkExtend = schemaResolver(extendSubscriptionInput, { sync: true });
const checkEnd = schemaResolver(endSubscriptionInput, { sync: true });

/** The search, status and page in the address, so a reload or a shared link shows the same list. */
function useSubscriptionFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: SubscriptionFilter = {
    search: params.get('search') ?? '',
    status: isStatus(status) ? status : null,
    page: Math.max(0, Math.floor(Number(params.get('page')) || 0)),
  };
  const change = (next: Partial<SubscriptionFilter>) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        const values = { ...filter, page: 0, ...next };
        for (const [key, value] of Object.entries(values))
          if (value === null || value === '' || value === 0) changed.delete(key);
          else changed.set(key, String(value));
        return changed;
      },
      { replace: true },
    );
  return { filter, change };
}

/** `/staff/families`: the families' subscriptions, found by e-mail or name and status; extended, ended, exported. */
export function Subscriptions() {
  const { t } = useTranslation('staff-families');
  const { filter, change } = useSubscriptionFilter();
  const [changing, setChanging] = useState<Change | null>(null);
  const csv = new URLSearchParams({ search: filter.search, ...(filter.status ? { status: filter.status } : {}) });
  return (
    <StaffPage title={t('subscriptions.title')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField search={filter.search} onSearch={(search) => change({ search })} />
        <NativeSelect
          label={t('subscriptions.status-filter')}
          value={filter.status ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change({ status: isStatus(value) ? value : null });
          }}
          data={[
            { value: '', label: t('subscriptions.all') },
            ...STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          w={220}
        />
        <Anchor href={`/staff/subscriptions.csv?${csv}`} download py={10}>
          {t('subscriptions.csv')}
        </Anchor>
      </Group>
      <SubscriptionTable filter={filter} onPage={(page) => change({ page })} onChange={setChanging} />
      <Modal
        opened={changing !== null}
        onClose={() => setChanging(null)}
        title={changing && t(`${changing.action}.title`, { email: changing.subscription.email })}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {changing?.action === 'extend' && (
          <ExtendForm subscription={changing.subscription} close={() => setChanging(null)} />
        )}
        {changing?.action === 'end' && <EndForm subscription={changing.subscription} close={() => setChanging(null)} />}
      </Modal>
    </StaffPage>
  );
}

/** Typed freely; the list follows a moment after the typing stops. */
function SearchField({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('staff-families');
  const [text, setText] = useState(search);
  const [settled] = useDebouncedValue(text.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled new text is a new search.
  useEffect(() => {
    if (settled !== search) onSearch(settled);
  }, [settled]);
  return (
    <TextInput
      type="search"
      label={t('subscriptions.search')}
      description={t('subscriptions.search-hint')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={200}
      w={320}
    />
  );
}

function ReasonField(props: GetInputPropsReturnType) {
  const { t } = useTranslation('staff-families');
  return (
    <TextInput
      label={t('reason')}
      description={t('reason-hint')}
      {...props}
      maxLength={STAFF_TEXT_LIMITS.reason}
      required
    />
  );
}

function ExtendForm({ subscription, close }: { subscription: Subscription; close: () => void }) {
  const { t } = useTranslation('staff-families');
  const dates = useFormatters();
  const extend = useExtendSubscription(subscription.id);
  const problemText = useProblemText('staff-families', 'problems');
  const form = useCheckedForm({ initialValues: { days: 30, reason: '' }, validate: checkExtend, problemText });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => extend.mutateAsync(values),
    toast: (result) =>
      t('extend.done', { email: subscription.email, date: dates.date(result.extendSubscription.endsOn, 'medium') }),
    onSuccess: close,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('extend.intro', { date: dates.date(subscription.endsOn, 'medium') })}</Text>
        <NumberInput
          label={t('extend.days')}
          {...form.getInputProps('days')}
          min={1}
          max={SUBSCRIPTION_EXTEND_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          required
          w={160}
        />
        <ReasonField {...form.getInputProps('reason')} />
        <Group gap="xs">
          <Button type="submit" loading={extend.isPending}>
            {t('extend.submit')}
          </Button>
          <Button variant="subtle" onClick={close}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EndForm({ subscription, close }: { subscription: Subscription; close: () => void }) {
  const { t } = useTranslation('staff-families');
  const end = useEndSubscription(subscription.id);
  const problemText = useProblemText('staff-families', 'problems');
  const form = useCheckedForm({ initialValues: { reason: '' }, validate: checkEnd, problemText });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => end.mutateAsync(values),
    toast: () => t('end.done', { email: subscription.email }),
    onSuccess: close,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert color="orange" role="note">
          {t('end.warning', { email: subscription.email })}
        </Alert>
        <ReasonField {...form.getInputProps('reason')} />
        <Group gap="xs">
          <Button type="submit" color="red.8" loading={end.isPending}>
            {t('end.submit')}
          </Button>
          <Button variant="subtle" onClick={close}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
