import { describe, expect, it } from 'vitest';
import { readSurah, withOpenTanween } from './quran.ts';

describe('withOpenTanween', () => {
  it("writes Tanzil's open tanween with its own code points, and leaves every other mark", () => {
    // Al-Masad's words: its open dammatan (111:5), kasratan (111:1) and fathatan (111:3).
    expect(withOpenTanween('حَبۡلٞ لَهَبٖ نَارٗا')).toBe('حَبۡلࣱ لَهَبࣲ نَارࣰا');
    const alFatiha = readSurah(1)
      .verses.map((verse) => verse.text)
      .join(' ');
    expect(withOpenTanween(alFatiha)).toBe(alFatiha);
  });

  it('leaves none of the stand-ins in the Quran, and changes only them', () => {
    for (let surah = 1; surah <= 114; surah++) {
      for (const { text } of readSurah(surah).verses) {
        const shown = withOpenTanween(text);
        expect(shown).not.toMatch(/[\u0656\u0657\u065E]/);
        expect(shown.length).toBe(text.length);
      }
    }
  });
});
