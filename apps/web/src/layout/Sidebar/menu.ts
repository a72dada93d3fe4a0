import { isExternal } from '../../router/access';
import type { AppRoute, MenuIconName } from '../../router/types';

/** One sidebar entry, built from the permitted route table (titles are i18n keys). */
export interface MenuNode {
  key: string;
  title: string;
  icon?: MenuIconName;
  external: boolean;
  children?: MenuNode[];
}

function visible(route: AppRoute): boolean {
  return Boolean(route.meta) && !route.meta?.hidden;
}

/**
 * Menu entries of the routes: hidden routes are left out; a section showing a single child shows
 * that child in its place (vue-element-admin's rule), taking the section's icon when it has none.
 */
export function buildMenu(routes: readonly AppRoute[]): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const route of routes) {
    if (!visible(route) || !route.meta) continue;
    if (route.children) {
      const children = buildMenu(route.children);
      if (children.length === 0) continue;
      const only = children[0];
      if (children.length === 1 && only && !only.children) {
        nodes.push({ ...only, icon: only.icon ?? route.meta.icon });
        continue;
      }
      nodes.push({ key: route.path, title: route.meta.title, icon: route.meta.icon, external: false, children });
    } else {
      nodes.push({ key: route.path, title: route.meta.title, icon: route.meta.icon, external: isExternal(route.path) });
    }
  }
  return nodes;
}

/** Keys of the sections containing `key`, outermost first (for the open submenus). */
export function ancestorKeys(nodes: readonly MenuNode[], key: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.key === key) return trail;
    if (node.children) {
      const found = ancestorKeys(node.children, key, [...trail, node.key]);
      if (found) return found;
    }
  }
  return null;
}
