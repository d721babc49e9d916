import { users } from '@koran-kids/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BearerVerifier } from '../../auth/bearer.ts';
import { resolveViewer } from '../../auth/viewer.ts';
import type { AppServices } from '../../context.ts';

/**
 * `/shop/start` and `/shop/renew`: to the institute's shop with the parent's e-mail filled in on WooCommerce's
 * checkout (`billing_email`). The e-mail is added here, on the way out, so that no page shows it to whoever
 * holds the device (DECISIONS: parent contact data behind the parent area).
 */
export function registerShopLinkRoute(app: FastifyInstance, services: AppServices, verifyBearer: BearerVerifier) {
  app.get<{ Params: { page: string } }>('/shop/:page', async (request, reply) => {
    const { shopUrl, shopRenewUrl } = services.config.site;
    const pages: Record<string, string> = { start: shopUrl, renew: shopRenewUrl };
    const page = pages[request.params.page];
    if (!page) return reply.code(404).send({ error: 'Not Found' });
    const viewer = await resolveViewer(request, services, verifyBearer);
    const [parent] = viewer
      ? await services.db.select({ email: users.email }).from(users).where(eq(users.id, viewer.userId))
      : [];
    const address = new URL(page);
    if (parent?.email) address.searchParams.set('billing_email', parent.email);
    return reply.header('cache-control', 'private, no-store').redirect(address.href);
  });
}
