import { describe, expect, it } from 'vitest';
import { daysThisWeek, familyDay, planToday, revisionMinutes } from './index.ts';

const NOW = new Date('2027-03-10T15:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const passage = (name: string, dueDaysAgo: number, minutes: number, revisedAt: Date | null = null) => ({
  name,
  due: daysAgo(dueDaysAgo),
  minutes,
  revisedAt,
});
const names = (passages: { name: string }[]) => passages.map((each) => each.name);

describe("today's revision", () => {
  it('takes the longest overdue first, as many as fit the minutes, and nothing not yet due', () => {
    const plan = planToday(
      [passage('today', 0, 3), passage('week', 7, 4), passage('tomorrow', -1, 1), passage('two', 2, 4)],
      10,
      NOW,
    );
    expect(names(plan.todo)).toEqual(['week', 'two']);
    expect(plan.done).toEqual([]);
  });

  it('counts what was revised today against the minutes, and offers no extra once something is done', () => {
    const revisedToday = daysAgo(0.1);
    const plan = planToday([passage('done', -3, 8, revisedToday), passage('due', 1, 3)], 10, NOW);
    expect(names(plan.done)).toEqual(['done']);
    expect(plan.todo).toEqual([]);
  });

  it('gives a passage longer than all the minutes a day of its own once it is the longest overdue', () => {
    expect(names(planToday([passage('long', 3, 12), passage('short', 1, 2)], 10, NOW).todo)).toEqual(['long']);
    expect(names(planToday([passage('long', 1, 12), passage('short', 3, 2)], 10, NOW).todo)).toEqual(['short']);
  });

  it("counts days in the Netherlands' time: 23:30 UTC in summer is already the next day", () => {
    expect(familyDay(new Date('2027-06-01T22:30:00Z'))).toBe('2027-06-02');
    expect(familyDay(new Date('2027-01-01T22:30:00Z'))).toBe('2027-01-01');
  });

  it('counts the days revised in this week only, Monday to today (2027-03-10 is a Wednesday)', () => {
    expect(daysThisWeek(['2027-03-07', '2027-03-08', '2027-03-10', '2027-03-10', '2027-03-11'], NOW)).toBe(2);
  });

  it('gives a short surah a couple of minutes and a long one more, from its recitation when known', () => {
    expect(revisionMinutes(3, null)).toBe(2);
    expect(revisionMinutes(3, 40_000)).toBe(2);
    expect(revisionMinutes(19, 150_000)).toBe(6);
  });
});
