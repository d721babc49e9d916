import '@fontsource/amiri-quran/arabic-400.css';
import { rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { preloadArabicFont } from '../lib/arabic-font.ts';

// The pages that show Arabic load this module before they are drawn: the font is on its way by then.
preloadArabicFont();

/** Quran text in the Amiri Quran font, right to left; `size` is the font size in px. */
export function ArabicText({
  children,
  size = 32,
  style,
}: {
  children: ReactNode;
  size?: number;
  style?: CSSProperties;
}) {
  return (
    <span
      lang="ar"
      dir="rtl"
      style={{
        fontFamily: "'Amiri Quran', 'Amiri', serif",
        fontSize: rem(size),
        // The marks above and below the letters need room, or lines touch.
        lineHeight: 1.9,
        fontWeight: 400,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
