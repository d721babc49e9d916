import { useId } from 'react';
import { AVATAR_LOOKS, type AvatarLook, isAvatarId } from './avatar-looks.ts';
import { Face } from './face.tsx';
import { HAIR_STYLES } from './hair.tsx';
import { HijabDrape, HijabFront, KufiCap } from './headwear.tsx';
import { FEATURE_COLOR, shade } from './shapes.tsx';

export { AVATAR_CATEGORIES, type AvatarId, isAvatarId } from './avatar-looks.ts';

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
