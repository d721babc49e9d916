import type { AvatarLook } from './avatar-looks.ts';
import { circles, FEATURE_COLOR, shade } from './shapes.tsx';

// The face: eyes, brows, mouth, cheeks and glasses, as SVG drawn in the avatar's 120 × 120 box.

function Eyes({ look }: { look: AvatarLook }) {
  if (look.eyes === 'happy') {
    return (
      <g stroke={FEATURE_COLOR} strokeWidth={2.6} strokeLinecap="round" fill="none">
        <path d="M45 62 Q49 57 53 62" />
        <path d="M67 62 Q71 57 75 62" />
      </g>
    );
  }
  return (
    <>
      {[49, 71].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={61} r={3.8} fill={FEATURE_COLOR} />
          <circle cx={cx + 1.3} cy={59.6} r={1.3} fill="#FFFFFF" />
        </g>
      ))}
      {look.lashes ? (
        <g stroke={FEATURE_COLOR} strokeWidth={1.6} strokeLinecap="round">
          <path d="M45.4 58.6 L43.2 57" />
          <path d="M74.6 58.6 L76.8 57" />
        </g>
      ) : null}
    </>
  );
}

function Brows({ look }: { look: AvatarLook }) {
  const color = look.hair ? shade(look.hair.color, -0.2) : FEATURE_COLOR;
  return (
    <g stroke={color} strokeWidth={2} strokeLinecap="round" fill="none" opacity={0.85}>
      <path d="M44.5 53 Q49 50.5 53.5 52.5" />
      <path d="M66.5 52.5 Q71 50.5 75.5 53" />
    </g>
  );
}

function Mouth({ look }: { look: AvatarLook }) {
  if (look.mouth === 'grin') {
    return (
      <>
        <path d="M51 71 Q60 83 69 71 Z" fill="#8C3B3B" />
        <ellipse cx={60} cy={75.2} rx={3.6} ry={1.6} fill="#FF8FA0" />
      </>
    );
  }
  return <path d="M52 72 Q60 79 68 72" stroke={FEATURE_COLOR} strokeWidth={2.4} strokeLinecap="round" fill="none" />;
}

function Cheeks({ look }: { look: AvatarLook }) {
  return (
    <>
      <ellipse cx={41} cy={70} rx={4.5} ry={3} fill="#FF7A7A" opacity={0.35} />
      <ellipse cx={79} cy={70} rx={4.5} ry={3} fill="#FF7A7A" opacity={0.35} />
      {look.freckles
        ? circles(
            [
              [39, 67],
              [42, 69],
              [38, 71],
              [81, 67],
              [78, 69],
              [82, 71],
            ],
            0.9,
            shade(look.skin, -0.35),
          )
        : null}
    </>
  );
}

function Glasses({ color }: { color: string }) {
  return (
    <g stroke={color} strokeWidth={2} fill="none">
      <circle cx={49} cy={61} r={7.5} fill="#FFFFFF" fillOpacity={0.18} />
      <circle cx={71} cy={61} r={7.5} fill="#FFFFFF" fillOpacity={0.18} />
      <path d="M56.5 60 Q60 58 63.5 60" />
      <path d="M41.5 59 L34 57" />
      <path d="M78.5 59 L86 57" />
    </g>
  );
}

export function Face({ look }: { look: AvatarLook }) {
  return (
    <>
      <ellipse cx={60} cy={60} rx={27} ry={29} fill={look.skin} />
      <path
        d="M58 67 Q60 68.6 62 67"
        stroke={shade(look.skin, -0.3)}
        strokeWidth={1.6}
        strokeLinecap="round"
        fill="none"
      />
      <Cheeks look={look} />
      <Brows look={look} />
      <Eyes look={look} />
      <Mouth look={look} />
      {look.glasses ? <Glasses color={look.glasses} /> : null}
    </>
  );
}
