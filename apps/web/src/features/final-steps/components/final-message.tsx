import { FINAL_MESSAGE_MAX_LENGTH, finalMessageText } from '@koran-kids/input/forms/final-steps';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildPage } from '../../../components/child-page.tsx';
import { FinalTextForm } from '../../../components/final-text-form.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { finalStepsQuery } from '../../../family/api/get-final-steps.ts';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { useSendFinalMessage } from '../api/send-final-message.ts';

/** `/final_message/{userChildId}`: after the test, the child's last words to the teacher; final once sent. */
export function FinalMessage({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('final-steps');
  const steps = usePageQuery(finalStepsQuery(userChildId)).data;
  const teacher = useQuery(subscriptionQuery()).data?.subscription?.teacherName;
  const send = useSendFinalMessage(userChildId);
  if (!steps) return <LoadingScreen />;
  const back = [{ to: `/start/${userChildId}`, label: t('final-message.back') }];
  if (!steps.testSubmittedAt)
    return (
      <ChildPage title={t('final-message.title')} back={back}>
        <Text size="lg">{t('final-message.not-open')}</Text>
      </ChildPage>
    );
  const { finalMessage, finalMessageSentAt } = steps;
  return (
    <ChildPage title={t('final-message.title')} back={back}>
      <FinalTextForm
        schema={finalMessageText}
        max={FINAL_MESSAGE_MAX_LENGTH}
        sent={finalMessage && finalMessageSentAt ? { text: finalMessage, at: finalMessageSentAt } : null}
        isSending={send.isPending}
        send={(text) => send.mutateAsync(text)}
        texts={{
          heading: t('final-message.heading', teacher ? { name: teacher } : { context: 'none' }),
          help: t('final-message.help'),
          whoReads: t('final-message.who-reads'),
          label: t('final-message.label'),
          send: t('final-message.send'),
          confirmTitle: t('final-message.confirm-title'),
          confirm: t('final-message.confirm'),
          yes: t('final-message.yes'),
          no: t('final-message.no'),
          empty: t('final-message.empty'),
          sent: t('final-message.sent'),
          characters: (count, max) => t('final-message.characters', { count, max }),
          sentOn: (date) => t('final-message.sent-on', { date }),
        }}
      >
        <Button component={Link} to={`/certificate/${userChildId}`} size="lg" mt="md" w="fit-content">
          {t('final-message.to-certificate')}
        </Button>
      </FinalTextForm>
    </ChildPage>
  );
}
