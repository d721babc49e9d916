import { Alert, Anchor, Button, Container, Fieldset, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AVATAR_CATEGORIES, ChildAvatar } from '../../../components/child-avatar/child-avatar.tsx';
import { useProblemText } from '../../../lib/error-message.ts';
import { ApiError } from '../../../lib/graphql-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateUserChild } from '../api/create-user-child.ts';
import classes from './create-profile-form.module.css';

const FIELDS = ['username', 'name', 'gender', 'dateOfBirth', 'avatar'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { username: '', name: '', gender: '', dateOfBirth: '', avatar: '' };
const LABEL_KEYS = {
  username: 'create.username',
  name: 'create.name',
  gender: 'create.gender',
  dateOfBirth: 'create.date-of-birth',
  avatar: 'create.avatar',
} as const;

type Problems = { required: Field[]; byField: Partial<Record<Field, string>>; general: string | null };
const NO_PROBLEMS: Problems = { required: [], byField: {}, general: null };

function BackToProfiles() {
  const { t } = useTranslation('profiles');
  return (
    <Anchor component={Link} to="/" py={10} w="fit-content">
      ← {t('create.back')}
    </Anchor>
  );
}

/** Instead of the form when the subscription holds no more profiles: said before anything is filled in. */
export function ProfileLimitReached({ maxProfiles }: { maxProfiles: number }) {
  const { t } = useTranslation('profiles');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <BackToProfiles />
        <Title order={1}>{t('create.title')}</Title>
        <Alert color="orange" role="status">
          {t('create.full', { max: maxProfiles })}
        </Alert>
      </Stack>
    </Container>
  );
}

/** `/profile/create/{subscriptionId}`: a child's new profile (the spec's "Create your profile"). */
export function CreateProfileForm({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation('profiles');
  const { t: tc } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const create = useCreateUserChild();
  const problemText = useProblemText('profiles', 'create');
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const fieldList = (fields: Field[]) => {
    const labels = fields.map((field) => t(LABEL_KEYS[field]));
    return labels.length > 1
      ? `${labels.slice(0, -1).join(', ')} ${tc('list-and')} ${labels.at(-1)}`
      : (labels[0] ?? '');
  };

  const explain = (error: unknown): Problems => {
    if (!(error instanceof ApiError)) return { ...NO_PROBLEMS, general: tc('errors.generic') };
    if (error.code === 'USERNAME_TAKEN') return { ...NO_PROBLEMS, byField: { username: t('create.username-taken') } };
    if (error.code === 'PROFILE_LIMIT_REACHED') {
      return { ...NO_PROBLEMS, general: t('create.limit', { max: Number(error.extensions.maxProfiles) }) };
    }
    if (error.code === 'BAD_INPUT') {
      const required = (error.extensions.requiredFields as Field[] | undefined) ?? [];
      const byField = Object.fromEntries(
        Object.entries((error.extensions.problems as Record<string, string> | undefined) ?? {}).map(([field, code]) => [
          field,
          problemText(code) ?? '',
        ]),
      );
      return { required, byField, general: null };
    }
    return { ...NO_PROBLEMS, general: tc(`errors.${error.code}` as 'errors.generic', tc('errors.generic')) };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = FIELDS.filter((field) => values[field].trim() === '');
    if (required.length > 0) return setProblems({ ...NO_PROBLEMS, required });
    setProblems(NO_PROBLEMS);
    create.mutate(
      { ...values, subscriptionId },
      {
        onSuccess: ({ createUserChild }) => {
          showToast('success', t('create.created', { name: createUserChild.name }));
          navigate('/');
        },
        onError: (error) => setProblems(explain(error)),
      },
    );
  };

  const errorOf = (field: Field) => problems.byField[field] ?? (problems.required.includes(field) ? ' ' : undefined);

  return (
    <Container size="sm" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <BackToProfiles />
          <Title order={1}>{t('create.title')}</Title>
          {(problems.required.length > 0 || problems.general) && (
            <Alert color="red" role="alert">
              {problems.general ??
                tc('required', { count: problems.required.length, fields: fieldList(problems.required) })}
            </Alert>
          )}
          <TextInput
            label={t('create.username')}
            description={t('create.username-help')}
            value={values.username}
            onChange={(event) => set('username')(event.currentTarget.value)}
            error={errorOf('username')}
            autoComplete="off"
            required
            size="md"
          />
          <TextInput
            label={t('create.name')}
            description={t('create.name-help')}
            value={values.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
            error={errorOf('name')}
            autoComplete="off"
            required
            size="md"
          />
          <Radio.Group
            label={t('create.gender')}
            value={values.gender}
            onChange={set('gender')}
            error={errorOf('gender')}
            required
          >
            <Group mt="xs">
              <Radio value="boy" label={t('create.boy')} size="md" />
              <Radio value="girl" label={t('create.girl')} size="md" />
            </Group>
          </Radio.Group>
          <TextInput
            type="date"
            label={t('create.date-of-birth')}
            value={values.dateOfBirth}
            onChange={(event) => set('dateOfBirth')(event.currentTarget.value)}
            error={errorOf('dateOfBirth')}
            required
            size="md"
          />
          <AvatarPicker value={values.avatar} onChange={set('avatar')} error={errorOf('avatar')} />
          <Button type="submit" size="lg" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}

export function AvatarPicker(props: { value: string; onChange: (avatar: string) => void; error: string | undefined }) {
  const { t } = useTranslation('profiles');
  const groups = [
    { label: t('create.kids-boys'), avatars: AVATAR_CATEGORIES.boys },
    { label: t('create.kids-girls'), avatars: AVATAR_CATEGORIES.girls },
  ];
  return (
    <Radio.Group label={t('create.avatar')} value={props.value} onChange={props.onChange} error={props.error} required>
      {groups.map((group) => (
        <Fieldset key={group.label} legend={group.label} variant="unstyled" mt="xs">
          <div className={classes.avatars}>
            {group.avatars.map((avatar, index) => (
              // biome-ignore lint/a11y/noLabelWithoutControl: the Mantine Radio inside renders the input.
              <label key={avatar} className={classes.avatar} data-checked={props.value === avatar || undefined}>
                <Radio
                  value={avatar}
                  aria-label={`${group.label}: ${t('create.avatar-label', { number: index + 1 })}`}
                  className={classes.radio}
                />
                <ChildAvatar avatar={avatar} size={64} />
              </label>
            ))}
          </div>
        </Fieldset>
      ))}
    </Radio.Group>
  );
}
