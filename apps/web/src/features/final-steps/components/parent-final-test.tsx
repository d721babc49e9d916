import { Anchor, Badge, Button, Card, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTakeBackFinalTest } from '../api/delete-user-children-unlockable.ts';
import { parentFinalTestQuery } from '../api/get-final-test-questions-with-answers.ts';
import { useSetFinalTest } from '../api/insert-user-children-unlockable.ts';

/** Sets the final test: once every lesson is finished, or `early` with the parent's confirmation; or takes it back. */
type FinalTestChange = 'set' | 'set-early' | 'take-back';

/** `parent/profiles/child/final_test?child={id}`: set or take back the test; each answer beside the expected one. */
export function ParentFinalTest({ userChildId }: { userChildId: string }) {
  const { t, i18n } = useTranslation('final-steps');
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const child = usePageQuery(subscriptionQuery()).data?.subscription?.children.find((kid) => kid.id === userChildId);
  const { data } = usePageQuery(parentFinalTestQuery(userChildId));
  const setTest = useSetFinalTest(userChildId);
  const takeBack = useTakeBackFinalTest(userChildId);
  const [isConfirming, setConfirming] = useState(false);
  if (!data || !child) return <LoadingScreen />;

  const dateOf = (value: string) => formatDate(i18n.language, value);
  const openedAt = (type: string) => data.userChildrenUnlockables.find((step) => step.type === type)?.createdAt;
  const name = child.name;
  const setAt = openedAt('FINAL_TEST');
  const submittedAt = openedAt('FINAL_MESSAGE');
  const questions = data.finalTestQuestionsWithAnswers;
  const answered = questions.filter((question) => question.result).length;
  const { lessonsFinished, lessonCount } = data.finalSteps;
  const allLessonsFinished = lessonsFinished >= lessonCount;
  const change = (change: FinalTestChange) => {
    const after = {
      onSuccess: () => {
        setConfirming(false);
        showToast('success', change === 'take-back' ? t('parent.take-back-done') : t('parent.set-done', { name }));
      },
    };
    if (change === 'take-back') takeBack.mutate(undefined, after);
    else setTest.mutate(change === 'set-early', after);
  };

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/parent/profiles/child?child=${userChildId}`} py={10} w="fit-content">
          ← {name}
        </Anchor>
        <Title order={1}>{t('parent.title', { name })}</Title>
        <Text>{t('parent.explain', { name, count: questions.length })}</Text>
        <Card withBorder radius="lg">
          {setAt ? (
            <Stack gap={4}>
              <Text>{t('parent.set-on', { date: dateOf(setAt) })}</Text>
              <Text>{t('parent.answered', { answered, total: questions.length })}</Text>
              {submittedAt && <Text fw={700}>{t('parent.submitted-on', { date: dateOf(submittedAt) })}</Text>}
              {data.finalSteps.finalMessageSentAt && (
                <Text>{t('parent.final-message-on', { date: dateOf(data.finalSteps.finalMessageSentAt) })}</Text>
              )}
              {!submittedAt && (
                <Button variant="outline" color="red.8" w="fit-content" mt="sm" onClick={() => change('take-back')}>
                  {t('parent.take-back')}
                </Button>
              )}
            </Stack>
          ) : allLessonsFinished ? (
            <Group justify="space-between">
              <Text>{t('parent.not-set')}</Text>
              <Button onClick={() => change('set')} loading={setTest.isPending}>
                {t('parent.set')}
              </Button>
            </Group>
          ) : (
            <Stack gap="sm">
              <Text>
                {t('parent.opens-after-last-lesson', { name, finished: lessonsFinished, count: lessonCount })}
              </Text>
              <Button variant="outline" w="fit-content" onClick={() => setConfirming(true)}>
                {t('parent.set-early')}
              </Button>
            </Stack>
          )}
        </Card>
        {setAt && (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {questions.map((question) => (
              <Card key={question.id} component="li" withBorder radius="lg">
                <Text size="sm" c="gray.7">
                  {t('parent.question', { number: question.sequence })}
                </Text>
                <Text fw={700}>{localized(question.question)}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                  <div>
                    <Badge color="gray.7" variant="outline">
                      {t('parent.expected')}
                    </Badge>
                    <Text mt={4}>{localized(question.answer)}</Text>
                  </div>
                  <div>
                    <Badge color="green.9" variant="outline">
                      {t('parent.given', { name })}
                    </Badge>
                    <Text mt={4} style={{ whiteSpace: 'pre-wrap' }} c={question.result ? undefined : 'gray.7'}>
                      {question.result ?? t('parent.no-answer')}
                    </Text>
                  </div>
                </SimpleGrid>
              </Card>
            ))}
          </Stack>
        )}
        <Modal opened={isConfirming} onClose={() => setConfirming(false)} title={t('parent.set-early-title')}>
          <Text>{t('parent.set-early-text', { name, finished: lessonsFinished, count: lessonCount })}</Text>
          <Group mt="md" justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {tc('actions.cancel')}
            </Button>
            <Button onClick={() => change('set-early')} loading={setTest.isPending}>
              {t('parent.set-early-confirm')}
            </Button>
          </Group>
        </Modal>
        {data.finalSteps.finalMessage && (
          <Card withBorder radius="lg">
            <Title order={2} size="h4">
              {t('parent.final-message', { name })}
            </Title>
            <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {data.finalSteps.finalMessage}
            </Text>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
