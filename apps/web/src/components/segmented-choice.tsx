import { type ReactNode, useId } from 'react';
import classes from './segmented-choice.module.css';

type Option<Value> = { value: Value; label: ReactNode };

type Props<Value> = {
  value: Value;
  onChange: (value: Value) => void;
  data: readonly Option<Value>[];
  size?: 'sm' | 'md';
  /** The options share the whole width instead of taking what their labels need. */
  fullWidth?: boolean;
  className?: string;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A radio group that looks like a row of segments (see the stylesheet for why not Mantine's SegmentedControl):
 * native radios, so arrow keys move the choice and screen readers say "radio, 2 of 5".
 */
export function SegmentedChoice<Value extends string | number>(props: Props<Value>) {
  const { value, onChange, data, size = 'sm', fullWidth, className, ...accessibleName } = props;
  const group = useId();
  return (
    <div
      role="radiogroup"
      {...accessibleName}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {data.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={group}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
