import { Card, Group, Progress, Rating, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetStaffReviewsQuery } from '../../../gql/graphql.ts';
import { formatNumber, useFormatters } from '../../../lib/formatters.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { staffReviewsQuery } from '../api/get-staff-reviews.ts';

type Summary = GetStaffReviewsQuery['staffReviews'];

/** `/staff/reviews`: what parents think of the course: the average, how many gave each number of stars, comments. */
export function Reviews() {
  const { t } = useTranslation('staff-families');
  const { data, isPending } = usePageQuery(staffReviewsQuery());
  return (
    <StaffPage title={t('reviews.title')}>
      {isPending || !data ? (
        <LoadingScreen />
      ) : data.count === 0 ? (
        <Text role="status">{t('reviews.none')}</Text>
      ) : (
        <>
          <Distribution summary={data} />
          <Comments summary={data} />
        </>
      )}
    </StaffPage>
  );
}

function Distribution({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('staff-families');
  const average = formatNumber(i18n.language, summary.average ?? 0, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const rows = summary.distribution.map((count, index) => ({ stars: index + 1, count })).reverse();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="review-distribution">
      <Title order={2} size="h4" id="review-distribution">
        {t('reviews.average', { average, count: summary.count })}
      </Title>
      <Table mt="sm" maw={520} aria-labelledby="review-distribution">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reviews.stars-column')}</Table.Th>
            <Table.Th scope="col">{t('reviews.parents-column')}</Table.Th>
            <Table.Th scope="col" w="50%">
              {t('reviews.share-column')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.stars}>
              <Table.Td>{t('reviews.stars', { count: row.stars })}</Table.Td>
              <Table.Td>{row.count}</Table.Td>
              <Table.Td>
                <Progress value={(row.count / summary.count) * 100} color="yellow.6" aria-hidden />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function Comments({ summary }: { summary: Summary }) {
  const { t } = useTranslation('staff-families');
  const dates = useFormatters();
  return (
    <Stack gap="sm" component="section" aria-labelledby="review-comments">
      <Title order={2} size="h4" id="review-comments">
        {t('reviews.comments', { count: summary.comments.length })}
      </Title>
      {summary.comments.length === 0 && <Text>{t('reviews.no-comments')}</Text>}
      {summary.comments.map((review) => (
        <Card key={`${review.updatedAt}-${review.comment}`} withBorder radius="md" padding="sm">
          <Group gap="sm">
            <div role="img" aria-label={t('reviews.rating', { count: review.rating })}>
              <Rating value={review.rating} readOnly />
            </div>
            <Text size="sm" c="dimmed">
              {dates.date(review.updatedAt, 'medium')}
            </Text>
          </Group>
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {review.comment}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
