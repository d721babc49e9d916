import { Accordion, Group, Input, NativeSelect, SimpleGrid } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../../components/segmented-choice.tsx';
import { SPEEDS } from '../../../../components/speed-control.tsx';
import { numberFormat } from '../../../../lib/formatters.ts';
import classes from './learn-surah-task.module.css';
import {
  ENDLESS,
  HIDE_LEVELS,
  type Loop,
  type LoopEvent,
  PAUSE_FACTORS,
  REPEAT_CHOICES,
  TEXT_SIZES,
  type TextSize,
} from './memorization-loop.ts';

/** How the verse looks and sounds; the loop's own settings (repeats, pause, range) are in `loop`. */
export type Display = { speed: number; hideLevel: number; textSize: TextSize };

type SettingsProps = {
  loop: Loop;
  ayahNumbers: number[];
  display: Display;
  onDisplayChange: (change: Partial<Display>) => void;
  onRangeChange: (edge: 'from' | 'to', value: number) => void;
  dispatch: (event: LoopEvent) => void;
};

/**
 * Closed: the defaults suit a first go; the six settings are one tap away. They are made on the first opening, not
 * with the lesson: on a slow tablet their controls (and the first number formatter, ~80 ms at a 4× slower CPU)
 * would lengthen the lesson's first screen for something most children never open.
 */
export function SurahSettings({ isReducedMotion, ...settings }: SettingsProps & { isReducedMotion: boolean }) {
  const { t } = useTranslation('tasks');
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <Accordion
      variant="contained"
      order={3}
      transitionDuration={isReducedMotion ? 0 : 200}
      onChange={(value) => value && setHasOpened(true)}
    >
      <Accordion.Item value="settings">
        <Accordion.Control>{t('learn-surah.settings')}</Accordion.Control>
        <Accordion.Panel>{hasOpened && <SettingsFields {...settings} />}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function SettingsFields({ loop, ayahNumbers, display, onDisplayChange, onRangeChange, dispatch }: SettingsProps) {
  const { t, i18n } = useTranslation('tasks');
  const number = numberFormat(i18n.language);
  const verseOptions = ayahNumbers.map((ayahNumber, index) => ({
    value: String(index),
    label: t('learn-surah.verse-option', { number: ayahNumber }),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" className={classes.settings}>
      <NativeSelect
        size="lg"
        label={t('learn-surah.repeat')}
        value={String(loop.repeats)}
        onChange={(event) => dispatch({ type: 'set-repeats', repeats: Number(event.currentTarget.value) })}
        data={REPEAT_CHOICES.map((count) => ({
          value: String(count),
          label: count === ENDLESS ? t('learn-surah.repeat-endless') : t('learn-surah.repeat-times', { count }),
        }))}
      />
      <Choice
        label={t('learn-surah.pause')}
        description={t('learn-surah.pause-help')}
        value={loop.pauseFactor}
        onChange={(pauseFactor) => dispatch({ type: 'set-pause', pauseFactor })}
        data={PAUSE_FACTORS.map((factor) => ({ value: factor, label: `${factor}×` }))}
      />
      <Group grow align="flex-end" gap="sm">
        <NativeSelect
          size="lg"
          label={t('learn-surah.from')}
          value={String(loop.from)}
          onChange={(event) => onRangeChange('from', Number(event.currentTarget.value))}
          data={verseOptions}
        />
        <NativeSelect
          size="lg"
          label={t('learn-surah.to')}
          value={String(loop.to)}
          onChange={(event) => onRangeChange('to', Number(event.currentTarget.value))}
          data={verseOptions}
        />
      </Group>
      <Choice
        label={t('learn-surah.speed')}
        value={display.speed}
        onChange={(speed) => onDisplayChange({ speed })}
        data={SPEEDS.map((value) => ({ value, label: `${number.format(value)}×` }))}
      />
      <Choice
        label={t('learn-surah.hide')}
        description={t('learn-surah.hide-help')}
        value={display.hideLevel}
        onChange={(hideLevel) => onDisplayChange({ hideLevel })}
        data={HIDE_LEVELS.map((level) => ({
          value: level,
          label: level === 0 ? t('learn-surah.hide-off') : String(level),
        }))}
      />
      <Choice
        label={t('learn-surah.text-size')}
        value={display.textSize}
        onChange={(textSize) => onDisplayChange({ textSize })}
        data={(Object.keys(TEXT_SIZES) as TextSize[]).map((size) => ({
          value: size,
          label: t(`learn-surah.text-size-${size}`),
        }))}
      />
    </SimpleGrid>
  );
}

/** A labelled segmented control with big touch targets. */
function Choice<Value extends string | number>({
  label,
  description,
  value,
  onChange,
  data,
}: {
  label: string;
  description?: string;
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: ReactNode }[];
}) {
  const id = useId();
  return (
    <Input.Wrapper
      label={label}
      description={description}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      size="lg"
    >
      <SegmentedChoice<Value>
        aria-labelledby={`${id}-label`}
        fullWidth
        size="md"
        className={classes.choice}
        value={value}
        onChange={onChange}
        data={data}
      />
    </Input.Wrapper>
  );
}
