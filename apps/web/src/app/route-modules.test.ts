import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  isHospitalPage,
  isSignedInPage,
  isStaffPage,
  load,
  pageModules,
  type Loader,
} from './route-modules';
import { routes } from './router';

/** The loader of a route whose page is a chunk of its own (router.tsx's `page`), if it has one. */
const loaderOf = (route: RouteObject): Loader | undefined =>
  (route.element as ReactElement<{ loader?: Loader }> | undefined)?.props.loader;

/** Every full path of the router's routes that renders a page (not a redirect, not the 404). */
function pagePaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = loaderOf(route) && !route.children ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('route modules', () => {
  it('When a path has preloaded modules, then the router has a page at that path, and every module its routes load is preloaded', () => {
    for (const [path, preloaded] of Object.entries(pageModules)) {
      const matches = matchRoutes([...routes], path) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf && loaderOf(leaf), path).toBeDefined();
      for (const { route } of matches) {
        const loader = loaderOf(route);
        if (loader) expect(preloaded, path).toContain(loader);
      }
    }
  });

  it('When a route is declared, then it renders an element: declared routes (useRoutes) ignore lazy, so a lazy route draws nothing', () => {
    const all = (list: readonly RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [route, ...all(route.children ?? [])]);
    for (const route of all(routes)) {
      expect(route.lazy, route.path).toBeUndefined();
      expect(route.element ?? route.children, route.path ?? '(index)').toBeDefined();
    }
  });

  it('When the router has a page, then main.tsx preloads its modules', () => {
    const preloaded = new Set(Object.keys(pageModules));
    for (const path of pagePaths(routes)) expect(preloaded.has(path), path).toBe(true);
  });

  it('When a path is a sign-in page or unknown, then it does not ask who is signed in', () => {
    expect(isSignedInPage('/auth/login')).toBe(false);
    expect(isSignedInPage('/nowhere')).toBe(false);
    expect(isSignedInPage('/claim/next-of-kin')).toBe(false);
    expect(isSignedInPage('/')).toBe(true);
    expect(isSignedInPage('/buy/health/')).toBe(true);
  });

  it('When a path is a back-office page behind its sign-in, then main.tsx asks who the staff member is', () => {
    expect(isStaffPage('/admin')).toBe(true);
    expect(isStaffPage('/admin/reviews/')).toBe(true);
    expect(isStaffPage('/admin/invitation')).toBe(false);
    expect(isStaffPage('/administrator')).toBe(false);
    expect(isStaffPage('/')).toBe(false);
    expect(isSignedInPage('/admin/reviews')).toBe(false);
  });

  it('When a path is the hospital portal, then main.tsx asks who is signed in there, and nowhere else', () => {
    expect(isHospitalPage('/hospital')).toBe(true);
    expect(isHospitalPage('/hospital/')).toBe(true);
    expect(isHospitalPage('/hospitals')).toBe(false);
    expect(isHospitalPage('/admin')).toBe(false);
    expect(isHospitalPage('/')).toBe(false);
  });

  it("When a page shows the dashboard, then its words come with it, and the pages that do not show it (Settings, KYC, care) load only the signed-in frame's", () => {
    const namespacesOf = (path: string) =>
      new Set(
        (pageModules[path] ?? []).flatMap(
          (loader) => (loader as { namespaces?: readonly string[] }).namespaces ?? [],
        ),
      );
    for (const path of ['/', '/buy/income', '/buy/health', '/buy/health-cash', '/claim/income']) {
      expect([...namespacesOf(path)], path).toEqual(expect.arrayContaining(['frame', 'dashboard']));
    }
    for (const path of ['/settings', '/enrollee/profile', '/care', '/kyc/income', '/kyc/health']) {
      expect(namespacesOf(path).has('frame'), path).toBe(true);
      expect(namespacesOf(path).has('dashboard'), path).toBe(false);
    }
    expect([...namespacesOf('/settings')].sort()).toEqual(['account', 'frame', 'settings']);
  });

  it('When the KYC page is opened, then its screens come with it', () => {
    for (const path of ['/kyc/income', '/kyc/health']) {
      expect(pageModules[path], path).toContain(load.kycChain);
    }
  });
});
