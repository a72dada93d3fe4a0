import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, orgUnit, role, roleMenuPermission, userRole } from '../../db/schema';

const roleColumns = {
  id: role.id,
  roleId: role.roleId,
  name: role.name,
  description: role.description,
  scopeKind: role.scopeKind,
  disabled: role.disabled,
  createdAt: role.createdAt,
  userCount: sql<number>`(select count(*)::int from ${userRole} ur where ur.role_ref = ${role.id})`,
  grantCount: sql<number>`(select count(*)::int from ${roleMenuPermission} m where m.role_ref = ${role.id})`,
};

export type RoleRecord = Awaited<ReturnType<typeof listRoles>>[number];

/** Every role with its user and grant counts (a few dozen rows at most), by role id. */
export function listRoles(db: Executor) {
  return db.select(roleColumns).from(role).orderBy(asc(role.roleId));
}

/** One role by its id ('019'); `lock` takes the row for the rest of the transaction. */
export async function findRole(db: Executor, roleId: string, lock = false) {
  const query = db.select(roleColumns).from(role).where(eq(role.roleId, roleId));
  const [row] = await (lock ? query.for('update', { of: role }) : query);
  return row;
}

export function grantsOf(db: Executor, roleRef: number) {
  return db
    .select({ menuCode: roleMenuPermission.menuCode, isEdit: roleMenuPermission.isEdit })
    .from(roleMenuPermission)
    .where(eq(roleMenuPermission.roleRef, roleRef))
    .orderBy(asc(roleMenuPermission.menuCode));
}

const userColumns = {
  userId: appUser.id,
  account: appUser.account,
  displayName: appUser.displayName,
  orgUnitName: orgUnit.name,
  isEnabled: appUser.isEnabled,
};

/** The role's users with their org unit, by account. */
export function usersOf(db: Executor, roleRef: number) {
  return db
    .select(userColumns)
    .from(userRole)
    .innerJoin(appUser, eq(appUser.id, userRole.userId))
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(userRole.roleRef, roleRef))
    .orderBy(asc(appUser.account));
}

export async function findUser(db: Executor, userId: number) {
  const [row] = await db
    .select(userColumns)
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(appUser.id, userId));
  return row;
}

export async function holds(db: Executor, userId: number, roleRef: number) {
  const [row] = await db
    .select({ userId: userRole.userId })
    .from(userRole)
    .where(and(eq(userRole.userId, userId), eq(userRole.roleRef, roleRef)));
  return row !== undefined;
}

export async function insertRole(
  db: Executor,
  values: { roleId: string; name: string; scopeKind: 'all' | 'org' | 'store' | 'self'; description: string },
) {
  const [row] = await db.insert(role).values(values).returning({ id: role.id });
  return row;
}

export async function updateRole(
  db: Executor,
  id: number,
  values: { name?: string; description?: string; disabled?: boolean },
) {
  await db.update(role).set(values).where(eq(role.id, id));
}

export async function replaceGrants(db: Executor, roleRef: number, grants: { menuCode: string; isEdit: number }[]) {
  await db.delete(roleMenuPermission).where(eq(roleMenuPermission.roleRef, roleRef));
  if (grants.length > 0) await db.insert(roleMenuPermission).values(grants.map((g) => ({ roleRef, ...g })));
}

export async function addUser(db: Executor, userId: number, roleRef: number) {
  await db.insert(userRole).values({ userId, roleRef });
}

export async function removeUser(db: Executor, userId: number, roleRef: number) {
  await db.delete(userRole).where(and(eq(userRole.userId, userId), eq(userRole.roleRef, roleRef)));
}

/**
 * Role writes run one at a time (a transaction-scoped advisory lock), so two administrators
 * removing each other's rights at once cannot both pass the last-administrator check.
 */
export async function lockRoleWrites(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('hris.role_admin'))`);
}

/**
 * Enabled users who can still manage roles: RolePermissions with isEdit 1 through an enabled role,
 * and a data scope of everything through an enabled role (only they may manage roles).
 */
export async function countRoleAdministrators(db: Executor) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${appUser.id})::int` })
    .from(appUser)
    .innerJoin(userRole, eq(userRole.userId, appUser.id))
    .innerJoin(role, and(eq(role.id, userRole.roleRef), eq(role.disabled, false)))
    .innerJoin(
      roleMenuPermission,
      and(
        eq(roleMenuPermission.roleRef, role.id),
        eq(roleMenuPermission.menuCode, 'RolePermissions'),
        eq(roleMenuPermission.isEdit, 1),
      ),
    )
    .where(
      and(
        eq(appUser.isEnabled, true),
        sql`exists (select 1 from ${userRole} ur2 join ${role} r2 on r2.id = ur2.role_ref
          where ur2.user_id = ${appUser.id} and not r2.disabled and r2.scope_kind = 'all')`,
      ),
    );
  return Number(row?.n ?? 0);
}
