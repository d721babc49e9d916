import { describe, expect, it } from 'vitest';
import { atPage, ofGroup } from './address.ts';

describe("a staff page's address", () => {
  it('keeps the chosen group when the list goes to another page, and back to the first', () => {
    const second = atPage(new URLSearchParams('group=3'), 1);
    expect(second.toString()).toBe('group=3&page=1');
    expect(atPage(second, 0).toString()).toBe('group=3');
  });

  it("starts another group's list at its first page", () => {
    expect(ofGroup(new URLSearchParams('group=3&page=7'), '4').toString()).toBe('group=4');
  });
});
