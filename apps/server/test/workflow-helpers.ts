import { randomBytes } from 'node:crypto';
import { addDays, businessToday } from '@hris/contract';
import { and, eq, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client';
import { appUser, employee, message, position, role, shop, userRole } from '../src/db/schema';
import { hashPassword } from '../src/modules/user/password';
import { call, login, type TestApp } from './build-test-app';
import { buildEmployee, buildStore, buildUser, identityNumberFor, upload } from './factories';

/** An active employee of a store, for starting processes about them. */
export async function activeEmployeeOf(t: TestApp, shopCode: string, skip = 0) {
  const rows = await t.db
    .select({ id: employee.id, employeeId: employee.employeeId, name: employee.name })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .where(and(eq(shop.code, shopCode), eq(employee.status, 1)))
    .orderBy(employee.employeeId);
  const row = rows[skip];
  if (!row) throw new Error(`no active employee #${skip} in ${shopCode}`);
  return row;
}

export function deductionForm(employeeId: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    deductionsMonth: '2026-11',
    lostDdeductions: '120.50',
    workClothesDeductions: 80,
    marketMealFeeDeductions: '0',
    marketFineDeductions: '50',
    remark: '遗失门店对讲机',
    ...overrides,
  };
}

/** Made by the factories; tests of the processes import it from here too. */
export { identityNumberFor };

/** The first active store position, for onboarding forms. */
export async function storePositionId(t: TestApp) {
  const [pos] = await t.db
    .select({ id: position.id })
    .from(position)
    .where(and(eq(position.employeeType, 'store'), eq(position.isActive, true)))
    .orderBy(position.id)
    .limit(1);
  if (!pos) throw new Error('no active store position');
  return pos.id;
}

/** An onboarding (flow 12) form for a new store employee of SH001, arriving in ten days. */
export function staffEntryForm(positionId: number, overrides: Record<string, unknown> = {}) {
  return {
    inductionType: 'new',
    name: '周未到',
    gender: 'F',
    identityNumber: identityNumberFor('19900202', '002'),
    phone: '13900139001',
    employeeType: 'store',
    shopCode: 'SH001',
    positionId,
    rank: 'S1',
    preEntryTime: addDays(businessToday(), 10),
    probationMonths: 3,
    contractYears: 3,
    ...overrides,
  };
}

export async function startDeduction(
  t: TestApp,
  token: string,
  employeeId: string,
  overrides: Record<string, unknown> = {},
) {
  return call(t, '/api/WF/StartWork', token, { flowId: 8, form: deductionForm(employeeId, overrides) });
}

/** The caller's open to-do for a work. */
export async function todoOf(t: TestApp, token: string, workId: number) {
  const { body } = await call(t, '/api/Task/GetToDoTaskList', token, { pageIndex: 1, pageSize: 100 });
  if (body.code !== 0) throw new Error(body.msg);
  return (
    body.data.list as {
      taskId: number;
      workId: number;
      nodeId: number;
      isOverdue: boolean;
      deadlineTime: string | null;
    }[]
  ).find((r) => r.workId === workId);
}

/** The rows of a raw query, on either driver. */
export async function rows<T>(db: Executor, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * work_participant and the task counters, as the triggers kept them action by action, equal what
 * task_lists_rebuild() derives from work and task (computed in a transaction that is rolled back).
 */
export async function expectListsMatchRebuild(t: TestApp) {
  const snapshot = async (db: Executor) => ({
    participants: await rows(
      db,
      sql`select work_id, user_id, flow_id, started_at, finished_at from work_participant order by 1, 2`,
    ),
    counters: await rows(
      db,
      sql`select user_id, flow_id, state, sum(n)::int as n from user_task_counter
          group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`,
    ),
  });
  const kept = await snapshot(t.db);
  let rebuilt: typeof kept | undefined;
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`select task_lists_rebuild()`);
      rebuilt = await snapshot(tx);
      tx.rollback();
    })
    .catch((err) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  expect(kept.participants.length).toBeGreaterThan(0);
  expect(kept).toEqual(rebuilt);
}

/**
 * A new enabled user holding `roleId` (e.g. 010 区域HR) at the org unit of an existing user, as a
 * colleague who may stand in for them or take over their to-dos; returns its id, account and token.
 */
export async function colleagueOf(t: TestApp, account: string, roleId: string) {
  const [peer] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  const [r] = await t.db.select({ id: role.id }).from(role).where(eq(role.roleId, roleId));
  const tag = randomBytes(3).toString('hex');
  const [u] = await t.db
    .insert(appUser)
    .values({
      account: `t_${tag}`,
      displayName: `同事${tag}`,
      orgUnitId: peer.orgUnitId,
      passwordHash: await hashPassword('Hris@2026'),
    })
    .returning();
  await t.db.insert(userRole).values({ userId: u.id, roleRef: r.id });
  return { id: u.id, account: u.account, token: await login(t, u.account) };
}

/** A user's unread messages (the navbar badge's rows). */
export async function unreadMessages(t: TestApp, account: string) {
  const [u] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, account));
  return t.db
    .select()
    .from(message)
    .where(and(eq(message.userId, u.id), eq(message.isRead, false)));
}

/**
 * A store in a region of its own, with the people a workflow test needs and no demo name: its
 * store HR (who starts works), a second store HR (who may decide a store step of a work the
 * first one started), the region's regional HR, a head-office HR, and active employees.
 */
export async function buildStoreTeam(t: TestApp, options: { employees?: number } = {}) {
  const store = await buildStore(t);
  const storeHr = await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] });
  const storeHr2 = await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] });
  const regionHr = await buildUser(t, { orgUnitId: store.region.id, roleIds: ['010'] });
  const hqHr = await buildUser(t, { orgUnitId: store.region.parentId!, roleIds: ['001'] });
  const employees = [];
  for (let i = 0; i < (options.employees ?? 1); i++) employees.push(await buildEmployee(t, { shopId: store.id }));
  return { store, storeHr, storeHr2, regionHr, hqHr, employees };
}

export type StoreTeam = Awaited<ReturnType<typeof buildStoreTeam>>;

/**
 * A 失物扣款 of a new employee of the team, started by its store HR: a to-do of the regional HR
 * (801). Answers the work and the employee.
 */
export async function startTeamDeduction(t: TestApp, team: StoreTeam) {
  const emp = await buildEmployee(t, { shopId: team.store.id });
  const started = await startDeduction(t, team.storeHr.token, emp.employeeId);
  expect(started.body.code, started.body.msg).toBe(0);
  return { workId: started.body.data.workId as number, emp };
}

/** A PDF the user uploads (real leading bytes: uploads are sniffed); its attachment id. */
export async function uploadPdf(t: TestApp, token: string, name = '证明.pdf') {
  const { body } = await upload(t, '/api/File/UploadSingle', token, {
    name,
    content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(name)]),
  });
  if (body.code !== 0) throw new Error(body.msg);
  return body.data.id as number;
}

/** The caller handles their to-do of a work (approve by default); the answer's body. */
export async function actOn(
  t: TestApp,
  token: string,
  workId: number,
  input: { action?: 'approve' | 'rollback' | 'finish'; opinion?: string; form?: Record<string, unknown> } = {},
) {
  const todo = await todoOf(t, token, workId);
  if (!todo) throw new Error(`no to-do of work ${workId}`);
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo.taskId, action: 'approve', ...input });
  return res.body as { code: number; msg: string; data: { status: string; currentNodeId: number | null } | null };
}
