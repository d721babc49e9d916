import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type ProgressBar = { label: string; value: number };

/**
 * A bar chart with both axes and their scale; loaded only when a parent opens the progress page, as the staff's
 * charts are (the chart library is not on any other page). The numbers themselves are in the table beside it.
 */
export function ProgressChart({
  bars,
  xAxisLabel,
  yAxisLabel,
  seriesLabel,
  unit,
  max,
}: {
  bars: ProgressBar[];
  xAxisLabel: string;
  yAxisLabel: string;
  seriesLabel: string;
  unit?: string;
  max?: number;
}) {
  return (
    <BarChart
      h={240}
      data={bars}
      dataKey="label"
      series={[{ name: 'value', label: seriesLabel, color: 'green.8' }]}
      xAxisLabel={xAxisLabel}
      yAxisLabel={yAxisLabel}
      unit={unit}
      yAxisProps={max === undefined ? { allowDecimals: false } : { domain: [0, max], allowDecimals: false }}
      tickLine="xy"
      withTooltip={false}
      barProps={{ isAnimationActive: false }}
    />
  );
}
