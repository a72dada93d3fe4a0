import { and, asc, count, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appUser, employee, orgUnit, role, roleMenuPermission, session, userRole } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';

/** The latest sign-in: the newest session the user opened. */
export const lastLogin = sql<string | null>`(select max(s.created_at) from session s where s.user_id = ${appUser.id})`;

const userFields = {
  id: appUser.id,
  account: appUser.account,
  displayName: appUser.displayName,
  email: appUser.email,
  imId: appUser.imId,
  orgUnitId: appUser.orgUnitId,
  orgUnitName: orgUnit.name,
  orgUnitKind: orgUnit.kind,
  orgPath: orgUnit.path,
  isEnabled: appUser.isEnabled,
  mustChangePassword: appUser.mustChangePassword,
  employeeRef: appUser.employeeRef,
  employeeId: employee.employeeId,
  employeeName: employee.name,
  employeeOrgPath: employee.orgPath,
  lastLoginAt: sql<string | null>`to_char(${lastLogin} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  createdAt: appUser.createdAt,
  updatedAt: appUser.updatedAt,
};

function userSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...userFields, sortValue })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .leftJoin(employee, eq(employee.id, appUser.employeeRef));
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof userSelect>['execute']>>[number];

export async function findUserPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(userSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countUsers(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .leftJoin(employee, eq(employee.id, appUser.employeeRef))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await userSelect(db, sql<string>`''`).where(eq(appUser.id, id)).limit(1);
  return row;
}

export async function lockUser(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: appUser.id,
      account: appUser.account,
      displayName: appUser.displayName,
      email: appUser.email,
      orgUnitId: appUser.orgUnitId,
      employeeRef: appUser.employeeRef,
      isEnabled: appUser.isEnabled,
      updatedAt: appUser.updatedAt,
    })
    .from(appUser)
    .where(eq(appUser.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Roles of several users at once, for a page of the list. */
export async function findRolesOfUsers(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userRole.userId,
      id: role.id,
      roleId: role.roleId,
      name: role.name,
      scopeKind: role.scopeKind,
    })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleRef))
    .where(inArray(userRole.userId, userIds))
    .orderBy(asc(role.roleId));
}

export async function findMenusOfUser(db: Executor, userId: number) {
  return db
    .select({ menuCode: roleMenuPermission.menuCode, isEdit: sql<number>`max(${roleMenuPermission.isEdit})::int` })
    .from(userRole)
    .innerJoin(roleMenuPermission, eq(roleMenuPermission.roleRef, userRole.roleRef))
    .where(eq(userRole.userId, userId))
    .groupBy(roleMenuPermission.menuCode)
    .orderBy(asc(roleMenuPermission.menuCode));
}

export async function countActiveSessions(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(session)
    .where(and(eq(session.userId, userId), isNull(session.revokedAt), gt(session.expiresAt, new Date())));
  return Number(row?.n ?? 0);
}

export async function findOrgUnit(db: Executor, id: number) {
  const [row] = await db.select().from(orgUnit).where(eq(orgUnit.id, id)).limit(1);
  return row;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof appUser.$inferInsert>) {
  await db
    .update(appUser)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(appUser.id, id));
}

export async function replaceRoles(db: Executor, userId: number, roleRefs: number[]) {
  await db.delete(userRole).where(eq(userRole.userId, userId));
  if (roleRefs.length > 0) await db.insert(userRole).values(roleRefs.map((roleRef) => ({ userId, roleRef })));
}
