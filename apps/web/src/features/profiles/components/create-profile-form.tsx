import {
  CREATE_CHILD_REQUIRED_FIELDS,
  type CreateChildField,
  createChildInput,
  missingChildFields,
} from '@koran-kids/input/forms/create-child';
import { Alert, Anchor, Button, Container, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AvatarPicker } from '../../../components/avatar-picker.tsx';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/graphql-client.ts';
import { useCreateUserChild } from '../api/create-user-child.ts';

type Values = Record<CreateChildField, string>;
const EMPTY: Values = { username: '', name: '', gender: '', dateOfBirth: '', avatar: '' };
const LABEL_KEYS = {
  username: 'create.username',
  name: 'create.name',
  gender: 'create.gender',
  dateOfBirth: 'create.date-of-birth',
  avatar: 'create.avatar',
} as const;

const checkProfile = schemaResolver(createChildInput, { sync: true });

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
  const create = useCreateUserChild();
  const problemText = useProblemText('profiles', 'create');
  const form = useCheckedForm({
    initialValues: EMPTY,
    // The spec's one message for the empty fields first, as the server does; then the server's own schema.
    validate: (values) => {
      const missing = missingChildFields(values);
      if (missing.length > 0) return Object.fromEntries(missing.map((field) => [field, 'required']));
      return checkProfile({ ...values, subscriptionId });
    },
    // An empty field is named in the message above the form; the field itself is only marked.
    problemText: (code) => (code === 'required' ? ' ' : problemText(code)),
  });
  const { onSubmit, failure } = useFormSubmit(form, {
    send: (values) => create.mutateAsync({ ...values, subscriptionId }),
    toast: ({ createUserChild }) => t('create.created', { name: createUserChild.name }),
    onSuccess: () => navigate('/'),
    failureIn: 'form',
    failureText: (error) =>
      error instanceof ApiError && error.code === 'PROFILE_LIMIT_REACHED'
        ? t('create.limit', { max: Number(error.extensions.maxProfiles) })
        : undefined,
  });
  const required = CREATE_CHILD_REQUIRED_FIELDS.filter((field) => form.errors[field] === 'required');

  const fieldList = (fields: CreateChildField[]) => {
    const labels = fields.map((field) => t(LABEL_KEYS[field]));
    return labels.length > 1
      ? `${labels.slice(0, -1).join(', ')} ${tc('list-and')} ${labels.at(-1)}`
      : (labels[0] ?? '');
  };

  return (
    <Container size="sm" py="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <BackToProfiles />
          <Title order={1}>{t('create.title')}</Title>
          {(required.length > 0 || failure) && (
            <Alert color="red" role="alert">
              {failure ?? tc('required', { count: required.length, fields: fieldList(required) })}
            </Alert>
          )}
          <TextInput
            label={t('create.username')}
            description={t('create.username-help')}
            {...form.getInputProps('username')}
            autoComplete="off"
            required
            size="md"
          />
          <TextInput
            label={t('create.name')}
            description={t('create.name-help')}
            {...form.getInputProps('name')}
            autoComplete="off"
            required
            size="md"
          />
          <Radio.Group label={t('create.gender')} {...form.getInputProps('gender')} required>
            <Group mt="xs">
              <Radio value="boy" label={t('create.boy')} size="md" />
              <Radio value="girl" label={t('create.girl')} size="md" />
            </Group>
          </Radio.Group>
          <TextInput
            type="date"
            label={t('create.date-of-birth')}
            {...form.getInputProps('dateOfBirth')}
            required
            size="md"
          />
          <AvatarPicker {...form.getInputProps('avatar')} />
          <Button type="submit" size="lg" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
