import { LIST_COUNT_CAP, staffEntryProcess } from '@hris/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildEmployee, buildStore, call, tokenWithMenus } from '../../test/factories';
import { buildStoreTeam, type StoreTeam, startTeamDeduction } from '../../test/workflow-helpers';
import { work, workCopy } from '../db/schema';

let t: TestApp;
let team: StoreTeam;
let store: Awaited<ReturnType<typeof buildStore>>;
/** A reader of 员工入职列表 at `store` only. */
let entryReader: string;
const names: string[] = [];

type Page = { list: { workId: number; employeeName: string }[]; total: number; capped?: boolean };
async function page(path: string, token: string, body: Record<string, unknown> = {}): Promise<Page> {
  const res = await call(t, path, token, { pageIndex: 1, pageSize: 10, ...body });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t);
  store = await buildStore(t);
  entryReader = (
    await tokenWithMenus(t, {
      menus: { Infotatistics: 0, StaffEntry: 0 },
      scopeKind: 'store',
      unitCode: store.code,
    })
  ).token;
  // One past the cap: 10,001 finished onboardings of one person at the store, started by its HR.
  const person = await buildEmployee(t, { shopId: store.id, status: 1 });
  names.push(person.name);
  await t.db.execute(sql`
    insert into ${work} (flow_id, target_employee_ref, org_unit_id, org_path, shop_id, starter_user_id, status,
      started_at, finished_at, form_data)
    select ${staffEntryProcess.flowId}, ${person.id}, ${store.unitId}, ${store.orgPath}, ${store.id}, ${team.storeHr.id},
      'finished', now() - make_interval(mins => n), now() - make_interval(mins => n) + interval '1 hour',
      jsonb_build_object('name', ${person.name}::text)
    from generate_series(1, ${LIST_COUNT_CAP + 1}) as n`);
  // And one more person's, to filter down to.
  const other = await buildEmployee(t, { shopId: store.id, status: 3 });
  names.push(other.name);
  await t.db.insert(work).values({
    flowId: staffEntryProcess.flowId,
    targetEmployeeRef: other.id,
    orgUnitId: store.unitId,
    orgPath: store.orgPath,
    shopId: store.id,
    starterUserId: team.storeHr.id,
    status: 'running',
    currentNodeId: 1202,
    formData: { name: other.name },
  });
  for (let i = 0; i < 3; i++) await startTeamDeduction(t, team);
  // 抄送我的: the second store HR copied on every onboarding, the newest copy on the oldest work.
  await t.db.execute(sql`
    insert into ${workCopy} (work_id, user_id, by_user_id, copied_at)
    select w.id, ${team.storeHr2.id}, ${team.storeHr.id}, now() - make_interval(secs => w.id)
    from ${work} w where w.starter_user_id = ${team.storeHr.id} and w.flow_id = ${staffEntryProcess.flowId}`);
});

afterAll(async () => {
  await t?.close();
});

describe('a list over works counts up to LIST_COUNT_CAP', () => {
  it('answers the cap and `capped` past it, with the page all the same', async () => {
    const entries = await page('/api/StaffEntry/GetStaffEntryPageList', entryReader);
    expect(entries).toMatchObject({ total: LIST_COUNT_CAP, capped: true });
    expect(entries.list).toHaveLength(10);
    const last = await page('/api/StaffEntry/GetStaffEntryPageList', entryReader, { pageIndex: 1000 });
    expect(last.list).toHaveLength(10);
  });

  it('counts exactly within the cap, without `capped`', async () => {
    const one = await page('/api/StaffEntry/GetStaffEntryPageList', entryReader, {
      filters: { employee: { search: names[1] } },
    });
    expect(one.total).toBe(1);
    expect(one.capped).toBeUndefined();
    expect(one.list.map((r) => r.employeeName)).toEqual([names[1]]);
  });

  it('caps 抄送我的 and pages it newest copy first', async () => {
    const copied = await page('/api/Task/GetCopiedTaskList', team.storeHr2.token);
    expect(copied).toMatchObject({ total: LIST_COUNT_CAP, capped: true });
    const ids = copied.list.map((r) => r.workId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(copied.list[0]).toMatchObject({ unread: true, copiedByName: team.storeHr.displayName });
    // Its badge counts the same copies, capped alike; the unread at 1,000 (shown 999+).
    const counts = await call(t, '/api/Task/GetCopiedCounts', team.storeHr2.token, {});
    expect(counts.body.data).toEqual({ total: LIST_COUNT_CAP, unread: 1000 });
  });

  it('caps the started list, not the to-do list', async () => {
    const started = await page('/api/Task/GetMyStartedTaskList', team.storeHr.token);
    expect(started).toMatchObject({ total: LIST_COUNT_CAP, capped: true });
    const toDos = await page('/api/Task/GetToDoTaskList', team.regionHr.token);
    expect(toDos.total).toBe(3);
    expect(toDos.capped).toBeUndefined();
  });
});
