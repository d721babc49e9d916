// The sixteen avatars as data: who has which skin, shirt, hair and headwear. Drawn by child-avatar.tsx.

export const AVATAR_CATEGORIES = {
  boys: ['boy-1', 'boy-2', 'boy-3', 'boy-4', 'boy-5', 'boy-6', 'boy-7', 'boy-8'],
  girls: ['girl-1', 'girl-2', 'girl-3', 'girl-4', 'girl-5', 'girl-6', 'girl-7', 'girl-8'],
} as const;

export type AvatarId = (typeof AVATAR_CATEGORIES)[keyof typeof AVATAR_CATEGORIES][number];

const ALL_AVATAR_IDS: ReadonlySet<string> = new Set([...AVATAR_CATEGORIES.boys, ...AVATAR_CATEGORIES.girls]);

export function isAvatarId(value: string): value is AvatarId {
  return ALL_AVATAR_IDS.has(value);
}

export type HairStyle =
  | 'short'
  | 'curly'
  | 'buzz'
  | 'sidePart'
  | 'spiky'
  | 'messy'
  | 'braids'
  | 'ponytail'
  | 'curls'
  | 'long';

export interface Hair {
  style: HairStyle;
  color: string;
  /** Hair ties, headband or scrunchie. */
  accent?: string;
}

export interface Kufi {
  kind: 'kufi';
  color: string;
  accent: string;
}

export interface Hijab {
  kind: 'hijab';
  color: string;
  accent: string;
  decoration: 'band' | 'dots' | 'flower' | 'pin';
}

export interface AvatarLook {
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

export const AVATAR_LOOKS = {
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
