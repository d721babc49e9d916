import { describe, expect, it } from 'vitest';
import { withPendingRevisions } from './pending-progress.ts';

const passage = (lessonId: string, due: string, revisedAt: string | null = null) => ({ lessonId, due, revisedAt });

describe('passages revised on this device before the server has heard of it', () => {
  it('shows a passage revised offline as revised, and not due again before the next day', () => {
    const [revised, other] = withPendingRevisions(
      [passage('1', '2027-03-09T08:00:00.000Z'), passage('2', '2027-03-09T08:00:00.000Z')],
      new Map([['1', '2027-03-10T15:00:00.000Z']]),
    );
    expect(revised).toEqual(passage('1', '2027-03-11T15:00:00.000Z', '2027-03-10T15:00:00.000Z'));
    expect(other).toEqual(passage('2', '2027-03-09T08:00:00.000Z'));
  });

  it('keeps what the server already says about a revision it has, or one planned further', () => {
    const known = passage('1', '2027-03-20T08:00:00.000Z', '2027-03-10T15:00:00.000Z');
    expect(withPendingRevisions([known], new Map([['1', '2027-03-10T15:00:00.000Z']]))).toEqual([known]);
    const further = passage('2', '2027-04-01T08:00:00.000Z');
    const [kept] = withPendingRevisions([further], new Map([['2', '2027-03-10T15:00:00.000Z']]));
    expect(kept?.due).toBe('2027-04-01T08:00:00.000Z');
  });
});
