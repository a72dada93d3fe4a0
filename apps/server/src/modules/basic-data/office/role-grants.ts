import type { ScopeKind } from '@hris/contract';
import { listText, msg } from '@hris/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { role, roleMenuPermission } from '../../../db/schema';
import type { AuthContext } from '../../../http/auth-context';
import { errors } from '../../../http/errors';

const SCOPE_ORDER: Record<ScopeKind, number> = { self: 0, store: 1, org: 2, all: 3 };

export interface RoleWithMenus {
  id: number;
  roleId: string;
  name: string;
  scopeKind: ScopeKind;
  /** A disabled role grants nothing (role permissions page): it is not handed out here either. */
  disabled: boolean;
  menus: { menuCode: string; isEdit: number }[];
}

/** Every role (or the given ones) with its menu permissions. */
export async function loadRolesWithMenus(db: Executor, ids?: number[]): Promise<RoleWithMenus[]> {
  const roles = await db
    .select({ id: role.id, roleId: role.roleId, name: role.name, scopeKind: role.scopeKind, disabled: role.disabled })
    .from(role)
    .where(ids ? inArray(role.id, ids.length > 0 ? ids : [0]) : undefined)
    .orderBy(asc(role.roleId));
  if (roles.length === 0) return [];
  const menus = await db
    .select()
    .from(roleMenuPermission)
    .where(
      inArray(
        roleMenuPermission.roleRef,
        roles.map((r) => r.id),
      ),
    );
  return roles.map((r) => ({
    ...r,
    scopeKind: r.scopeKind as ScopeKind,
    menus: menus.filter((m) => m.roleRef === r.id).map((m) => ({ menuCode: m.menuCode, isEdit: m.isEdit })),
  }));
}

/**
 * Nobody hands out more than they hold: a role is grantable when its data scope is not wider
 * than the caller's and the caller holds each of its menus with at least the same edit right, and
 * it is not disabled.
 */
export function canGrantRole(auth: AuthContext, target: RoleWithMenus): boolean {
  if (target.disabled) return false;
  if (SCOPE_ORDER[target.scopeKind] > SCOPE_ORDER[auth.scopeKind]) return false;
  return target.menus.every((m) => (auth.menus.get(m.menuCode) ?? -1) >= m.isEdit);
}

/** The requested roles, all existing and grantable by the caller, or a Chinese refusal. */
export async function resolveGrantableRoles(db: Executor, auth: AuthContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const roles = await loadRolesWithMenus(db, unique);
  if (roles.length !== unique.length) throw errors.validation(msg('office.roleNotFound'));
  const refused = roles.filter((r) => !canGrantRole(auth, r));
  if (refused.length > 0) {
    throw errors.forbidden(msg('office.cannotGrantRoles', { roles: listText(refused.map((r) => r.name)) }));
  }
  return roles;
}
