import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppServices } from './app-services.ts';
import { enforceRouteGuards, routeGuard } from './route-guard.ts';

/** Never asked: these routes are only registered, not called. */
const services = {} as AppServices;
const verifyBearer = async () => ({ sub: 'nobody' });

describe('the route guard', () => {
  it('stops the server at startup when a route declares no guard, naming the route', async () => {
    const app = Fastify();
    enforceRouteGuards(app, services, verifyBearer);
    await expect(
      app.register(async (scope) => {
        scope.get('/unguarded', async () => 'anyone');
      }),
    ).rejects.toThrow('GET /unguarded declares no guard');
    await app.close();
  });

  it('starts with every route guarded, and lists each with its guard for the access matrix', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    const routes = enforceRouteGuards(app, services, verifyBearer);
    app.get('/open', routeGuard({ scope: 'public' }).options, async () => 'anyone');
    app.put('/closed', routeGuard({ scope: 'administrator' }).options, async () => 'administrators');
    await app.ready();
    expect(routes.map(({ method, url, guard }) => `${method} ${url} ${String(guard.scope)}`)).toEqual(
      expect.arrayContaining(['GET /open public', 'PUT /closed administrator']),
    );
    const refused = await app.inject({ method: 'PUT', url: '/closed' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'UNAUTHENTICATED' });
    await app.close();
  });
});
