import { LANGUAGES } from '@koran-kids/i18n/languages';
import { Button, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../gql/graphql.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useSetWeeklyLetter } from '../api/set-weekly-letter.ts';

/** The weekly letter by e-mail: on or off, and its language (the link in each letter turns it off too). */
export function WeeklyLetterForm({ setting }: { setting: { isOn: boolean; language: Language } }) {
  const { t } = useTranslation('parent');
  const save = useSetWeeklyLetter();
  // Both fields are choices from fixed lists: nothing to check before sending.
  const form = useCheckedForm({ initialValues: setting, validate: () => ({}) });
  const { onSubmit } = useFormSubmit(form, { send: save.mutateAsync, toast: () => t('account.weekly-letter-saved') });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text>{t('account.weekly-letter-help')}</Text>
        <Switch label={t('account.weekly-letter-on')} {...form.getInputProps('isOn', { type: 'checkbox' })} />
        <NativeSelect
          label={t('account.weekly-letter-language')}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`account.languages.${language}`) }))}
          {...form.getInputProps('language')}
          w={{ base: '100%', sm: 280 }}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('account.weekly-letter-save')}
        </Button>
      </Stack>
    </form>
  );
}
