import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day.ts';
import { checkText } from './text.ts';
import { usernameKey } from './username-key.ts';

describe('the text policy', () => {
  it('stores names in NFC with single spaces', () => {
    expect(checkText('  O\u0308mer   Yusuf ', 'name')).toEqual({ ok: true, text: 'Ömer Yusuf' });
  });

  it.each([
    ['a line break in a name', 'Amina\nBakker', 'name', 'line-break'],
    ['a line break in an address', 'Lindelaan 8\r\nRotterdam', 'one-line', 'line-break'],
    ['a right-to-left override', 'Amina\u202Egnp.exe', 'name', 'invisible-characters'],
    ['only zero-width spaces', '\u200B\u200B', 'name', 'invisible-characters'],
    ['only Hangul fillers', '\u3164\u3164', 'free-text', 'invisible-characters'],
    ['a lone surrogate', 'Ami\uD800na', 'free-text', 'broken-characters'],
    ['a replacement character from broken UTF-8', 'Ami\uFFFDna', 'name', 'broken-characters'],
    ['a NUL byte in free text', 'hallo\u0000', 'free-text', 'control-characters'],
    ['a name of only digits and dots', '1.2', 'name', 'no-letters'],
  ] as const)('refuses %s', (_, value, kind, problem) => {
    expect(checkText(value, kind)).toEqual({ ok: false, problem });
  });

  it('keeps direction marks in free text, where Arabic and Dutch meet, but not in a name', () => {
    expect(checkText('Salaam \u200Fعليكم\u200E, tot morgen', 'free-text')).toMatchObject({ ok: true });
    expect(checkText('Amina\u200F', 'name')).toEqual({ ok: false, problem: 'invisible-characters' });
  });

  it('keeps line breaks in free text, and the joiners that scripts and emoji need', () => {
    expect(checkText('Salaam!\r\nIk ben Amina 👩‍👧', 'free-text')).toEqual({
      ok: true,
      text: 'Salaam!\nIk ben Amina 👩‍👧',
    });
    expect(checkText('می‌خواهم', 'name')).toEqual({ ok: true, text: 'می‌خواهم' });
  });
});

describe('the username key', () => {
  it('is the same for look-alikes and for other case', () => {
    expect(usernameKey('\u0430mina')).toBe(usernameKey('amina'));
    expect(usernameKey('AMINA')).toBe(usernameKey('amina'));
    expect(usernameKey('noor_0')).toBe(usernameKey('noor_o'));
    expect(usernameKey('O\u0308mer')).toBe(usernameKey('Ömer'));
    expect(usernameKey('Ibrahim')).toBe(usernameKey('lbrahim'));
    expect(usernameKey('AIi')).toBe(usernameKey('Ali'));
  });

  it('differs for names that read differently', () => {
    expect(usernameKey('amina')).not.toBe(usernameKey('amira'));
    expect(usernameKey('yusuf_')).not.toBe(usernameKey('yusuf-'));
  });
});

describe('calendar days', () => {
  it('exist or are refused', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-1')).toBe(false);
  });
});
