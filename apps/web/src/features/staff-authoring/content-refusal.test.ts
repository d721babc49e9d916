import { resources } from '@koran-kids/i18n';
import { CONTENT_REFUSAL_CODES } from '@koran-kids/protocol/content-refusals';
import { describe, expect, it } from 'vitest';
import { contentRefusalOf, refusalKeys } from './content-refusal.ts';

describe('refused content files and packs', () => {
  it('has a sentence for every reason the server gives, in Dutch and in English', () => {
    for (const code of CONTENT_REFUSAL_CODES) {
      expect(resources.nl['staff-content'].reasons[code], code).toBeTruthy();
      expect(resources.en['staff-content'].reasons[code], code).toBeTruthy();
    }
  });

  it('reads the code, file, line and details of an answer, and nothing of another refusal', () => {
    const body = {
      error: 'pack-refused',
      code: 'timings-word-count',
      file: 'qul.json',
      line: null,
      params: { verse: '1:1', expected: 4, counted: 3 },
    };
    const refusal = contentRefusalOf(body);
    expect(refusal).toEqual({ code: 'timings-word-count', file: 'qul.json', line: null, params: body.params });
    expect(refusal && refusalKeys(refusal)).toEqual({
      where: 'refused.file-refused',
      reason: 'reasons.timings-word-count',
    });
    expect(contentRefusalOf({ error: 'too-large', maxMegabytes: 10 })).toBeNull();
    expect(contentRefusalOf({ error: 'pack-refused', code: 'an English sentence' })).toBeNull();
  });
});
