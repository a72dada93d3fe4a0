import type { ScopeKind } from '@hris/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { appUser, orgUnit, role, roleMenuPermission, session, userRole } from '../../db/schema';

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

export interface PrincipalRole {
  id: number;
  roleId: string;
  name: string;
  scopeKind: ScopeKind;
}

/** One grant of one role; the AuthContext merges a user's grants by menu code. */
export interface PrincipalMenu {
  roleRef: number;
  menuCode: string;
  isEdit: number;
}

/** The user's own columns in a principal, with the org path their data scope starts from. */
export const principalUserColumns = {
  id: appUser.id,
  account: appUser.account,
  displayName: appUser.displayName,
  avatar: appUser.avatar,
  isEnabled: appUser.isEnabled,
  mustChangePassword: appUser.mustChangePassword,
  orgUnitId: appUser.orgUnitId,
  orgPath: orgUnit.path,
  employeeRef: appUser.employeeRef,
};

/**
 * The user with org path, roles and menu grants: everything an AuthContext needs. Roles and
 * grants come as JSON arrays from correlated subqueries, so the whole principal is one statement.
 */
const principalColumns = {
  user: principalUserColumns,
  roles: sql<PrincipalRole[]>`(
    select coalesce(json_agg(json_build_object('id', r.id, 'roleId', r.role_id, 'name', r.name, 'scopeKind', r.scope_kind) order by r.role_id), '[]')
    from ${userRole} ur join ${role} r on r.id = ur.role_ref
    where ur.user_id = ${appUser.id} and not r.disabled)`,
  menus: sql<PrincipalMenu[]>`(
    select coalesce(json_agg(json_build_object('roleRef', m.role_ref, 'menuCode', m.menu_code, 'isEdit', m.is_edit) order by m.role_ref, m.menu_code), '[]')
    from ${userRole} ur join ${role} r on r.id = ur.role_ref and not r.disabled
    join ${roleMenuPermission} m on m.role_ref = ur.role_ref
    where ur.user_id = ${appUser.id})`,
};

export async function loadUserPrincipal(db: Executor, userId: number) {
  const [row] = await db
    .select(principalColumns)
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(appUser.id, userId))
    .limit(1);
  return row;
}

export type UserPrincipal = NonNullable<Awaited<ReturnType<typeof loadUserPrincipal>>>;

function sessionPrincipalQuery(db: Executor) {
  return db
    .select({
      session: {
        id: session.id,
        loginMethod: session.loginMethod,
        lastSeenAt: session.lastSeenAt,
        expiresAt: session.expiresAt,
        revokedAt: session.revokedAt,
      },
      ...principalColumns,
    })
    .from(session)
    .innerJoin(appUser, eq(appUser.id, session.userId))
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(session.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_principal');
}

const preparedSessionPrincipal = preparedPerExecutor(sessionPrincipalQuery);

/**
 * A session and its user's principal in one round trip: authentication runs on every request,
 * and four statements in sequence were most of a short request's time. A named prepared
 * statement: each pooled connection parses and plans it once, not on every request. A deleted
 * user's sessions are deleted with it (cascade), so the inner joins lose no session.
 */
export async function findSessionPrincipal(db: Executor, tokenHash: string) {
  const [row] = await preparedSessionPrincipal(db).execute({ tokenHash });
  return row;
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
