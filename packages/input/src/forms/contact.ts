import { z } from 'zod';
import { textOf } from '../text.ts';

export type ContactInformation = { address: string; postcode: string; city: string; phone: string };

export const CONTACT_LIMITS = { address: 100, city: 60 } as const;

/** Dutch postcodes: four digits not starting with 0, then two letters other than SA, SD and SS. */
export const POSTCODE = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/;
/** Dutch numbers: 0 or +31/0031, then nine digits (spaces and dashes allowed while typing). */
export const PHONE = /^(?:\+31|0031|0)[1-9][0-9]{8}$/;

/** The family's address and phone as kept on the shop order (updateContactInformation). */
export const contactInput = z.object({
  address: textOf('one-line').pipe(z.string().min(1, 'required').max(CONTACT_LIMITS.address, 'too-long')),
  postcode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => POSTCODE.test(value), 'postcode'),
  city: textOf('one-line').pipe(z.string().min(1, 'required').max(CONTACT_LIMITS.city, 'too-long')),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => PHONE.test(value), 'phone'),
});
