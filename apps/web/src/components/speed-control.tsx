import { Stack, Text } from '@mantine/core';
import { type RefObject, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../lib/formatters.ts';
import { SegmentedChoice } from './segmented-choice.tsx';

/** The speeds every player offers: slower to learn along, a little faster to revise. */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5];

/** A player's speed (0.5–1.5×), applied to its media element, also after it loads a new source. */
export function SpeedControl({
  media,
  speed,
  onChange,
}: {
  media: RefObject<HTMLMediaElement | null>;
  speed: number;
  onChange: (speed: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const number = numberFormat(i18n.language);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const apply = () => {
      element.defaultPlaybackRate = speed;
      element.playbackRate = speed;
    };
    apply();
    // Loading a new source resets the rate.
    element.addEventListener('loadedmetadata', apply);
    return () => element.removeEventListener('loadedmetadata', apply);
  }, [media, speed]);
  return (
    <Stack gap={4}>
      <Text id={labelId} fw={500} size="sm">
        {t('player.speed')}
      </Text>
      <SegmentedChoice
        aria-labelledby={labelId}
        value={speed}
        onChange={onChange}
        data={SPEEDS.map((value) => ({ value, label: `${number.format(value)}×` }))}
      />
    </Stack>
  );
}
