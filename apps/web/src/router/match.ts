import { matchPath } from 'react-router';
import { isExternal } from './access';
import type { AppRoute } from './types';

export interface RouteMatch {
  route: AppRoute;
  /** Sections above the route, outermost first. */
  parents: AppRoute[];
}

/** Every route with a path, depth first, each with its parent chain. */
export function flattenRoutes(routes: readonly AppRoute[], parents: AppRoute[] = []): RouteMatch[] {
  const result: RouteMatch[] = [];
  for (const route of routes) {
    if (!isExternal(route.path)) result.push({ route, parents });
    if (route.children) result.push(...flattenRoutes(route.children, [...parents, route]));
  }
  return result;
}

/** The route a pathname renders, or undefined. Exact paths win over splats. */
export function matchRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | undefined {
  const flat = flattenRoutes(routes);
  return (
    flat.find((m) => !m.route.path.includes('*') && matchPath({ path: m.route.path, end: true }, pathname)) ??
    flat.find((m) => matchPath({ path: m.route.path, end: true }, pathname))
  );
}
