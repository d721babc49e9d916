import '@fontsource/amiri-quran/arabic-400.css';
import { rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { preloadArabicFont } from '../lib/arabic-font.ts';

// The pages that show Arabic load this module before they are drawn: the font is on its way by then.
preloadArabicFont();

/**
 * Quran text in the Amiri Quran font, right to left; `size` is the font size in px. Spacious reading scales it and
 * widens its words and lines through CSS variables (app.css), never its letters.
 */
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
        fontSize: `calc(${rem(size)} * var(--arabic-scale, 1))`,
        // The marks above and below the letters need room, or lines touch.
        lineHeight: 'var(--arabic-line-height, 1.9)',
        wordSpacing: 'var(--arabic-word-spacing, normal)',
        fontWeight: 400,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
