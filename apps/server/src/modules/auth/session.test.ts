import type { PGlite } from '@electric-sql/pglite';
import { StaffPaths } from '@hris/contract';
import { eq, inArray } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp, testDriver } from '../../../test/build-test-app';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { appUser, orgUnit, role, roleMenuPermission, session, userRole } from '../../db/schema';
import { principalUserColumns } from './session.repository';
import { hashToken, SessionService, toAuthContext } from './session.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** The same database through a Drizzle instance that records every statement it sends. */
function countingDb() {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (t.db as unknown as { $client: unknown }).$client;
  const db = (testDriver === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
  return { db, statements };
}

/** The principal as authentication read it before it became one statement: user, then roles, then grants. */
async function principalInSteps(userId: number) {
  const [user] = await t.db
    .select(principalUserColumns)
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(appUser.id, userId));
  const roles = await t.db
    .select({ id: role.id, roleId: role.roleId, name: role.name, scopeKind: role.scopeKind })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleRef))
    .where(eq(userRole.userId, userId))
    .orderBy(role.roleId);
  const menus = await t.db
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

describe('[AUTH][SESSION]', () => {
  it('reads a user of three roles with overlapping grants in one statement, as the stepwise read did', async () => {
    const [user] = await t.db.select().from(appUser).where(eq(appUser.account, 'sh001_hr'));
    const [viewer] = await t.db.select().from(role).where(eq(role.roleId, '090'));
    await t.db.insert(userRole).values({ userId: user.id, roleRef: viewer.id });
    const token = await login(t, 'sh001_hr');
    const [row] = await t.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, hashToken(token)));

    const { db, statements } = countingDb();
    const auth = await new SessionService(db, t.config).authenticate(token);

    expect(statements).toHaveLength(1);
    expect(auth).toEqual(toAuthContext(row.id, 'password', await principalInSteps(user.id)));
    expect(auth.roles.map((r) => r.roleId)).toEqual(['019', '020', '090']);
    expect(auth.scopeKind).toBe('all');
    // 020 and 019 grant StaffList with edit, 090 read-only: edit wins; 090 alone grants ShopInfo.
    expect(auth.menus.get('StaffList')).toBe(1);
    expect(auth.menus.get('ShopInfo')).toBe(0);
  });

  it('touches last_seen_at at most once a minute, in a second statement only when due', async () => {
    const token = await login(t, 'gz001_hr');
    const hash = hashToken(token);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db.update(session).set({ lastSeenAt: twoMinutesAgo }).where(eq(session.tokenHash, hash));
    const { db, statements } = countingDb();
    const sessions = new SessionService(db, t.config);

    await sessions.authenticate(token);
    expect(statements).toHaveLength(2);
    const [touched] = await t.db.select().from(session).where(eq(session.tokenHash, hash));
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());

    await sessions.authenticate(token);
    expect(statements).toHaveLength(3);
  });

  it('sees a role taken away on the very next request (nothing is cached between requests)', async () => {
    const token = await login(t, 'east_hr');
    expect((await call(t, StaffPaths.getStaffList, token, { pageIndex: 1, pageSize: 1 })).body.code).toBe(0);
    const [user] = await t.db.select().from(appUser).where(eq(appUser.account, 'east_hr'));
    await t.db.delete(userRole).where(eq(userRole.userId, user.id));
    expect((await call(t, StaffPaths.getStaffList, token, { pageIndex: 1, pageSize: 1 })).body.code).toBe(40301);
  });
});
