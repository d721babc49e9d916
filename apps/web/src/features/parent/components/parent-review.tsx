import { REVIEW_COMMENT_MAX, reviewInput } from '@koran-kids/input/forms/review';
import { Button, Rating, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { reviewQuery } from '../api/get-review.ts';
import { useUpsertReview } from '../api/upsert-review.ts';
import { ParentPage } from './parent-page.tsx';

const checkReview = schemaResolver(reviewInput, { sync: true });

/** `parent/review`: one rating of 1 to 5 stars per parent, with an optional comment; editable. */
export function ParentReview() {
  const { t } = useTranslation('parent');
  const { data, isPending } = usePageQuery(reviewQuery());
  if (isPending) return <LoadingScreen />;
  return (
    <ParentPage title={t('review.title')}>
      <ReviewForm key={data?.updatedAt ?? 'new'} review={data ?? null} />
    </ParentPage>
  );
}

function ReviewForm({ review }: { review: { rating: number; comment?: string | null; updatedAt: string } | null }) {
  const { t, i18n } = useTranslation('parent');
  const save = useUpsertReview();
  const problemText = useProblemText('parent', 'review');
  const form = useCheckedForm({
    initialValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
    validate: checkReview,
    problemText,
  });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    toast: () => t('review.saved'),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('review.intro')}</Text>
        {review && (
          <Text c="gray.7">
            {t('review.current', {
              date: formatDate(i18n.language, review.updatedAt),
            })}
          </Text>
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Text fw={500}>{t('review.rating')}</Text>
          </legend>
          <Rating
            {...form.getInputProps('rating', { withError: false })}
            // Each star is a target a parent taps: 44 px, not Mantine's largest (32).
            size={44}
            getSymbolLabel={(value) => t('review.stars', { count: value })}
          />
          {form.errors.rating && (
            <Text c="red.8" size="sm" role="alert">
              {t('review.choose')}
            </Text>
          )}
        </fieldset>
        <Textarea
          label={t('review.comment')}
          {...form.getInputProps('comment')}
          maxLength={REVIEW_COMMENT_MAX}
          autosize
          minRows={4}
        />
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('review.save')}
        </Button>
      </Stack>
    </form>
  );
}
