import { createHmac, timingSafeEqual } from 'node:crypto';
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

/** The parts of a WooCommerce (REST v3) order this product uses; everything else is kept as it came. */
const orderSchema = z.looseObject({
  id: z.number().int().positive(),
  status: z.string(),
  billing: z.looseObject({
    email: z.string().trim().toLowerCase().pipe(z.email()),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
  }),
  line_items: z.array(z.looseObject({ product_id: z.number().int(), quantity: z.number().int().optional() })),
});
export type ShopOrder = z.infer<typeof orderSchema>;

export function parseOrder(payload: unknown): ShopOrder | null {
  const parsed = orderSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** Paid orders give a subscription; these end one. */
export const ENDING_STATUSES: ReadonlySet<string> = new Set(['refunded', 'cancelled']);
