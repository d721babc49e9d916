import { Alert, Button, Group, Progress, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsReducedMotion } from '../../../../lib/reduced-motion.ts';
import { answerRows, isMatched, isSamePick, type Matchable, type Pick, shuffle, tap } from './matching-pairs.ts';
import { TaskDoneAlert } from './task-done-alert.tsx';
import type { TaskProps } from './types.ts';

/** One thing to match; pairs with the same `answerText` are interchangeable (a surah can repeat a verse). */
export type MatchingPair = Matchable & { prompt: ReactNode; answer: ReactNode };

type Feedback = { kind: 'selected' | 'right' | 'wrong'; count: number };

const FLASH_MS = 900;
// One grid for both columns, each box placed in its row: a row is as tall as the taller of its two boxes, so a long
// verse or translation makes its row grow instead of running over the next one. (A subgrid inside a fieldset kept
// every row at its minimum height in Chromium, and the text spilled.)
const COLUMNS: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: 'var(--mantine-spacing-xs)',
};
// Each column stays a group for screen readers, while its boxes take part in the grid above.
const COLUMN: CSSProperties = { display: 'contents' };
const SHAKE: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-6px)' },
  { transform: 'translateX(6px)' },
  { transform: 'translateX(-4px)' },
  { transform: 'translateX(0)' },
];

/**
 * Two columns: tap a prompt, then its answer (or the other way round). A wrong pair shakes and says so; nothing is
 * lost. Used by "learn the translation" and "know the words".
 */
export function Matching({
  pairs,
  promptHeading,
  answerHeading,
  doneText,
  isDone,
  onComplete,
}: TaskProps & { pairs: MatchingPair[]; promptHeading: string; answerHeading: string; doneText: string }) {
  const { t } = useTranslation('tasks');
  const isReducedMotion = useIsReducedMotion();
  const id = useId();
  // Only the order is kept, so the answers follow a change of language.
  const [answerOrder, setAnswerOrder] = useState(() => shuffle(pairs).map((pair) => pair.id));
  // prompt id → answer id
  const [matches, setMatches] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<Pick | null>(null);
  const [wrong, setWrong] = useState<Pick | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const isReported = useRef(false);

  const answers = answerRows(pairs, answerOrder, matches);
  const matchedCount = Object.keys(matches).length;
  const isAccomplished = pairs.length > 0 && matchedCount === pairs.length;

  useEffect(() => {
    if (!wrong) return;
    const timer = setTimeout(() => setWrong(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [wrong]);

  const say = (kind: Feedback['kind']) => setFeedback((current) => ({ kind, count: (current?.count ?? 0) + 1 }));

  const choose = (pick: Pick) => {
    const result = tap(pairs, matches, selected, pick);
    switch (result.kind) {
      case 'ignored':
        return;
      case 'unselected':
        setSelected(null);
        return;
      case 'selected':
        setSelected(result.pick);
        say('selected');
        return;
      case 'right':
        setMatches((current) => ({ ...current, [result.promptId]: result.answerId }));
        setSelected(null);
        say('right');
        if (matchedCount + 1 === pairs.length && !isReported.current) {
          isReported.current = true;
          if (!isDone) onComplete();
        }
        return;
      case 'wrong':
        setWrong(result.pick);
        say('wrong');
        if (!isReducedMotion) buttons.current.get(`${pick.side}:${pick.id}`)?.animate(SHAKE, { duration: 400 });
    }
  };

  const startAgain = () => {
    setAnswerOrder(shuffle(pairs).map((pair) => pair.id));
    setMatches({});
    setSelected(null);
    setWrong(null);
    setFeedback(null);
  };

  const feedbackText = {
    selected: t('matching.selected'),
    right: t('matching.right'),
    wrong: t('matching.wrong'),
  };

  const item = (pick: Pick, content: ReactNode, row: number) => {
    const key = `${pick.side}:${pick.id}`;
    const isPickMatched = isMatched(matches, pick);
    const isSelected = isSamePick(selected, pick);
    const isWrong = isSamePick(wrong, pick);
    const tone = isPickMatched ? 'green' : isWrong ? 'red' : isSelected ? 'blue' : null;
    const style: CSSProperties = {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 'var(--mantine-spacing-xs)',
      gridColumn: pick.side === 'prompt' ? 1 : 2,
      gridRow: row + 2,
      width: '100%',
      minWidth: 0,
      minHeight: 56,
      padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
      borderRadius: 'var(--mantine-radius-md)',
      border: `2px solid var(--mantine-color-${tone ?? 'gray'}-${tone ? 6 : 4})`,
      background: tone ? `var(--mantine-color-${tone}-0)` : 'var(--mantine-color-white)',
      boxShadow: isSelected ? '0 0 0 3px var(--mantine-color-blue-2)' : undefined,
      cursor: isPickMatched ? 'default' : 'pointer',
      transition: isReducedMotion ? undefined : 'background-color 150ms, border-color 150ms',
    };
    return (
      <UnstyledButton
        key={key}
        ref={(element: HTMLButtonElement | null) => {
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        }}
        style={style}
        aria-pressed={isSelected}
        // Stays focusable once matched, so a keyboard user does not lose their place.
        aria-disabled={isPickMatched || undefined}
        onClick={() => choose(pick)}
      >
        <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{content}</span>
        {isPickMatched && (
          <>
            <Text component="span" c="green.8" fw={700} fz="xl" aria-hidden="true">
              ✓
            </Text>
            <VisuallyHidden>{t('matching.matched')}</VisuallyHidden>
          </>
        )}
      </UnstyledButton>
    );
  };

  return (
    <Stack gap="md">
      {isDone && !isAccomplished && <Alert color="blue">{t('shared.already-done')}</Alert>}
      <Stack gap={4}>
        <Text fw={600} id={`${id}-counter`}>
          {t('matching.counter', { matched: matchedCount, total: pairs.length })}
        </Text>
        <Progress
          value={pairs.length === 0 ? 0 : (matchedCount / pairs.length) * 100}
          aria-hidden="true"
          transitionDuration={isReducedMotion ? 0 : 200}
        />
      </Stack>
      {/* The two columns share their rows, so a matched pair sits side by side at one height. */}
      <div style={COLUMNS}>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's boxes cannot join the grid above in every engine. */}
        <div role="group" aria-labelledby={`${id}-prompts`} style={COLUMN}>
          <Title order={3} size="h4" id={`${id}-prompts`} style={{ gridColumn: 1, gridRow: 1 }}>
            {promptHeading}
          </Title>
          {pairs.map((pair, row) => item({ side: 'prompt', id: pair.id }, pair.prompt, row))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's boxes cannot join the grid above in every engine. */}
        <div role="group" aria-labelledby={`${id}-answers`} style={COLUMN}>
          <Title order={3} size="h4" id={`${id}-answers`} style={{ gridColumn: 2, gridRow: 1 }}>
            {answerHeading}
          </Title>
          {answers.map((pair, row) => item({ side: 'answer', id: pair.id }, pair.answer, row))}
        </div>
      </div>
      <Text
        aria-live="polite"
        c={feedback?.kind === 'wrong' ? 'red.8' : 'green.9'}
        fw={600}
        mih={isAccomplished ? 0 : '1.6em'}
      >
        {/* A new key makes screen readers say the same hint again. */}
        {feedback && !isAccomplished && <span key={feedback.count}>{feedbackText[feedback.kind]}</span>}
      </Text>
      {isAccomplished && <TaskDoneAlert title={doneText} />}
      <Group>
        <Button variant="light" size="lg" onClick={startAgain}>
          {t('shared.start-again')}
        </Button>
      </Group>
    </Stack>
  );
}
