import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { routeGuard } from '../../route-guard.ts';
import { applyOrder } from './shop.service.ts';
import { isCreationPing, isSignedBy, ORDER_STATUSES, parseOrder } from './woocommerce.ts';

/** WooCommerce's delivery ids are hashes; anything else is not kept. */
const deliveryIdOf = (value: unknown) => (typeof value === 'string' && /^[\w.-]{1,100}$/.test(value) ? value : null);

/**
 * The order as PostgreSQL's jsonb can hold it: NUL characters and halves of characters (lone surrogates) replaced
 * by U+FFFD. A paid order is never refused for a character in a name; the text policy then keeps no such name.
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD');
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storable(key) as string, storable(inner)]));
}

/** No session opens it: the shop's signature of the body is checked here. */
const fromTheShop = routeGuard({ scope: 'secret' });

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
    scope.post('/webhooks/woocommerce', fromTheShop.options, async (request, reply) => {
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
        payload = storable(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return reply.code(400).send({ error: 'the body is not JSON' });
      }
      const order = parseOrder(payload);
      if (!order) return reply.code(400).send({ error: 'not a WooCommerce order' });
      // Answered, so the shop keeps its webhook on; a status no subscription depends on changes nothing.
      if (!ORDER_STATUSES.has(order.status)) return reply.code(200).send({ ok: true, ignored: 'status' });
      const deliveryId = deliveryIdOf(request.headers['x-wc-webhook-delivery-id']);
      const outcome = await applyOrder(services.db, services.config.shop, { order, payload, deliveryId });
      request.log.info({ orderId: order.id, status: order.status, deliveryId, outcome }, 'shop order applied');
      return reply.code(200).send({ ok: true, outcome });
    });
  });
}
