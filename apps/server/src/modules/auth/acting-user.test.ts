import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { tokenWithMenus } from '../../../test/factories';
import { appUser } from '../../db/schema';
import { AppError } from '../../http/errors';
import { actorForAccount, actorForUser } from './acting-user';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('[AUTH] a user acting outside a request (jobs, seed)', () => {
  it('carries the grants and scope a session would, with no session or address', async () => {
    const user = await tokenWithMenus(t, { menus: { StaffList: 1, Task: 0 }, scopeKind: 'store', unitCode: 'SH001' });
    const actor = await actorForAccount(t.db, user.account);
    expect(actor.auth.userId).toBe(user.userId);
    expect(actor.auth.scopeKind).toBe('store');
    expect(Object.fromEntries(actor.auth.menus)).toEqual({ StaffList: 1, Task: 0 });
    expect(actor).toMatchObject({ ip: null, requestId: null, auth: { sessionId: 0 } });
  });

  it('refuses a disabled account and an unknown one', async () => {
    const user = await tokenWithMenus(t, { menus: { Task: 0 }, scopeKind: 'self' });
    await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.id, user.userId));
    const refused = await actorForUser(t.db, user.userId).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(40401);
    await expect(actorForAccount(t.db, 'no_such_account')).rejects.toMatchObject({ code: 40401 });
  });
});
