import { inject } from 'regexparam';
import { describe, expect, it } from 'vitest';
import {
  matchPath,
  PARENT_AREA,
  PARENT_HOME,
  PARENT_ROOT,
  PARENT_ROUTES,
  PUBLIC_ROUTES,
  resolveRoute,
  SIGNED_IN_ROUTES,
  STAFF_AREA,
  STAFF_HOME,
  STAFF_ROOT,
  STAFF_ROUTES,
} from './route-table.ts';

const ALL_ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...PARENT_ROUTES, ...STAFF_ROUTES];
/** An address for a path, with a made-up value for each of its parameters. */
const addressOf = (path: string) =>
  inject(path, { subscriptionId: 'sub-1', userChildId: 'kid-1', developmentId: 'dev-1' });

describe('the route table', () => {
  it('has every path once and every page once', () => {
    const paths = ALL_ROUTES.map(([path]) => path);
    const pages = ALL_ROUTES.map(([, page]) => page);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('has the parent pages, and only those, in the parent area', () => {
    for (const [path] of PARENT_ROUTES) expect(matchPath(PARENT_AREA, path), path).not.toBeNull();
    for (const [path] of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]) expect(matchPath(PARENT_AREA, path), path).toBeNull();
  });

  it('reaches every page at its own path, in its own area', () => {
    const areas = [
      ['public', PUBLIC_ROUTES],
      ['signed-in', SIGNED_IN_ROUTES],
      ['parent', PARENT_ROUTES],
      ['staff', STAFF_ROUTES],
    ] as const;
    for (const [area, routes] of areas) {
      for (const [path, page] of routes) expect(resolveRoute(addressOf(path)), path).toMatchObject({ area, page });
    }
  });

  it('hands a page the parameters of its address', () => {
    expect(resolveRoute('/lessons/kid-7/start')).toMatchObject({
      page: 'LessonRoute',
      params: { userChildId: 'kid-7' },
    });
    expect(resolveRoute('/library/kid-7/personal_development/dev-3')).toMatchObject({
      page: 'PersonalDevelopmentChapterPage',
      params: { userChildId: 'kid-7', developmentId: 'dev-3' },
    });
    expect(resolveRoute('/profile/create/sub-9')).toMatchObject({
      page: 'CreateProfilePage',
      params: { subscriptionId: 'sub-9' },
    });
  });

  it('shows "not found" for an unknown address, once signed in', () => {
    for (const pathname of ['/bestaat-niet', '/lessons', '/lessons/kid-1/start/more', '/library/kid-1/unknown']) {
      expect(resolveRoute(pathname), pathname).toEqual({ area: 'signed-in', page: 'NotFoundPage', params: {} });
    }
  });

  it('shows "not found" inside the parent area for an unknown parent address', () => {
    for (const pathname of ['/parent/unknown', '/parent/profiles/child/unknown', '/parent/lessons/1']) {
      expect(resolveRoute(pathname), pathname).toEqual({ area: 'parent', page: 'NotFoundPage', params: {} });
    }
  });

  it('has the staff pages, and only those, in the staff area; /staff itself opens the inbox', () => {
    for (const [path] of STAFF_ROUTES) expect(matchPath(STAFF_AREA, path), path).not.toBeNull();
    for (const [path] of [...SIGNED_IN_ROUTES, ...PARENT_ROUTES]) expect(matchPath(STAFF_AREA, path), path).toBeNull();
    expect(resolveRoute(STAFF_ROOT)).toEqual({ area: 'signed-in', redirect: STAFF_HOME });
    expect(resolveRoute('/staff/unknown')).toEqual({ area: 'staff', page: 'NotFoundPage', params: {} });
  });

  it('sends /parent itself to the profiles', () => {
    expect(resolveRoute(PARENT_ROOT)).toEqual({ area: 'signed-in', redirect: PARENT_HOME });
    expect(resolveRoute('/parent/')).toEqual({ area: 'signed-in', redirect: PARENT_HOME });
  });

  it('matches as wouter does: a trailing slash and capitals make no difference', () => {
    expect(resolveRoute('/renew/')).toMatchObject({ area: 'public', page: 'RenewPage' });
    expect(resolveRoute('/Lessons/kid-1')).toMatchObject({ page: 'LessonsOverviewPage' });
    expect(resolveRoute('/parent/profiles/')).toMatchObject({ area: 'parent', page: 'ParentProfilesPage' });
  });

  it('takes the first route that matches, as a switch does', () => {
    // `/profile/create` without a subscription is the profile page of a child called "create".
    expect(resolveRoute('/profile/create')).toMatchObject({ page: 'MyProfilePage', params: { userChildId: 'create' } });
  });
});
