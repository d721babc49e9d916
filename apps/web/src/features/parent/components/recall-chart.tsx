import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

/** A passage's expected recall (%) at each revision and now, with both axes and their scale; loaded with it. */
export function RecallChart({
  points,
  xAxisLabel,
  yAxisLabel,
}: {
  points: { label: string; value: number }[];
  xAxisLabel: string;
  yAxisLabel: string;
}) {
  return (
    <LineChart
      h={240}
      data={points}
      dataKey="label"
      series={[{ name: 'value', label: yAxisLabel, color: 'green.8' }]}
      xAxisLabel={xAxisLabel}
      yAxisLabel={yAxisLabel}
      unit="%"
      yAxisProps={{ domain: [0, 100], allowDecimals: false }}
      referenceLines={[{ y: 90, label: '90 %', color: 'gray.6' }]}
      tickLine="xy"
      withTooltip={false}
      lineProps={{ isAnimationActive: false }}
      curveType="linear"
    />
  );
}
