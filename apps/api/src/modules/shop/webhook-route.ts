import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { applyOrder } from './shop.service.ts';
import { isCreationPing, isSignedBy, parseOrder } from './woocommerce.ts';

/** WooCommerce's delivery ids are hashes; anything else is not kept. */
const deliveryIdOf = (value: unknown) => (typeof value === 'string' && /^[\w.-]{1,100}$/.test(value) ? value : null);

/** PostgreSQL's jsonb holds no NUL character and no half of a character (a lone surrogate); no real order has one. */
const isStorableText = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);
const isStorable = (value: unknown): boolean => {
  if (typeof value === 'string') return isStorableText(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.entries(value).every(([key, inner]) => isStorableText(key) && isStorable(inner));
};

const ORDER_TOPICS: ReadonlySet<string> = new Set(['order.created', 'order.updated']);

/** `POST /webhooks/woocommerce`: signed order deliveries from the institute's shop. */
export function registerShopWebhook(app: FastifyInstance, services: AppServices) {
  app.register(async (scope) => {
    // The signature covers the body exactly as sent, so this route keeps it raw.
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) =>
        done(null, body),
      );
    }
    scope.post('/webhooks/woocommerce', async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-wc-webhook-signature'];
      if (!signature && isCreationPing(rawBody)) return reply.code(200).send({ ok: true });
      const secret = services.config.shop.webhookSecret;
      if (!secret || !isSignedBy(secret, rawBody, typeof signature === 'string' ? signature : undefined))
        return reply.code(401).send({ error: 'bad signature' });

      const topic = String(request.headers['x-wc-webhook-topic'] ?? '');
      if (!ORDER_TOPICS.has(topic)) return reply.code(200).send({ ok: true, ignored: topic });
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return reply.code(400).send({ error: 'the body is not JSON' });
      }
      if (!isStorable(payload))
        return reply.code(400).send({ error: 'the order holds characters that cannot be kept' });
      const order = parseOrder(payload);
      if (!order) return reply.code(400).send({ error: 'not a WooCommerce order' });
      const deliveryId = deliveryIdOf(request.headers['x-wc-webhook-delivery-id']);
      const outcome = await applyOrder(services.db, services.config.shop, { order, payload, deliveryId });
      request.log.info({ orderId: order.id, status: order.status, deliveryId, outcome }, 'shop order applied');
      return reply.code(200).send({ ok: true, outcome });
    });
  });
}
