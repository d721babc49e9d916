import type { ReactNode } from 'react';

// Small drawing helpers shared by the avatar's parts.

export const FEATURE_COLOR = '#2B1A14';

/** Darkens (negative amount) or lightens (positive amount) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const shifted = channels.map((channel) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${shifted.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export function circles(points: readonly (readonly [number, number])[], radius: number, color: string): ReactNode {
  return points.map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={radius} fill={color} />);
}
