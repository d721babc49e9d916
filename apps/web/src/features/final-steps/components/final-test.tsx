import { ANSWER_MAX_LENGTH, finalAnswer } from '@koran-kids/input/forms/final-steps';
import { Button, Card, Group, Modal, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { finalStepsQuery } from '../../../family/api/get-final-steps.ts';
import type { GetFinalTestQuestionsQuery } from '../../../gql/graphql.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { finalTestQuestionsQuery } from '../api/get-final-test-questions.ts';
import { useSubmitFinalTest } from '../api/submit-final-test.ts';
import { useSaveAnswer } from '../api/upsert-final-test-result.ts';

const checkAnswer = schemaResolver(finalAnswer, { sync: true });
type Question = GetFinalTestQuestionsQuery['finalTestQuestions'][number];

/** `/test/{userChildId}`: the final test, one question at a time, a review, then handed in for good. */
export function FinalTest({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('final-steps');
  const steps = usePageQuery(finalStepsQuery(userChildId)).data;
  const isOpen = Boolean(steps?.testSetAt && !steps.testSubmittedAt);
  const questions = usePageQuery({ ...finalTestQuestionsQuery(userChildId), enabled: isOpen }).data;
  const back = [{ to: `/start/${userChildId}`, label: t('test.back') }];
  if (!steps) return <LoadingScreen />;
  if (!steps.testSetAt)
    return (
      <ChildPage title={t('test.title')} back={back}>
        <Text size="lg">{t('test.not-set')}</Text>
      </ChildPage>
    );
  if (steps.testSubmittedAt)
    return (
      <ChildPage title={t('test.title')} back={back}>
        <Text size="lg">{t('test.submitted')}</Text>
        <Button component={Link} to={`/final_message/${userChildId}`} size="lg" w="fit-content">
          {t('test.to-final-message')}
        </Button>
      </ChildPage>
    );
  if (!questions) return <LoadingScreen />;
  return (
    <ChildPage title={t('test.title')} back={back}>
      <TestSteps userChildId={userChildId} questions={questions} />
    </ChildPage>
  );
}

function TestSteps({ userChildId, questions }: { userChildId: string; questions: Question[] }) {
  const firstOpen = questions.findIndex((question) => !question.result);
  const [index, setIndex] = useState(firstOpen === -1 ? questions.length : firstOpen);
  if (index >= questions.length)
    return <Review userChildId={userChildId} questions={questions} onChange={(position) => setIndex(position)} />;
  const question = questions[index];
  if (!question) return null;
  return (
    <QuestionStep
      key={question.id}
      userChildId={userChildId}
      question={question}
      position={index}
      total={questions.length}
      onPrevious={() => setIndex(index - 1)}
      onNext={() => setIndex(index + 1)}
    />
  );
}

type StepProps = {
  userChildId: string;
  question: Question;
  position: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
};

function QuestionStep({ userChildId, question, position, total, onPrevious, onNext }: StepProps) {
  const { t } = useTranslation('final-steps');
  const localized = useLocalized();
  const { t: tc } = useTranslation('common');
  const save = useSaveAnswer(userChildId);
  const form = useCheckedForm({
    initialValues: { result: question.result ?? '' },
    validate: checkAnswer,
    problemText: (code) => (code === 'required' ? t('test.empty') : tc('errors.BAD_INPUT')),
  });
  const { onSubmit, failure } = useFormSubmit(form, {
    // An unchanged answer is not sent again.
    send: async ({ result }) => {
      if (result.trim() !== question.result) await save.mutateAsync({ questionId: question.id, result });
    },
    onSuccess: onNext,
    failureIn: 'form',
  });
  const answer = form.getInputProps('result');
  const current = position + 1;
  const isLast = current === total;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {position === 0 && <Text size="lg">{t('test.intro')}</Text>}
        <div>
          <Text fw={700}>{t('test.progress', { current, total })}</Text>
          <Progress
            value={(position / total) * 100}
            size="lg"
            radius="xl"
            aria-label={t('test.progress-label', { current, total })}
          />
        </div>
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h3">
            {localized(question.question)}
          </Title>
          <Textarea
            mt="md"
            label={t('test.answer')}
            {...answer}
            error={answer.error ?? failure}
            maxLength={ANSWER_MAX_LENGTH}
            autosize
            minRows={3}
            size="lg"
            data-autofocus
          />
        </Card>
        <Group justify="space-between">
          {position > 0 ? (
            <Button variant="default" size="lg" onClick={onPrevious}>
              {t('test.previous')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" loading={save.isPending}>
            {isLast ? t('test.to-review') : t('test.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Review({
  userChildId,
  questions,
  onChange,
}: {
  userChildId: string;
  questions: Question[];
  onChange: (position: number) => void;
}) {
  const { t } = useTranslation('final-steps');
  const localized = useLocalized();
  const [, navigate] = useLocation();
  const submit = useSubmitFinalTest(userChildId);
  const [isConfirming, setConfirming] = useState(false);
  const isComplete = questions.every((question) => question.result);

  // mutateAsync: the page below unmounts as soon as the test counts as handed in, and still moves on.
  const handIn = () =>
    submit
      .mutateAsync()
      .then(() => {
        showToast('success', t('test.submitted'));
        return navigate(`/final_message/${userChildId}`);
      })
      // The failure itself is the query client's toast (lib/query-client.ts).
      .catch(() => setConfirming(false));

  return (
    <Stack gap="md">
      <Title order={2}>{t('test.review-title')}</Title>
      <Text size="lg">{t('test.review-intro')}</Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((question, position) => (
          <Card key={question.id} component="li" withBorder radius="lg" padding="md">
            <Text fw={700}>
              {question.sequence}. {localized(question.question)}
            </Text>
            <Text mt={4} style={{ whiteSpace: 'pre-wrap' }} c={question.result ? undefined : 'red.8'}>
              {question.result ?? t('test.not-answered')}
            </Text>
            <Button variant="subtle" mt="xs" w="fit-content" onClick={() => onChange(position)}>
              {t('test.change', { number: question.sequence })}
            </Button>
          </Card>
        ))}
      </Stack>
      {!isComplete && <Text c="red.8">{t('test.incomplete')}</Text>}
      <Button size="lg" w="fit-content" disabled={!isComplete} onClick={() => setConfirming(true)}>
        {t('test.submit')}
      </Button>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('test.submit')}
        closeButtonProps={{ 'aria-label': t('test.submit-no') }}
      >
        <Text>{t('test.submit-confirm')}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('test.submit-no')}
          </Button>
          <Button onClick={handIn} loading={submit.isPending}>
            {t('test.submit-yes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
