import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkText, emailAddress } from '@koran-kids/input';
import { z } from 'zod';

/** WooCommerce signs the raw body: base64 of HMAC-SHA256 with the webhook's secret. */
export function isSignedBy(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The creation ping WooCommerce sends when a webhook is saved: `webhook_id=12`, form-encoded, unsigned. */
export const isCreationPing = (rawBody: Buffer) => /^webhook_id=\d+$/.test(rawBody.toString('utf8').trim());

/** A name as the shop sends it; one the text policy refuses is not kept, but never costs the family its order. */
const shopName = z
  .string()
  .optional()
  .transform((value) => {
    const checked = value === undefined ? null : checkText(value, 'name');
    return checked?.ok && checked.text !== '' ? checked.text : undefined;
  });

/** WooCommerce writes its GMT moments without a zone: `2026-11-20T09:13:02`. */
const gmtMoment = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
  .transform((value) => new Date(`${value}Z`))
  .refine((moment) => !Number.isNaN(moment.getTime()));

/** The parts of a WooCommerce (REST v3) order this product uses; everything else is kept as it came. */
const orderSchema = z.looseObject({
  id: z.number().int().positive(),
  status: z.string(),
  /** When the shop last changed the order: deliveries of one order are applied in this order. */
  date_modified_gmt: gmtMoment,
  billing: z.looseObject({
    email: emailAddress,
    first_name: shopName,
    last_name: shopName,
  }),
  line_items: z.array(z.looseObject({ product_id: z.number().int(), quantity: z.number().int().optional() })),
});
export type ShopOrder = z.infer<typeof orderSchema>;

export function parseOrder(payload: unknown): ShopOrder | null {
  const parsed = orderSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/**
 * What an order's status means for its subscription. `paid` grants the subscription; `ended` takes back what the
 * order granted, for good: an order whose days were taken back never grants again (a new purchase is a new order).
 */
export type OrderState = 'open' | 'paid' | 'ended';

const ENDING_STATUSES: ReadonlySet<string> = new Set(['refunded', 'cancelled']);

/** WooCommerce's own order statuses; a delivery with another (a plugin's, or a broken one) is answered and ignored. */
export const ORDER_STATUSES: ReadonlySet<string> = new Set([
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout-draft',
  'trash',
]);

export const stateOf = (status: string): OrderState =>
  status === 'completed' ? 'paid' : ENDING_STATUSES.has(status) ? 'ended' : 'open';
