import { API_VERSION, type ErrorCode } from '@koran-kids/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AppServices } from './app-services.ts';
import { createContext } from './context.ts';
import { type AccessScopes, accessScopes, refusalCodeOf } from './family/access-scopes.ts';
import { type BearerVerifier, resolveViewer, type Viewer } from './family/viewer.ts';

/** Scopes about the asker alone, by the names GraphQL uses (family/access-scopes.ts). */
type RoleScope = 'signedIn' | 'parent' | 'parentArea' | 'activeFamily' | 'staff' | 'administrator';
/** Scopes about a child or a course group, named by the route's input (or found from it: a recording's child). */
type ObjectScope = 'ownsChild' | 'familyChild' | 'teacherOfChild' | 'teacherOfGroup';
type ObjectOf<Input> = (input: Input) => string | null | Promise<string | null>;

export type RouteScope<Input> =
  | RoleScope
  | { [Name in ObjectScope]: Record<Name, ObjectOf<Input>> }[ObjectScope]
  | { $any: RouteScope<Input>[] }
  | { $all: RouteScope<Input>[] };

/**
 * Callers no session scope describes: `public` (anyone; the route may still ask who it is), `secret` (no role at
 * all: the route compares a shared secret, the metrics token or the shop's signature), `operations` (GraphQL: each
 * operation declares its own auth scopes).
 */
export type OpenScope = 'public' | 'secret' | 'operations';

type Schema = z.ZodType;
type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, unknown>;
type Input<P, Q> = { params: Output<P>; query: Output<Q> };

/** Who may call a route, and the shape of its address: every route of the API declares one. */
export type RouteGuard<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined> = {
  scope: OpenScope | RouteScope<Input<P, Q>>;
  /** The path's parameters; an address that does not fit names nothing (404 NOT_FOUND). */
  params?: P;
  /** The query; one that does not fit is 400 BAD_INPUT. */
  query?: Q;
  /** A signed-in person refused by a child's scope hears 404 NOT_FOUND: whether it exists is not theirs to know. */
  hidesRefusal?: true;
};

type AnyGuard = RouteGuard<Schema | undefined, Schema | undefined>;
type Passed = { viewer: Viewer | null; params: unknown; query: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: AnyGuard;
  }
  interface FastifyRequest {
    guarded?: Passed;
  }
}

type Guarded<P, Q, V> = {
  options: { config: { guard: AnyGuard } };
  passed: (request: FastifyRequest) => Input<P, Q> & { viewer: V };
};

/**
 * A route's guard, as route options (`app.get(url, files.options, handler)`) and what it let through, typed
 * (`files.passed(request)`: the viewer, the parsed params and query).
 */
export function routeGuard<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  guard: RouteGuard<P, Q> & { scope: OpenScope },
): Guarded<P, Q, null>;
export function routeGuard<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  guard: RouteGuard<P, Q> & { scope: RouteScope<Input<P, Q>> },
): Guarded<P, Q, Viewer>;
export function routeGuard<P extends Schema | undefined, Q extends Schema | undefined>(
  guard: RouteGuard<P, Q>,
): Guarded<P, Q, Viewer | null> {
  return {
    options: { config: { guard: guard as AnyGuard } },
    passed: (request) => request.guarded as Input<P, Q> & { viewer: Viewer | null },
  };
}

/** The one answer of a refused request: the status and a code of `@koran-kids/protocol`, translated by the web. */
export const refuseWith = (reply: FastifyReply, status: number, code: ErrorCode) =>
  reply.code(status).send({ error: code });

const isOpen = (scope: AnyGuard['scope']): scope is OpenScope =>
  typeof scope === 'string' && /^(public|secret|operations)$/.test(scope);

/** The scopes the asker lacks for this route (none: let in). */
async function failedScopes<I>(scope: RouteScope<I>, scopes: AccessScopes, input: I): Promise<string[]> {
  if (typeof scope === 'string') {
    const value = scopes[scope];
    return (typeof value === 'function' ? await value() : value) ? [] : [scope];
  }
  if ('$any' in scope) {
    const failures = await Promise.all(scope.$any.map((inner) => failedScopes(inner, scopes, input)));
    return failures.some((failed) => failed.length === 0) ? [] : failures.flat();
  }
  if ('$all' in scope) {
    for (const inner of scope.$all) {
      const failed = await failedScopes(inner, scopes, input);
      if (failed.length > 0) return failed;
    }
    return [];
  }
  const [[name, objectOf]] = Object.entries(scope) as [[ObjectScope, ObjectOf<I>]];
  const id = await objectOf(input);
  return id !== null && (await scopes[name](id)) ? [] : [name];
}

const CHILD_SCOPES: readonly string[] = ['ownsChild', 'familyChild', 'teacherOfChild'];
/** Methods that change nothing need no `api-version` header (the CSRF guard of every changing request). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function checkGuard(guard: AnyGuard, services: AppServices, verifyBearer: BearerVerifier): onRequestHookHandler {
  return async (request, reply) => {
    const params = guard.params ? guard.params.safeParse(request.params) : { success: true, data: request.params };
    if (!params.success) return refuseWith(reply, 404, 'NOT_FOUND');
    const query = guard.query ? guard.query.safeParse(request.query) : { success: true, data: request.query };
    if (!query.success) return refuseWith(reply, 400, 'BAD_INPUT');
    const input = { params: params.data, query: query.data } as Input<Schema, Schema>;
    if (isOpen(guard.scope)) {
      request.guarded = { viewer: null, ...input };
      return;
    }
    const viewer = await resolveViewer(request, services, verifyBearer);
    if (!viewer) return refuseWith(reply, 401, 'UNAUTHENTICATED');
    if (!SAFE_METHODS.has(request.method) && request.headers['api-version'] !== API_VERSION) {
      return refuseWith(reply, 400, 'API_VERSION_UNSUPPORTED');
    }
    const failed = await failedScopes(
      guard.scope as RouteScope<typeof input>,
      accessScopes(viewer, createContext(services, viewer)),
      input,
    );
    if (failed.length > 0) {
      const isHidden = guard.hidesRefusal && failed.some((name) => CHILD_SCOPES.includes(name));
      if (isHidden) return refuseWith(reply, 404, 'NOT_FOUND');
      return refuseWith(reply, 403, refusalCodeOf(viewer, failed));
    }
    request.guarded = { viewer, ...input };
  };
}

/** Served by a plugin that takes no route options: the built web app's files, open to everyone. */
const PLUGIN_ROUTES = new Set(['/*']);

/**
 * From here on, a route that declares no guard stops the server at startup; a declared one is checked before the
 * route's handler runs, and before its body is read.
 */
export function enforceRouteGuards(app: FastifyInstance, services: AppServices, verifyBearer: BearerVerifier) {
  const routes: GuardedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = route.config?.guard;
    if (!guard) {
      if (PLUGIN_ROUTES.has(route.url)) return;
      throw new Error(`${String(route.method)} ${route.url} declares no guard: say who may call it (route-guard.ts)`);
    }
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, checkGuard(guard, services, verifyBearer)];
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, guard });
  });
  return routes;
}

/** A route as registered with its guard: the access matrix calls each. */
export type GuardedRoute = { method: string; url: string; guard: AnyGuard };
