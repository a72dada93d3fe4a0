import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, loginAttempt, orgUnit, role, roleMenuPermission, session, userRole } from '../../db/schema';

export async function insertSession(
  db: Executor,
  values: {
    tokenHash: string;
    userId: number;
    loginMethod: 'password' | 'sso';
    ip: string;
    userAgent: string;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(session).values(values).returning({ id: session.id });
  return row;
}

export async function findSessionByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: session.id,
      userId: session.userId,
      loginMethod: session.loginMethod,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
      revokedAt: session.revokedAt,
    })
    .from(session)
    .where(eq(session.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: number, now: Date) {
  await db.update(session).set({ lastSeenAt: now }).where(eq(session.id, id));
}

export async function revokeSession(db: Executor, id: number, reason: string) {
  await db
    .update(session)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(session.id, id), isNull(session.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: number, reason: string) {
  await db
    .update(session)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(session.userId, userId), isNull(session.revokedAt)));
}

/** The user with org path, roles and merged menus: everything an AuthContext needs. */
export async function loadUserPrincipal(db: Executor, userId: number) {
  const [user] = await db
    .select({
      id: appUser.id,
      account: appUser.account,
      displayName: appUser.displayName,
      avatar: appUser.avatar,
      isEnabled: appUser.isEnabled,
      mustChangePassword: appUser.mustChangePassword,
      orgUnitId: appUser.orgUnitId,
      orgPath: orgUnit.path,
      employeeRef: appUser.employeeRef,
    })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(appUser.id, userId))
    .limit(1);
  if (!user) return undefined;
  const roles = await db
    .select({ id: role.id, roleId: role.roleId, name: role.name, scopeKind: role.scopeKind })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleRef))
    .where(eq(userRole.userId, userId))
    .orderBy(role.roleId);
  const menus =
    roles.length === 0
      ? []
      : await db
          .select({
            roleRef: roleMenuPermission.roleRef,
            menuCode: roleMenuPermission.menuCode,
            isEdit: roleMenuPermission.isEdit,
          })
          .from(roleMenuPermission)
          .where(
            inArray(
              roleMenuPermission.roleRef,
              roles.map((r) => r.id),
            ),
          );
  return { user, roles, menus };
}

export async function findUserForLogin(db: Executor, account: string) {
  const [row] = await db
    .select({ id: appUser.id, passwordHash: appUser.passwordHash, isEnabled: appUser.isEnabled })
    .from(appUser)
    .where(sql`lower(${appUser.account}) = lower(${account})`)
    .limit(1);
  return row;
}

/**
 * Maps an SSO identity to a user: by email first, then by account name. Never "either", or an
 * identity whose username names another account could sign in as that account.
 */
export async function findUserForSso(db: Executor, identity: { email?: string; username?: string }) {
  const select = () => db.select({ id: appUser.id, isEnabled: appUser.isEnabled }).from(appUser);
  if (identity.email) {
    const [byEmail] = await select()
      .where(sql`lower(${appUser.email}) = ${identity.email.toLowerCase()}`)
      .orderBy(appUser.id)
      .limit(2);
    if (byEmail) return byEmail;
  }
  if (identity.username) {
    const [byAccount] = await select()
      .where(sql`lower(${appUser.account}) = ${identity.username.toLowerCase()}`)
      .limit(1);
    return byAccount;
  }
  return undefined;
}

export async function recordLoginAttempt(db: Executor, account: string, ip: string, success: boolean) {
  await db.insert(loginAttempt).values({ account: account.toLowerCase(), ip, success });
}

export async function countRecentFailures(db: Executor, since: Date, by: { account?: string; ip?: string }) {
  const where = by.account
    ? and(
        eq(loginAttempt.account, by.account.toLowerCase()),
        eq(loginAttempt.success, false),
        gt(loginAttempt.createdAt, since),
      )
    : and(eq(loginAttempt.ip, by.ip ?? ''), eq(loginAttempt.success, false), gt(loginAttempt.createdAt, since));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(loginAttempt).where(where);
  return row?.n ?? 0;
}

/** After a successful sign-in the account's earlier failures stop counting. */
export async function clearFailures(db: Executor, account: string) {
  await db
    .delete(loginAttempt)
    .where(and(eq(loginAttempt.account, account.toLowerCase()), eq(loginAttempt.success, false)));
}
