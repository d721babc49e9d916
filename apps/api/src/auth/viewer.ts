import { DEVELOPMENT_ISSUER } from '@koran-kids/content';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../context.ts';
import type { BearerVerifier } from './bearer.ts';
import { findOrCreateParent } from './parents.ts';
import { findSession, SESSION_COOKIE, type Session } from './sessions.ts';

/** Who is asking: a parent's signed-in browser (session) or a script with an access token (no session). */
export type Viewer = { userId: string; session: Session | null };

export async function resolveViewer(
  request: FastifyRequest,
  services: AppServices,
  verifyBearer: BearerVerifier,
): Promise<Viewer | null> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    try {
      const claims = await verifyBearer(authorization.slice('Bearer '.length).trim());
      const issuer = services.config.oidc.isDevelopment ? DEVELOPMENT_ISSUER : services.config.oidc.issuer;
      return { userId: await findOrCreateParent(services.db, issuer, claims), session: null };
    } catch (error) {
      request.log.info({ reason: error instanceof Error ? error.message : 'unknown' }, 'bearer token refused');
      return null;
    }
  }
  const sessionId = request.cookies[SESSION_COOKIE];
  if (!sessionId) return null;
  const session = await findSession(services.db, sessionId);
  return session ? { userId: session.userId, session } : null;
}
