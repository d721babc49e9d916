import { type ReactNode, useId } from 'react';

export const AVATAR_CATEGORIES = {
  boys: ['boy-1', 'boy-2', 'boy-3', 'boy-4', 'boy-5', 'boy-6', 'boy-7', 'boy-8'],
  girls: ['girl-1', 'girl-2', 'girl-3', 'girl-4', 'girl-5', 'girl-6', 'girl-7', 'girl-8'],
} as const;

export type AvatarId = (typeof AVATAR_CATEGORIES)[keyof typeof AVATAR_CATEGORIES][number];

const ALL_AVATAR_IDS: ReadonlySet<string> = new Set([...AVATAR_CATEGORIES.boys, ...AVATAR_CATEGORIES.girls]);

export function isAvatarId(value: string): value is AvatarId {
  return ALL_AVATAR_IDS.has(value);
}

type HairStyle = 'short' | 'curly' | 'buzz' | 'sidePart' | 'spiky' | 'messy' | 'braids' | 'ponytail' | 'curls' | 'long';

interface Hair {
  style: HairStyle;
  color: string;
  /** Hair ties, headband or scrunchie. */
  accent?: string;
}

interface Kufi {
  kind: 'kufi';
  color: string;
  accent: string;
}

interface Hijab {
  kind: 'hijab';
  color: string;
  accent: string;
  decoration: 'band' | 'dots' | 'flower' | 'pin';
}

interface AvatarLook {
  background: string;
  skin: string;
  shirt: string;
  hair?: Hair;
  headwear?: Kufi | Hijab;
  eyes: 'round' | 'happy';
  mouth: 'smile' | 'grin';
  lashes?: boolean;
  glasses?: string;
  freckles?: boolean;
}

const SKIN = {
  fair: '#F8DCC6',
  light: '#F1C6A3',
  lightMedium: '#E3AD84',
  olive: '#D2A077',
  tan: '#C08558',
  medium: '#A56C44',
  brown: '#855032',
  dark: '#673B22',
  deep: '#52301D',
} as const;

const AVATAR_LOOKS = {
  'boy-1': {
    background: '#BFE3FF',
    skin: SKIN.fair,
    shirt: '#3D8BD9',
    hair: { style: 'short', color: '#7A4A28' },
    eyes: 'round',
    mouth: 'smile',
  },
  'boy-2': {
    background: '#FFD39A',
    skin: SKIN.brown,
    shirt: '#E8663A',
    hair: { style: 'curly', color: '#1E1512' },
    eyes: 'round',
    mouth: 'grin',
  },
  'boy-3': {
    background: '#C6EFC0',
    skin: SKIN.tan,
    shirt: '#2F9E6E',
    hair: { style: 'buzz', color: '#231915' },
    headwear: { kind: 'kufi', color: '#FFFFFF', accent: '#3FA796' },
    eyes: 'happy',
    mouth: 'smile',
  },
  'boy-4': {
    background: '#DCCBFF',
    skin: SKIN.lightMedium,
    shirt: '#7B5CD6',
    hair: { style: 'sidePart', color: '#A8733A' },
    eyes: 'round',
    mouth: 'grin',
    glasses: '#2D3A8C',
  },
  'boy-5': {
    background: '#FFEB99',
    skin: SKIN.deep,
    shirt: '#F2A93B',
    hair: { style: 'buzz', color: '#15100E' },
    eyes: 'round',
    mouth: 'grin',
  },
  'boy-6': {
    background: '#B3E8E1',
    skin: SKIN.olive,
    shirt: '#1E8F96',
    hair: { style: 'spiky', color: '#3B2418' },
    eyes: 'happy',
    mouth: 'grin',
  },
  'boy-7': {
    background: '#FFC4B8',
    skin: SKIN.dark,
    shirt: '#D9534F',
    hair: { style: 'buzz', color: '#15100E' },
    headwear: { kind: 'kufi', color: '#2C3E73', accent: '#F2C14E' },
    eyes: 'round',
    mouth: 'smile',
  },
  'boy-8': {
    background: '#DDF5A8',
    skin: SKIN.fair,
    shirt: '#5E9E32',
    hair: { style: 'messy', color: '#C8552B' },
    eyes: 'round',
    mouth: 'grin',
    freckles: true,
  },
  'girl-1': {
    background: '#E3D4FF',
    skin: SKIN.tan,
    shirt: '#F27BA7',
    headwear: { kind: 'hijab', color: '#F27BA7', accent: '#FFD1E0', decoration: 'band' },
    eyes: 'round',
    mouth: 'smile',
    lashes: true,
  },
  'girl-2': {
    background: '#FFEFA3',
    skin: SKIN.medium,
    shirt: '#FF8C42',
    hair: { style: 'braids', color: '#221613', accent: '#FF5C8A' },
    eyes: 'round',
    mouth: 'grin',
    lashes: true,
  },
  'girl-3': {
    background: '#CFE0FF',
    skin: SKIN.dark,
    shirt: '#E9A23B',
    headwear: { kind: 'hijab', color: '#E9A23B', accent: '#FFFFFF', decoration: 'pin' },
    eyes: 'round',
    mouth: 'grin',
  },
  'girl-4': {
    background: '#B8ECE4',
    skin: SKIN.brown,
    shirt: '#F26B6B',
    hair: { style: 'curls', color: '#3A2219', accent: '#FFC83D' },
    eyes: 'round',
    mouth: 'smile',
    lashes: true,
  },
  'girl-5': {
    background: '#FFCABF',
    skin: SKIN.fair,
    shirt: '#2FA58F',
    headwear: { kind: 'hijab', color: '#2FA58F', accent: '#D2F4EC', decoration: 'dots' },
    eyes: 'round',
    mouth: 'grin',
    lashes: true,
  },
  'girl-6': {
    background: '#C5E6FF',
    skin: SKIN.light,
    shirt: '#FFB020',
    hair: { style: 'ponytail', color: '#8B4A24', accent: '#4FA3F7' },
    eyes: 'happy',
    mouth: 'grin',
  },
  'girl-7': {
    background: '#CDEFC4',
    skin: SKIN.olive,
    shirt: '#8E5CC7',
    headwear: { kind: 'hijab', color: '#8E5CC7', accent: '#FFD84D', decoration: 'flower' },
    eyes: 'round',
    mouth: 'smile',
    lashes: true,
  },
  'girl-8': {
    background: '#FFC9DE',
    skin: SKIN.lightMedium,
    shirt: '#E8508A',
    hair: { style: 'long', color: '#1A1210', accent: '#FFD23F' },
    eyes: 'round',
    mouth: 'smile',
    lashes: true,
  },
} as const satisfies Record<AvatarId, AvatarLook>;

const FEATURE_COLOR = '#2B1A14';

/** Darkens (negative amount) or lightens (positive amount) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const shifted = channels.map((channel) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${shifted.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

interface HairLayers {
  /** Drawn behind the head and shoulders (long hair, braids, ponytail). */
  back?: (hair: Hair) => ReactNode;
  front: (hair: Hair) => ReactNode;
}

function circles(points: readonly (readonly [number, number])[], radius: number, color: string): ReactNode {
  return points.map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={radius} fill={color} />);
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

const HAIR_STYLES: Record<HairStyle, HairLayers> = {
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

function Shoulders({ look }: { look: AvatarLook }) {
  return (
    <>
      <rect x={52} y={78} width={16} height={22} fill={shade(look.skin, -0.12)} />
      <path d="M14 120 C16 103 32 95 50 94 Q60 103 70 94 C88 95 104 103 106 120 Z" fill={look.shirt} />
    </>
  );
}

function Ears({ skin }: { skin: string }) {
  return (
    <>
      <circle cx={33} cy={63} r={6} fill={skin} />
      <circle cx={87} cy={63} r={6} fill={skin} />
    </>
  );
}

function HijabDrape({ hijab }: { hijab: Hijab }) {
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
function HijabFront({ hijab }: { hijab: Hijab }) {
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

function KufiCap({ kufi }: { kufi: Kufi }) {
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

function Face({ look }: { look: AvatarLook }) {
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

function AvatarDrawing({ look, clipId }: { look: AvatarLook; clipId: string }) {
  const { hair, headwear } = look;
  const hairStyle = hair ? HAIR_STYLES[hair.style] : undefined;
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <circle cx={60} cy={60} r={60} />
        </clipPath>
      </defs>
      <circle cx={60} cy={60} r={60} fill={look.background} />
      <g clipPath={`url(#${clipId})`}>
        {hair && hairStyle?.back ? hairStyle.back(hair) : null}
        <Shoulders look={look} />
        {headwear?.kind === 'hijab' ? <HijabDrape hijab={headwear} /> : <Ears skin={look.skin} />}
        <Face look={look} />
        {hair && hairStyle ? hairStyle.front(hair) : null}
        {headwear?.kind === 'hijab' ? <HijabFront hijab={headwear} /> : null}
        {headwear?.kind === 'kufi' ? <KufiCap kufi={headwear} /> : null}
      </g>
    </>
  );
}

/** Shown for unknown avatar ids: a smiling star. */
function PlaceholderDrawing() {
  return (
    <>
      <circle cx={60} cy={60} r={60} fill="#E6E9F5" />
      <path
        d="M60 18 L71.8 44.6 L100.8 47.4 L79 66.8 L85.2 95.2 L60 80.4 L34.8 95.2 L41 66.8 L19.2 47.4 L48.2 44.6 Z"
        fill="#FFC94A"
        stroke="#F2A93B"
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <circle cx={53} cy={60} r={3} fill={FEATURE_COLOR} />
      <circle cx={67} cy={60} r={3} fill={FEATURE_COLOR} />
      <path d="M53 69 Q60 75 67 69" stroke={FEATURE_COLOR} strokeWidth={2.4} strokeLinecap="round" fill="none" />
    </>
  );
}

interface ChildAvatarProps {
  /** An {@link AvatarId}; anything else shows a friendly placeholder. */
  avatar: string;
  size?: number;
  /** Accessible name; without it the avatar is decorative. */
  label?: string;
}

/** A child's profile picture, drawn as inline SVG so it needs no image requests. */
export function ChildAvatar({ avatar, size = 96, label }: ChildAvatarProps) {
  const clipId = useId();
  const drawing = isAvatarId(avatar) ? (
    <AvatarDrawing look={AVATAR_LOOKS[avatar]} clipId={clipId} />
  ) : (
    <PlaceholderDrawing />
  );
  if (label) {
    return (
      <svg viewBox="0 0 120 120" width={size} height={size} role="img" aria-label={label}>
        <title>{label}</title>
        {drawing}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true">
      {drawing}
    </svg>
  );
}
