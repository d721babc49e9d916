import { Button, Rating, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { reviewQuery } from '../api/get-review.ts';
import { useUpsertReview } from '../api/upsert-review.ts';
import { ParentPage } from './parent-page.tsx';

const COMMENT_MAX = 1000;

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
  const errorMessage = useErrorMessage();
  const save = useUpsertReview();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setProblem(t('review.choose'));
    setProblem(null);
    save.mutate(
      { rating, comment },
      {
        onSuccess: () => showToast('success', t('review.saved')),
        onError: (error) => showToast('error', errorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('review.intro')}</Text>
        {review && (
          <Text c="gray.7">
            {t('review.current', {
              date: new Date(review.updatedAt).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
            })}
          </Text>
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Text fw={500}>{t('review.rating')}</Text>
          </legend>
          <Rating
            value={rating}
            onChange={setRating}
            size="xl"
            getSymbolLabel={(value) => t('review.stars', { count: value })}
          />
          {problem && (
            <Text c="red.8" size="sm" role="alert">
              {problem}
            </Text>
          )}
        </fieldset>
        <Textarea
          label={t('review.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={COMMENT_MAX}
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
