// @postgres: sessions end on other servers through LISTEN/NOTIFY (PGlite: in-process)
import type { PGlite } from '@electric-sql/pglite';
import { StaffPaths, UserPaths } from '@hris/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp, testDriver } from '../../../test/build-test-app';
import { type App, buildApp } from '../../app';
import { createDb, type Db, type DbHandle } from '../../db/client';
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

  it('[PG] answers a signed-in request without reading the session again', async () => {
    const token = await login(t, 'gz001_hr');
    const { db, statements } = countingDb();
    const sessions = new SessionService(db, t.config, t.authChanges);
    const first = await sessions.authenticate(token);
    expect(statements).toHaveLength(1);
    // The same caller, built once for the cached row (the next change to it builds a new one).
    expect(await sessions.authenticate(token)).toBe(first);
    expect(statements).toHaveLength(1);
    expect(sessions.principals?.hits).toBe(1);
  });

  /** Two calls of a list the account may read, the second answered from the principal cache. */
  async function signedInAndCached(account: string) {
    const token = await login(t, account);
    const hits = t.app.sessions.principals?.hits ?? 0;
    for (let i = 0; i < 2; i++) {
      expect((await call(t, StaffPaths.getStaffList, token, { pageIndex: 1, pageSize: 1 })).body.code).toBe(0);
    }
    expect(t.app.sessions.principals?.hits).toBeGreaterThan(hits);
    const [user] = await t.db.select().from(appUser).where(eq(appUser.account, account));
    return { token, user };
  }

  const staffPage = (token: string) => call(t, StaffPaths.getStaffList, token, { pageIndex: 1, pageSize: 1 });

  it('[PG] sees a role taken away on the very next request, though the session was cached', async () => {
    const { token, user } = await signedInAndCached('east_hr');
    await t.db.delete(userRole).where(eq(userRole.userId, user.id));
    expect((await staffPage(token)).body.code).toBe(40301);
  });

  it('[PG] sees a grant taken from a role, a disabled account and a sign-out on the very next request', async () => {
    const grant = await signedInAndCached('sh001_hr');
    const roleRefs = (await t.db.select().from(userRole).where(eq(userRole.userId, grant.user.id))).map(
      (r) => r.roleRef,
    );
    const removed = await t.db
      .delete(roleMenuPermission)
      .where(and(inArray(roleMenuPermission.roleRef, roleRefs), eq(roleMenuPermission.menuCode, 'StaffList')))
      .returning();
    expect((await staffPage(grant.token)).body.code).toBe(40301);
    await t.db.insert(roleMenuPermission).values(removed);
    expect((await staffPage(grant.token)).body.code).toBe(0);

    const disabled = await signedInAndCached('hz001_hr');
    await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.id, disabled.user.id));
    expect((await staffPage(disabled.token)).body.code).toBe(10003);
    await t.db.update(appUser).set({ isEnabled: true }).where(eq(appUser.id, disabled.user.id));

    const signedOut = await signedInAndCached('gz001_hr');
    expect((await call(t, UserPaths.logout, signedOut.token)).body.code).toBe(0);
    expect((await staffPage(signedOut.token)).body.code).toBe(10003);
  });

  it('[PG] keeps the cache when only last_seen_at is written (it is touched once a minute per session)', async () => {
    const { token } = await signedInAndCached('sh001_hr');
    const generation = t.authChanges.generation;
    await t.db
      .update(session)
      .set({ lastSeenAt: new Date() })
      .where(eq(session.tokenHash, hashToken(token)));
    expect(t.authChanges.generation).toBe(generation);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(session.tokenHash, hashToken(token)));
    expect(t.authChanges.generation).toBeGreaterThan(generation);
  });

  it('[PG] empties the cache on a change to an org unit (the data scope), not on a new sign-in', async () => {
    await signedInAndCached('sh001_hr');
    const generation = t.authChanges.generation;
    await login(t, 'gz001_hr');
    expect(t.authChanges.generation).toBe(generation);
    expect(t.app.sessions.principals?.size).toBeGreaterThan(0);

    const [unit] = await t.db.select().from(orgUnit).limit(1);
    await t.db.update(orgUnit).set({ name: unit.name }).where(eq(orgUnit.id, unit.id));
    expect(t.authChanges.generation).toBeGreaterThan(generation);
    expect(t.app.sessions.principals?.size).toBe(0);
  });
});

describe.runIf(testDriver === 'postgres')('[AUTH][SESSION][PG] two servers on one database', () => {
  let other: { app: App; handle: DbHandle } | undefined;
  beforeAll(async () => {
    const handle = await createDb({ databaseUrl: t.databaseUrl, poolSize: 3 });
    const app = await buildApp({ config: t.config, db: handle.db, authChanges: handle.authChanges, logger: false });
    await app.ready();
    other = { app, handle };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.handle.close();
  });

  const staffPageOn = async (app: App, token: string) =>
    (
      await app.inject({
        method: 'POST',
        url: StaffPaths.getStaffList,
        payload: { pageIndex: 1, pageSize: 1 },
        headers: { AccessToken: token },
      })
    ).json().code as number;

  it('a sign-out on one server is seen by the other within moments, though it had the session cached', async () => {
    const { app } = other!;
    const token = await login(t, 'south_hr');
    const hits = app.sessions.principals!.hits;
    // The first request may open the server's first connection: read before it listens, not kept.
    for (let i = 0; i < 3; i++) expect(await staffPageOn(app, token)).toBe(0);
    expect(app.sessions.principals!.hits).toBeGreaterThan(hits);

    expect((await call(t, UserPaths.logout, token)).body.code).toBe(0);
    const deadline = Date.now() + 2_000;
    let code = await staffPageOn(app, token);
    while (code === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
      code = await staffPageOn(app, token);
    }
    expect(code).toBe(10003);
  });

  it('a server whose connections were all cut forgets its sessions, and reads them again once reconnected', async () => {
    const { app, handle } = other!;
    const token = await login(t, 'sh001_hr');
    expect(await staffPageOn(app, token)).toBe(0);
    expect(app.sessions.principals!.size).toBeGreaterThan(0);
    const generation = handle.authChanges.generation;

    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    // Holding as many clients as the pool has at once yields each of its connections.
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    const pids = clients.map((c) => (c as unknown as { processID: number }).processID);
    for (const c of clients) c.release();
    await t.db.execute(sql`select pg_terminate_backend(pid) from unnest(${`{${pids.join(',')}}`}::int[]) as pid`);
    const deadline = Date.now() + 2_000;
    while (handle.authChanges.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(handle.authChanges.live).toBe(false);
    expect(handle.authChanges.generation).toBeGreaterThan(generation);
    expect(app.sessions.principals!.size).toBe(0);

    // The next request opens a new connection, which listens again.
    expect(await staffPageOn(app, token)).toBe(0);
    expect(handle.authChanges.live).toBe(true);
  });
});
