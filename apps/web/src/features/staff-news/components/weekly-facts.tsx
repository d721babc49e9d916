import { STAFF_TEXT_LIMITS, weeklyFactInput } from '@koran-kids/input/forms/staff';
import { Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { FactCard } from '../../../components/news-cards.tsx';
import type { GetStaffWeeklyFactsQuery } from '../../../gql/graphql.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { today } from '../../../staff/dates.ts';
import { StaffGroupPage } from '../../../staff/staff-page.tsx';
import { staffWeeklyFactsQuery } from '../api/get-staff-weekly-facts.ts';
import { useSaveWeeklyFact, type WeeklyFactValues } from '../api/save-weekly-fact.ts';
import { useSetWeeklyFactState } from '../api/set-weekly-fact-state.ts';
import { PublicationForm, PublicationList } from './publication.tsx';

type WeeklyFact = GetStaffWeeklyFactsQuery['staffWeeklyFacts'][number];

const checkWeeklyFact = schemaResolver(weeklyFactInput, { sync: true });

/** `/staff/facts`: the weekly facts children see in turn, in nl and en; written, previewed, published, withdrawn. */
export function WeeklyFacts() {
  const { t } = useTranslation('staff-news');
  return (
    <StaffGroupPage title={t('facts.title')}>{(group) => <GroupWeeklyFacts courseGroupId={group.id} />}</StaffGroupPage>
  );
}

function GroupWeeklyFacts({ courseGroupId }: { courseGroupId: string }) {
  const { t } = useTranslation('staff-news');
  const localized = useLocalized();
  const { data, isPending } = usePageQuery(staffWeeklyFactsQuery(courseGroupId));
  const setState = useSetWeeklyFactState(courseGroupId);
  if (isPending || !data) return <LoadingScreen />;
  return (
    <Stack gap="md">
      <Text>{t('facts.intro')}</Text>
      <PublicationList
        kind="facts"
        items={data}
        titleOf={(fact) => t('facts.item-title', { sequence: fact.sequence })}
        bodyOf={(fact) => <Text style={{ whiteSpace: 'pre-wrap' }}>{localized(fact.message)}</Text>}
        stateChange={setState}
        editor={(fact, close) => <WeeklyFactEditor courseGroupId={courseGroupId} fact={fact} close={close} />}
      />
    </Stack>
  );
}

const initialValuesOf = (fact: WeeklyFact | null): WeeklyFactValues => ({
  messageNl: fact?.message.nl ?? '',
  messageEn: fact?.message.en ?? '',
  publishOn: fact?.publishOn ?? today(),
});

function WeeklyFactEditor({
  courseGroupId,
  fact,
  close,
}: {
  courseGroupId: string;
  fact: WeeklyFact | null;
  close: () => void;
}) {
  const { t } = useTranslation('staff-news');
  const save = useSaveWeeklyFact(courseGroupId, fact?.id ?? null);
  const problemText = useProblemText('staff-news', 'problems');
  const form = useCheckedForm({ initialValues: initialValuesOf(fact), validate: checkWeeklyFact, problemText });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    toast: () => t(fact ? 'facts.saved' : 'facts.created'),
    onSuccess: close,
  });
  const { values } = form;
  const message = (language: 'Nl' | 'En') => {
    const field = `message${language}` as const;
    return (
      <Textarea
        label={t('facts.text-field')}
        description={t('editor.characters', { count: values[field].length, max: STAFF_TEXT_LIMITS.fact })}
        {...form.getInputProps(field)}
        maxLength={STAFF_TEXT_LIMITS.fact}
        lang={language.toLowerCase()}
        autosize
        minRows={3}
        required
      />
    );
  };
  return (
    <PublicationForm
      onSubmit={onSubmit}
      fields={{ nl: message('Nl'), en: message('En') }}
      publishOn={form.getInputProps('publishOn')}
      publishOnHint={t('facts.publish-on-hint')}
      preview={{
        nl: <FactCard lng="nl" message={values.messageNl} />,
        en: <FactCard lng="en" message={values.messageEn} />,
      }}
      isSaving={save.isPending}
      close={close}
    />
  );
}
