import type { ReactNode } from 'react';
import type { Hair, HairStyle } from './avatar-looks.ts';
import { circles, shade } from './shapes.tsx';

// The hair styles, as SVG drawn in the avatar's 120 × 120 box.

interface HairLayers {
  /** Drawn behind the head and shoulders (long hair, braids, ponytail). */
  back?: (hair: Hair) => ReactNode;
  front: (hair: Hair) => ReactNode;
}

function Braid({ x, hair }: { x: number; hair: Hair }) {
  return (
    <g>
      {circles(
        [
          [x, 72],
          [x, 83],
          [x, 94],
        ],
        6.5,
        hair.color,
      )}
      <circle cx={x} cy={103} r={3.5} fill={hair.accent ?? hair.color} />
      <path d={`M${x - 4} 106 L${x} 116 L${x + 4} 106 Z`} fill={hair.color} />
    </g>
  );
}

export const HAIR_STYLES: Record<HairStyle, HairLayers> = {
  short: {
    front: (hair) => (
      <path
        d="M31 60 C29 35 42 24 60 24 C78 24 91 35 89 60 L86 60 C85 51 82 45 78 42 C68 47 50 47 40 42 C36 46 34 52 34 60 Z"
        fill={hair.color}
      />
    ),
  },
  buzz: {
    front: (hair) => (
      <path
        d="M32 58 C30 36 44 25 60 25 C76 25 90 36 88 58 C86 47 80 40 60 39 C40 40 34 47 32 58 Z"
        fill={hair.color}
      />
    ),
  },
  curly: {
    front: (hair) =>
      circles(
        [
          [35, 50],
          [38, 38],
          [47, 29],
          [60, 26],
          [73, 29],
          [82, 38],
          [85, 50],
          [45, 40],
          [55, 38],
          [65, 38],
          [75, 40],
        ],
        8,
        hair.color,
      ),
  },
  sidePart: {
    front: (hair) => (
      <>
        <path
          d="M31 60 C28 34 44 23 62 24 C80 25 91 37 89 60 L86 60 C85 51 83 46 80 43 C70 45 58 41 50 34 C47 42 40 47 34 50 L34 60 Z"
          fill={hair.color}
        />
        <path d="M50 34 C54 30 60 28 66 28" stroke={shade(hair.color, -0.3)} strokeWidth={1.5} fill="none" />
      </>
    ),
  },
  spiky: {
    front: (hair) => (
      <path
        d="M31 60 C29 46 31 36 35 31 L35 21 L43 26 L47 15 L54 23 L60 12 L66 23 L73 15 L77 26 L85 21 L85 31 C89 36 91 46 89 60 L86 60 C85 51 82 45 78 42 C68 47 50 47 40 42 C36 46 34 52 34 60 Z"
        fill={hair.color}
      />
    ),
  },
  messy: {
    front: (hair) => (
      <path
        d="M31 60 C28 34 42 22 60 22 C78 22 92 34 89 60 L86 60 L84 48 L78 43 L74 48 L68 42 L62 47 L56 41 L50 47 L45 42 L40 48 L36 46 L34 60 Z"
        fill={hair.color}
      />
    ),
  },
  braids: {
    back: (hair) => (
      <>
        <Braid x={28} hair={hair} />
        <Braid x={92} hair={hair} />
      </>
    ),
    front: (hair) => (
      <path
        d="M60 31 C48 35 37 42 34 64 L31 64 C28 35 42 23 60 23 C78 23 92 35 89 64 L86 64 C83 42 72 35 60 31 Z"
        fill={hair.color}
      />
    ),
  },
  ponytail: {
    back: (hair) => (
      <path d="M80 30 C104 28 110 54 102 78 C98 90 92 94 90 102 C88 86 94 62 82 48 Z" fill={hair.color} />
    ),
    front: (hair) => (
      <>
        <path
          d="M31 62 C28 34 44 22 62 23 C80 24 91 37 89 62 L86 62 C84 48 78 40 66 36 C58 42 44 44 36 48 L34 62 Z"
          fill={hair.color}
        />
        <circle cx={84} cy={32} r={5} fill={hair.accent ?? hair.color} />
      </>
    ),
  },
  curls: {
    back: (hair) =>
      circles(
        [
          [30, 48],
          [26, 66],
          [28, 84],
          [36, 98],
          [90, 48],
          [94, 66],
          [92, 84],
          [84, 98],
          [40, 28],
          [60, 20],
          [80, 28],
        ],
        15,
        hair.color,
      ),
    front: (hair) => (
      <>
        {circles(
          [
            [40, 40],
            [50, 35],
            [60, 34],
            [70, 35],
            [80, 40],
          ],
          7.5,
          hair.color,
        )}
        <path d="M38 37 C48 27 72 27 82 37" stroke={hair.accent} strokeWidth={4} strokeLinecap="round" fill="none" />
      </>
    ),
  },
  long: {
    back: (hair) => (
      <path d="M28 58 C26 30 42 20 60 20 C78 20 94 30 92 58 L96 104 Q60 112 24 104 Z" fill={hair.color} />
    ),
    front: (hair) => (
      <>
        <path
          d="M31 60 C28 33 44 22 60 22 C76 22 92 33 89 60 C88 51 86 46 83 45 L37 45 C34 46 32 51 31 60 Z"
          fill={hair.color}
        />
        <path d="M33 42 C40 27 80 27 87 42" stroke={hair.accent} strokeWidth={4} strokeLinecap="round" fill="none" />
      </>
    ),
  },
};
