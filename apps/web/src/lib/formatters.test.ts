import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatMoment, formatNumber, formatTime, numberFormat } from './formatters.ts';

describe('dates and numbers in the interface language', () => {
  it('says a calendar day as that day in Dutch and English, whatever the time zone', () => {
    expect(formatDate('nl', '2026-11-24')).toBe('24 november 2026');
    expect(formatDate('en', '2026-11-24')).toBe('November 24, 2026');
    expect(formatDate('nl', '2026-01-01', 'medium')).toBe('1 jan 2026');
  });

  it('says a moment with its hour', () => {
    const moment = new Date(2026, 10, 24, 14, 5);
    expect(formatTime('nl', moment)).toBe('14:05');
    expect(formatMoment('nl', moment)).toBe('24 nov 2026, 14:05');
  });

  it('writes numbers the way each language does', () => {
    expect(formatNumber('nl', 1.5)).toBe('1,5');
    expect(formatNumber('en', 1.5)).toBe('1.5');
  });

  it('makes each formatter once per language and options', () => {
    expect(dateFormat('nl', { dateStyle: 'long' })).toBe(dateFormat('nl', { dateStyle: 'long' }));
    expect(dateFormat('nl', { dateStyle: 'long' })).not.toBe(dateFormat('en', { dateStyle: 'long' }));
    expect(numberFormat('en')).toBe(numberFormat('en', {}));
  });
});
