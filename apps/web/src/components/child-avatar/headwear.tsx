import type { Hijab, Kufi } from './avatar-looks.ts';
import { circles, shade } from './shapes.tsx';

// Hijab and kufi, as SVG drawn in the avatar's 120 × 120 box.

export function HijabDrape({ hijab }: { hijab: Hijab }) {
  const foldColor = shade(hijab.color, -0.14);
  return (
    <>
      <path
        d="M60 17 C35 17 23 35 23 58 C23 75 27 85 31 92 C21 98 13 108 11 120 L109 120 C107 108 99 98 89 92 C93 85 97 75 97 58 C97 35 85 17 60 17 Z"
        fill={hijab.color}
      />
      <ellipse cx={60} cy={61} rx={30.5} ry={32.5} fill={foldColor} />
      <path d="M31 92 C44 102 76 102 89 92" stroke={foldColor} strokeWidth={2} fill="none" />
      {hijab.decoration === 'dots' ? <HijabDots color={hijab.accent} /> : null}
    </>
  );
}

function HijabDots({ color }: { color: string }) {
  return circles(
    [
      [29, 46],
      [27, 76],
      [20, 108],
      [91, 46],
      [93, 76],
      [100, 108],
      [60, 112],
      [42, 24],
      [78, 24],
      [40, 104],
      [80, 104],
    ],
    2.2,
    color,
  );
}

function Flower({ cx, cy, color }: { cx: number; cy: number; color: string }) {
  const petalAngles = [0, 72, 144, 216, 288].map((degrees) => (degrees * Math.PI) / 180);
  return (
    <>
      {petalAngles.map((angle) => (
        <circle key={angle} cx={cx + Math.sin(angle) * 4} cy={cy - Math.cos(angle) * 4} r={3.3} fill={color} />
      ))}
      <circle cx={cx} cy={cy} r={2.4} fill="#FFFFFF" />
    </>
  );
}

/** The part of the hijab that covers the forehead, drawn over the face, plus its decoration. */
export function HijabFront({ hijab }: { hijab: Hijab }) {
  return (
    <>
      <path d="M30 58 C30 26 90 26 90 58 C87 44 76 37 60 37 C44 37 33 44 30 58 Z" fill={hijab.color} />
      {hijab.decoration === 'band' ? (
        <path d="M33 52 C37 42 47 38 60 38 C73 38 83 42 87 52" stroke={hijab.accent} strokeWidth={3} fill="none" />
      ) : null}
      {hijab.decoration === 'flower' ? <Flower cx={84} cy={40} color={hijab.accent} /> : null}
      {hijab.decoration === 'pin' ? (
        <circle cx={80} cy={96} r={3.8} fill={hijab.accent} stroke={shade(hijab.color, -0.3)} strokeWidth={1.2} />
      ) : null}
    </>
  );
}

export function KufiCap({ kufi }: { kufi: Kufi }) {
  return (
    <>
      <path d="M31 47 C30 18 90 18 89 47 Q60 40 31 47 Z" fill={kufi.color} />
      <path d="M32 45 Q60 38 88 45" stroke={kufi.accent} strokeWidth={4} fill="none" />
      {circles(
        [
          [46, 32],
          [60, 28],
          [74, 32],
        ],
        2,
        kufi.accent,
      )}
    </>
  );
}
