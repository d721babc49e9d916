import { Alert, Button, Group, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsReducedMotion } from '../../../../lib/reduced-motion.ts';
import { TaskDoneAlert } from './task-done-alert.tsx';
import type { Bilingual, TaskProps, TaskQuizQuestion } from './types.ts';

const PASS_RATIO = 0.8;
const OPTION_LETTERS = 'ABCDEFGH';

/** Play the quiz: one question at a time, feedback straight away, passed at 80 % right. */
export function QuizTask({ questions, isDone, onComplete }: TaskProps & { questions: TaskQuizQuestion[] }) {
  const { t } = useTranslation('tasks');
  return (
    <Stack gap="md">
      {questions.length === 0 ? (
        <Alert color="gray">{t('quiz.empty')}</Alert>
      ) : (
        <Quiz
          key={questions.map((question) => question.question.nl).join('\n')}
          questions={questions}
          isDone={isDone}
          onComplete={onComplete}
        />
      )}
    </Stack>
  );
}

function Quiz({ questions, isDone, onComplete }: TaskProps & { questions: TaskQuizQuestion[] }) {
  const { t, i18n } = useTranslation('tasks');
  const isReducedMotion = useIsReducedMotion();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState<number[]>([]);
  const [isFinished, setIsFinished] = useState(false);
  const isReported = useRef(false);
  const shouldFocusHeading = useRef(false);

  const local = (text: Bilingual) => (i18n.resolvedLanguage === 'en' ? text.en : text.nl);
  const question = questions[index] as TaskQuizQuestion;
  const chosen = choices[index];
  const isAnswered = chosen !== undefined;
  const isLast = index === questions.length - 1;
  const correctCount = questions.filter((item, position) => choices[position] === item.answer).length;
  const needed = Math.ceil(questions.length * PASS_RATIO);
  const hasPassed = correctCount >= needed;

  // The heading remounts with each question; moving focus there reads the new question out.
  const focusIfAsked = (heading: HTMLHeadingElement | null) => {
    if (!heading || !shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    heading.focus();
  };

  const choose = (option: number) => {
    if (isAnswered) return;
    setChoices((current) => {
      const next = [...current];
      next[index] = option;
      return next;
    });
  };

  const goOn = () => {
    shouldFocusHeading.current = true;
    if (!isLast) return setIndex(index + 1);
    setIsFinished(true);
    if (hasPassed && !isReported.current) {
      isReported.current = true;
      if (!isDone) onComplete();
    }
  };

  const retry = () => {
    shouldFocusHeading.current = true;
    setChoices([]);
    setIndex(0);
    setIsFinished(false);
  };

  // Arrows only move focus: choosing is final here, so it waits for Enter, Space or a tap.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]'));
    const current = options.indexOf(document.activeElement as HTMLButtonElement);
    options[(current + step + options.length) % options.length]?.focus();
  };

  if (isFinished) {
    return (
      <Stack gap="md" key="result">
        <Title order={3} ref={focusIfAsked} tabIndex={-1}>
          {t('quiz.score', { correct: correctCount, count: questions.length })}
        </Title>
        {hasPassed ? (
          <TaskDoneAlert title={t('quiz.passed')} />
        ) : (
          <Alert color="yellow" role="status">
            {t('quiz.failed', { needed })}
          </Alert>
        )}
        {isDone && !hasPassed && <Alert color="blue">{t('shared.already-done')}</Alert>}
        <Group>
          <Button size="lg" variant={hasPassed ? 'light' : 'filled'} onClick={retry}>
            {t('quiz.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const optionStyle = (option: number): CSSProperties => {
    const isRight = isAnswered && option === question.answer;
    const isWrongChoice = isAnswered && option === chosen && !isRight;
    const tone = isRight ? 'green' : isWrongChoice ? 'red' : null;
    return {
      display: 'flex',
      alignItems: 'center',
      gap: 'var(--mantine-spacing-sm)',
      width: '100%',
      minHeight: 56,
      padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
      borderRadius: 'var(--mantine-radius-md)',
      border: `2px solid var(--mantine-color-${tone ?? 'gray'}-${tone ? 7 : 4})`,
      background: tone ? `var(--mantine-color-${tone}-0)` : 'var(--mantine-color-white)',
      opacity: isAnswered && !tone ? 0.6 : 1,
      fontSize: 'var(--mantine-font-size-lg)',
      cursor: isAnswered ? 'default' : 'pointer',
      transition: isReducedMotion ? undefined : 'background-color 150ms, border-color 150ms',
    };
  };

  return (
    <Stack gap="md" key={index}>
      {isDone && index === 0 && !isAnswered && <Alert color="blue">{t('shared.already-done')}</Alert>}
      <Stack gap={4}>
        <Text fw={600} id={`${id}-progress`}>
          {t('quiz.progress', { current: index + 1, total: questions.length })}
        </Text>
        <Progress
          value={((index + (isAnswered ? 1 : 0)) / questions.length) * 100}
          aria-hidden="true"
          transitionDuration={isReducedMotion ? 0 : 200}
        />
      </Stack>
      <Title order={3} id={`${id}-question`} ref={focusIfAsked} tabIndex={-1}>
        {local(question.question)}
      </Title>
      <Stack gap="sm" role="radiogroup" aria-labelledby={`${id}-question`} onKeyDown={moveFocus}>
        {question.options
          .map((option, position) => ({ option, position }))
          .map(({ option, position }) => {
            const isRight = isAnswered && position === question.answer;
            const isWrongChoice = isAnswered && position === chosen && !isRight;
            return (
              <UnstyledButton
                key={position}
                role="radio"
                aria-checked={chosen === position}
                aria-disabled={isAnswered || undefined}
                tabIndex={position === (chosen ?? 0) ? 0 : -1}
                style={optionStyle(position)}
                onClick={() => choose(position)}
              >
                <Text
                  component="span"
                  fw={700}
                  aria-hidden="true"
                  w={32}
                  h={32}
                  style={{
                    display: 'grid',
                    placeItems: 'center',
                    flex: 'none',
                    borderRadius: '50%',
                    background: 'var(--mantine-color-gray-1)',
                  }}
                >
                  {isRight ? '✓' : isWrongChoice ? '✗' : OPTION_LETTERS[position]}
                </Text>
                <span>{local(option)}</span>
              </UnstyledButton>
            );
          })}
      </Stack>
      <Text aria-live="polite" fw={600} c={chosen === question.answer ? 'green.9' : 'red.8'} mih="1.6em">
        {isAnswered &&
          (chosen === question.answer
            ? t('quiz.correct')
            : t('quiz.wrong', { answer: local(question.options[question.answer] ?? { nl: '', en: '' }) }))}
      </Text>
      {isAnswered && (
        <Group>
          <Button size="lg" onClick={goOn}>
            {isLast ? t('quiz.finish') : t('quiz.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
