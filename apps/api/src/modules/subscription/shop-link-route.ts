import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { isParentAreaOpen } from '../../family/parent-area-window.ts';
import { personOf } from '../../family/parents.ts';
import type { BearerVerifier } from '../../family/viewer.ts';
import { resolveViewer } from '../../family/viewer.ts';
import { routeGuard } from '../../route-guard.ts';

/** A tap on "buy" or "renew", by anyone; the parent's e-mail is added only from an open parent area. */
const toTheShop = routeGuard({ scope: 'public' });

/**
 * `/shop/start` and `/shop/renew`: to the institute's shop, with the parent's e-mail filled in on WooCommerce's
 * checkout (`billing_email`) when the parent area is open. It is added here, on the way out, so that no page shows
 * it to whoever holds the device (DECISIONS: parent contact data behind the parent area).
 */
export function registerShopLinkRoute(app: FastifyInstance, services: AppServices, verifyBearer: BearerVerifier) {
  app.get<{ Params: { page: string } }>('/shop/:page', toTheShop.options, async (request, reply) => {
    const { shopUrl, shopRenewUrl } = services.config.site;
    const page = new Map([
      ['start', shopUrl],
      ['renew', shopRenewUrl],
    ]).get(request.params.page);
    if (!page) return reply.code(404).send({ error: 'Not Found' });
    const viewer = await resolveViewer(request, services, verifyBearer);
    // The e-mail is the parent's contact data: filled in only from an open parent area, never for a child's tap.
    const email = viewer && isParentAreaOpen(viewer) ? (await personOf(services.db, viewer.userId))?.email : null;
    const address = new URL(page);
    if (email) address.searchParams.set('billing_email', email);
    return reply.header('cache-control', 'private, no-store').redirect(address.href);
  });
}
