import { MENU_TREE, type MenuSection, type PermissionKey, sectionKeys, type TRoleGrant } from '@hris/contract';

/** A role's grants by menu code: present = 可见, 1 = 可编辑 as well. */
export type Grants = ReadonlyMap<string, 0 | 1>;

/** One row of the matrix: a section (with its pages as children) or a page. */
export interface MatrixRow {
  rowKey: string;
  zh: string;
  en: string;
  /** The permission key; a section without a key of its own (报表统计, 健康证) has none. */
  code?: PermissionKey;
  /** The codes the row's two checkboxes act on: a section's own and its pages', a page's own. */
  codes: PermissionKey[];
  /** A page's section, whose own key a checked page needs to show in the sidebar. */
  sectionKey?: PermissionKey;
  children?: MatrixRow[];
}

export const MATRIX_ROWS: MatrixRow[] = (MENU_TREE as readonly MenuSection[]).map((section) => ({
  rowKey: `section:${section.group}`,
  zh: section.zh,
  en: section.en,
  code: section.key,
  codes: sectionKeys(section),
  children:
    section.children.length > 0
      ? section.children.map((page) => ({
          rowKey: page.key,
          zh: page.zh,
          en: page.en,
          code: page.key,
          codes: [page.key],
          sectionKey: section.key,
        }))
      : undefined,
}));

export function grantsFrom(list: readonly TRoleGrant[]): Grants {
  return new Map(list.map((g) => [g.menuCode, g.isEdit]));
}

/** The grants as the save request lists them, in menu order. */
export function grantList(grants: Grants): TRoleGrant[] {
  return MATRIX_ROWS.flatMap((row) => row.codes)
    .filter((code) => grants.has(code))
    .map((code) => ({ menuCode: code, isEdit: grants.get(code) as 0 | 1 }));
}

/** A checkbox's look: checked when every code of the row has it, half when some do. */
export function cellState(grants: Grants, row: MatrixRow, column: 'visible' | 'edit') {
  const has = (code: string) => (column === 'visible' ? grants.has(code) : grants.get(code) === 1);
  const count = row.codes.filter(has).length;
  return { checked: count === row.codes.length, indeterminate: count > 0 && count < row.codes.length };
}

/**
 * 可见 on a row: a section checks or clears all its pages; a checked page checks its section too
 * (a page shows in the sidebar only under its section). Clearing 可见 clears 可编辑.
 */
export function setVisible(grants: Grants, row: MatrixRow, checked: boolean): Grants {
  const next = new Map(grants);
  for (const code of row.codes) {
    if (checked) next.set(code, next.get(code) ?? 0);
    else next.delete(code);
  }
  if (checked && row.sectionKey) next.set(row.sectionKey, next.get(row.sectionKey) ?? 0);
  return next;
}

/** 可编辑 implies 可见: checking it makes the row (and a page's section) visible; clearing keeps 可见. */
export function setEditable(grants: Grants, row: MatrixRow, checked: boolean): Grants {
  const next = new Map(checked ? setVisible(grants, row, true) : grants);
  for (const code of row.codes) if (next.has(code)) next.set(code, checked ? 1 : 0);
  return next;
}

export function sameGrants(a: Grants, b: Grants): boolean {
  return a.size === b.size && [...a].every(([code, edit]) => b.get(code) === edit);
}
