import { describe, expect, it } from 'vitest';
import { contactInput } from './contact.ts';

const HOME = { address: 'Lindelaan 8', postcode: '3512je', city: 'Utrecht', phone: '06-1234 5678' };

describe('contact details', () => {
  it('keeps a Dutch address and phone number as the shop stores them', () => {
    expect(contactInput.parse(HOME)).toEqual({ ...HOME, postcode: '3512JE', phone: '0612345678' });
  });

  it('refuses a postcode or phone number that is not Dutch, and an empty address', () => {
    const parsed = contactInput.safeParse({ ...HOME, address: ' ', postcode: '0123 XX', phone: '12345' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address', 'required'],
      ['postcode', 'postcode'],
      ['phone', 'phone'],
    ]);
  });
});
