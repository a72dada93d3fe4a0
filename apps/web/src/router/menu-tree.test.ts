import { MENU_TREE, type MenuSection, sectionKeys } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { ASYNC_ROUTES } from './routes';

/**
 * The role matrix renders the contract's MENU_TREE; the sidebar follows this route table. They
 * must agree, or a grant would name a page the sidebar files elsewhere.
 */
describe('route table and the menu tree of the role matrix', () => {
  it('files every page key of a section under the same section of the tree', () => {
    const sections = MENU_TREE as readonly MenuSection[];
    for (const route of ASYNC_ROUTES) {
      const sectionKeysOfRoute = route.meta?.permission ?? [];
      if (route.meta?.hidden || sectionKeysOfRoute.length === 0) continue;
      const section = sections.find((s) => sectionKeysOfRoute.every((k) => sectionKeys(s).includes(k)));
      expect(section, route.path).toBeDefined();
      for (const child of route.children ?? []) {
        for (const key of child.meta?.permission ?? [])
          expect(sectionKeys(section!), `${child.path} ${key}`).toContain(key);
      }
    }
  });
});
