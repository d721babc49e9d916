import type { Db } from '@koran-kids/db';
import type { SessionRole, StaffKind } from '@koran-kids/db/schema';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { type Family, loadFamily, loadSessionFamily } from './family.ts';
import { findOrCreateParent } from './parents.ts';
import { hashSessionId, SESSION_COOKIE, type Session } from './sessions.ts';

/** Checks an `Authorization: Bearer` access token; the sign-in layer makes one (auth/bearer.ts). */
export type BearerVerifier = (token: string) => Promise<{ sub: string } & Record<string, unknown>>;

/**
 * Who is asking: a signed-in browser (session) or a script with an access token (no session, always the family);
 * with a session, the family and the staff kind are read in the same statement. `actingAs` is what the session
 * acts as now: staff only while the person is staff (a revoked grant ends it at once).
 */
export type Viewer = {
  userId: string;
  session: Session | null;
  family: Family | null;
  staffKind: StaffKind | null;
  actingAs: SessionRole;
};

export async function resolveViewer(
  request: FastifyRequest,
  services: AppServices,
  verifyBearer: BearerVerifier,
): Promise<Viewer | null> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    try {
      const claims = await verifyBearer(authorization.slice('Bearer '.length).trim());
      const userId = await findOrCreateParent(services.db, services.config.oidc.accountIssuer, claims);
      return { userId, session: null, family: null, staffKind: null, actingAs: 'family' };
    } catch (error) {
      request.log.info({ reason: error instanceof Error ? error.message : 'unknown' }, 'bearer token refused');
      return null;
    }
  }
  const found = await sessionOf(request, services.db);
  if (!found) return null;
  const { session, family, staffKind } = found;
  const actingAs = session.actingAs === 'staff' && staffKind ? 'staff' : 'family';
  return { userId: session.userId, session, family, staffKind, actingAs };
}

type SessionFamily = Awaited<ReturnType<typeof loadSessionFamily>>;
const sessionsRead = new WeakMap<FastifyRequest, Promise<SessionFamily>>();

/** The browser session of the request's cookie and its family, or null; read once per request (rate limit, route). */
export function sessionOf(request: FastifyRequest, db: Db): Promise<SessionFamily> {
  let read = sessionsRead.get(request);
  if (!read) {
    const sessionId = request.cookies[SESSION_COOKIE];
    read = sessionId ? loadSessionFamily(db, hashSessionId(sessionId)) : Promise.resolve(null);
    sessionsRead.set(request, read);
  }
  return read;
}

/** The asking family: as read with the session, or read now; none while the session acts as staff. */
export async function familyOf(viewer: Viewer, services: AppServices): Promise<Family> {
  if (viewer.actingAs !== 'family') return { userId: viewer.userId, subscription: null, childIds: new Set() };
  return viewer.family ?? loadFamily(services.db, viewer.userId);
}
