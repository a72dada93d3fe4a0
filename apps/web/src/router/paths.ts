import { HOME_PATH } from '../config';
import { flattenRoutes } from './match';
import { useCurrentRoute } from './route-context';
import { ALL_ROUTES } from './routes';

/** Pages by name: the title key of their route without `route.` (`staffDetail` → /basicData/staffDetail). */
const PATHS = new Map<string, string>();
for (const { route } of flattenRoutes(ALL_ROUTES)) {
  const name = route.meta?.title.startsWith('route.') ? route.meta.title.slice('route.'.length) : null;
  if (name && route.page && !PATHS.has(name)) PATHS.set(name, route.path);
}

/**
 * The address of a page of the route table, by name, with its query (`{ id }` for a detail or
 * edit page): links between pages follow the table instead of repeating its paths. An unknown
 * name is a programming error and throws (routes.test.ts checks every name the code uses).
 */
export function pagePath(name: string, query?: Record<string, string | number>): string {
  const path = PATHS.get(name);
  if (!path) throw new Error(`pagePath: no page named "${name}" in the route table`);
  const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The list a hidden page (detail, edit, import) belongs to: the menu entry it highlights. */
export function useListPath(): string {
  return useCurrentRoute()?.meta?.activeMenu ?? HOME_PATH;
}
