import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSignedInPage, isStaffPage, pageModules } from './route-modules';
import { createRouter } from './router';

/** Every full path of the router's routes that renders a page (not a redirect, not the 404). */
function pagePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = (route.lazy || route.Component) && !route.children ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('route modules', () => {
  const routes = createRouter().routes;

  it('When a path has preloaded modules, then the router has a page at that path', () => {
    for (const path of Object.keys(pageModules)) {
      const matches = matchRoutes([...routes], path) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf?.lazy, path).toBeDefined();
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
});
