import { LANGUAGES, resources } from '@koran-kids/i18n';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit.ts';

describe('the audit page', () => {
  it.each(LANGUAGES)('names every action the audit records in %s, not by its code', (language) => {
    const labels: Record<string, string> = resources[language]['staff-families'].audit.actions;
    expect(AUDIT_ACTIONS.filter((action) => !labels[action])).toEqual([]);
  });
});
