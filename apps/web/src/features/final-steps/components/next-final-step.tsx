import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { finalStepsQuery } from '../../../family/api/get-final-steps.ts';

/** On the start page: a button to the next final step once the parent has set the test; the big one once the course is done. */
export function NextFinalStep({ userChildId, isMainAction }: { userChildId: string; isMainAction: boolean }) {
  const { t } = useTranslation('final-steps');
  const steps = useQuery(finalStepsQuery(userChildId)).data;
  if (!steps?.testSetAt) return null;
  const next = steps.certificateAt
    ? { to: `/certificate/${userChildId}`, label: t('start.certificate') }
    : steps.testSubmittedAt
      ? { to: `/final_message/${userChildId}`, label: t('start.final-message') }
      : {
          to: `/test/${userChildId}`,
          label: steps.answeredCount > 0 ? t('start.test-continue') : t('start.test-ready'),
        };
  return (
    <Button
      component={Link}
      to={next.to}
      size={isMainAction ? 'xl' : 'lg'}
      h={isMainAction ? 80 : undefined}
      radius="lg"
      color="grape.9"
      variant={isMainAction ? 'filled' : 'light'}
      fullWidth={isMainAction}
    >
      {next.label}
    </Button>
  );
}
