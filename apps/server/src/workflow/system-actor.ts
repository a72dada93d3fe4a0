import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appUser, orgUnit } from '../db/schema';
import type { Actor } from '../http/actor';

/** The account of the system itself: it starts the works nobody should have to remember. */
export const SYSTEM_ACCOUNT = 'system';

/**
 * The system as an actor: a disabled user without a password (it never signs in) at the top of
 * the organisation, created on first use. Works it starts show 系统 as their starter.
 */
export async function systemActor(db: Executor): Promise<Actor> {
  const [root] = await db
    .select({ id: orgUnit.id, path: orgUnit.path })
    .from(orgUnit)
    .where(isNull(orgUnit.parentId))
    .orderBy(asc(orgUnit.id))
    .limit(1);
  if (!root) throw new Error('no organisation: the system user has nowhere to sit');
  await db
    .insert(appUser)
    .values({ account: SYSTEM_ACCOUNT, displayName: '系统', orgUnitId: root.id, isEnabled: false })
    .onConflictDoNothing();
  const [user] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(sql`lower(${appUser.account})`, SYSTEM_ACCOUNT));
  return {
    ip: null,
    requestId: null,
    auth: {
      sessionId: 0,
      userId: user.id,
      account: SYSTEM_ACCOUNT,
      displayName: '系统',
      avatar: '',
      loginMethod: 'password',
      orgUnitId: root.id,
      orgPath: root.path,
      employeeRef: null,
      mustChangePassword: false,
      roles: [],
      menus: new Map(),
      scopeKind: 'all',
    },
  };
}

/** Whether a user is the system account (works it started have no starter to return to). */
export async function isSystemUser(db: Executor, userId: number): Promise<boolean> {
  const [u] = await db.select({ account: appUser.account }).from(appUser).where(eq(appUser.id, userId));
  return u?.account.toLowerCase() === SYSTEM_ACCOUNT;
}
