import { z } from 'zod';

/**
 * The one comparison of e-mail addresses (a staff grant, a shop order, the address a provider verified): ASCII
 * capitals lowered and nothing else. No Unicode normalisation or case folding: NFC turns the KELVIN SIGN into "K",
 * NFKC a fullwidth "ｋ" into "k", and Unicode lower case both, so one person's verified address would match
 * another's. The SQL side applies the same with `translate` (apps/api/src/family/parents.ts: emailKeySql).
 */
export const emailKey = (address: string) => address.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** An address an operator or the shop gives, as its comparison key; only plain (ASCII) addresses are addresses. */
export const emailAddress = z.string().trim().transform(emailKey).pipe(z.email());
