import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './learn-surah-task.module.css';
import {
  countdown,
  ENDLESS,
  type Loop,
  type LoopEvent,
  type Phase,
  phaseEnded,
  statusOf,
} from './memorization-loop.ts';

const TICK_MS = 100;
const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  previous: 'M6 6h2v12H6zm3.5 6 8.5 6V6z',
  next: 'M6 18l8.5-6L6 6v12zM16 6v12h2V6z',
};

/** The sticky player: what happens now, the countdown, "I said it", and previous / play / next. */
export function SurahPlayer({
  loop,
  ayahNumber,
  isListening,
  isLoading,
  phaseMs,
  isReducedMotion,
  dispatch,
}: {
  loop: Loop;
  ayahNumber: number;
  isListening: boolean;
  /** The recitation has waited a while for its data (a slow connection). */
  isLoading: boolean;
  phaseMs: number;
  isReducedMotion: boolean;
  dispatch: (event: LoopEvent) => void;
}) {
  const { t } = useTranslation('tasks');
  const status = {
    idle: () => t('learn-surah.status-idle', { number: ayahNumber }),
    recite: () => t('learn-surah.status-recite', { number: ayahNumber }),
    loading: () => t('learn-surah.status-loading', { number: ayahNumber }),
    listen: () => t('learn-surah.status-listen', { number: ayahNumber }),
    read: () => t('learn-surah.status-read', { number: ayahNumber }),
  }[statusOf(loop, isListening, isLoading)]();
  const repetition =
    loop.repeats === ENDLESS
      ? t('learn-surah.repetition-endless', { current: loop.repetition })
      : t('learn-surah.repetition', { current: loop.repetition, total: loop.repeats });

  return (
    <section className={classes.player} aria-label={t('learn-surah.player')}>
      <Stack gap="xs">
        <div aria-live="polite">
          <Text fw={700} fz="lg">
            {status}
          </Text>
          {loop.isPlaying && (
            <Text size="sm" c="gray.7">
              {repetition}
            </Text>
          )}
        </div>
        {!isListening && (
          <PhaseTimer
            key={loop.step}
            durationMs={phaseMs}
            phase={loop.phase}
            isRunning={loop.isPlaying}
            isReducedMotion={isReducedMotion}
            dispatch={dispatch}
          />
        )}
        {loop.isPlaying && loop.phase === 'reciting' && (
          <Button size="lg" variant="light" onClick={() => dispatch({ type: 'reciting-ended' })}>
            {t('learn-surah.said-it')}
          </Button>
        )}
        <Group justify="center" gap="sm" wrap="nowrap">
          <ActionIcon
            size={52}
            radius="xl"
            variant="light"
            onClick={() => dispatch({ type: 'go', index: loop.index - 1 })}
            disabled={loop.index <= loop.from}
            aria-label={t('learn-surah.previous')}
          >
            <Icon path={ICONS.previous} />
          </ActionIcon>
          <Button
            size="lg"
            radius="xl"
            // Narrow side padding: "Afspelen" in a wide system font (DejaVu Sans) still fits between the two round
            // buttons on a 390 px phone, where the row leaves the play button 150 px.
            px="xs"
            miw={150}
            onClick={() => dispatch({ type: loop.isPlaying ? 'stop' : 'play' })}
            leftSection={<Icon path={loop.isPlaying ? ICONS.pause : ICONS.play} />}
          >
            {loop.isPlaying ? t('learn-surah.stop') : t('learn-surah.play')}
          </Button>
          <ActionIcon
            size={52}
            radius="xl"
            variant="light"
            onClick={() => dispatch({ type: 'go', index: loop.index + 1 })}
            disabled={loop.index >= loop.to}
            aria-label={t('learn-surah.next')}
          >
            <Icon path={ICONS.next} />
          </ActionIcon>
        </Group>
      </Stack>
    </section>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width={26} height={26} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** Counts a reading or a pause down; keyed by the phase, it keeps its time while paused. */
function PhaseTimer({
  durationMs,
  phase,
  isRunning,
  isReducedMotion,
  dispatch,
}: {
  durationMs: number;
  phase: Phase;
  isRunning: boolean;
  isReducedMotion: boolean;
  dispatch: (event: LoopEvent) => void;
}) {
  const { t } = useTranslation('tasks');
  // Counted as time gone, not time left: a duration changed before the start (another speed) starts nothing.
  const [elapsedMs, setElapsedMs] = useState(0);
  const elapsed = useRef(0);

  useEffect(() => {
    if (!isRunning) return;
    const startedAt = performance.now() - elapsed.current;
    const timer = setInterval(() => {
      elapsed.current = performance.now() - startedAt;
      setElapsedMs(elapsed.current);
      if (elapsed.current < durationMs) return;
      clearInterval(timer);
      dispatch(phaseEnded(phase, durationMs));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning, durationMs, phase, dispatch]);

  const hasStarted = isRunning || elapsedMs > 0;
  const msLeft = Math.max(0, durationMs - elapsedMs);
  const shown = countdown(durationMs, msLeft);
  return (
    <div aria-hidden={!hasStarted || undefined} className={hasStarted ? undefined : classes.invisible}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} miw="9em" className={classes.countdown}>
          {t('learn-surah.seconds-left', { count: shown.seconds })}
        </Text>
        <Progress
          flex={1}
          size="lg"
          color={phase === 'reciting' ? 'orange' : 'green'}
          value={shown.percent}
          transitionDuration={isReducedMotion ? 0 : TICK_MS}
          aria-hidden="true"
        />
      </Group>
    </div>
  );
}
