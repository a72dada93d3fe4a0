import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLog } from '../../src/db/schema';
import { runDueJobs } from '../../src/workflow/jobs';
import { buildTestApp, call, type TestApp } from '../build-test-app';
import { download, readSheet } from '../factories';
import { actOn, buildStoreTeam } from '../workflow-helpers';
import { examplePart } from './index';
import { EXAMPLE_PATHS } from './info';

/*
 * ARCHITECTURE §6 "A new process, file by file", proven: 示例流程 (flow 98) is written the way the
 * document says — its folder (info.ts standing in for the contract file, definition.ts, list.ts,
 * routes.ts, index.ts) and one registration (here buildApp's extraParts, in the product one line
 * of processes/index.ts) — and the engine runs it, its list and export answer, its own route
 * checks the scope of the id it is given, and its job runs: nothing else in the server was edited.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ extraParts: [examplePart] });
});
afterAll(async () => t?.close());

const start = (token: string, form: Record<string, unknown>) =>
  call(t, '/api/WF/StartWork', token, { flowId: 98, form });

describe('a process added as the architecture says', () => {
  it('starts, is approved, is listed and exported, answers its own route and runs its job', async () => {
    const team = await buildStoreTeam(t);
    const employeeId = team.employees[0].employeeId;
    const today = businessToday();

    const late = await start(team.storeHr.token, { employeeId, amount: 300, payDate: addDays(today, 40) });
    expect(late.body).toMatchObject({ code: 40001, msg: expect.stringContaining('发放日期须在今天起31天内') });

    const payDate = addDays(today, 3);
    const started = await start(team.storeHr.token, { employeeId, amount: 300, payDate });
    expect(started.body, started.body.msg).toMatchObject({ code: 0 });
    const workId = started.body.data.workId as number;
    expect(await actOn(t, team.regionHr.token, workId)).toMatchObject({ code: 0, data: { status: 'finished' } });

    const page = await call(t, EXAMPLE_PATHS.getExamplePageList, team.storeHr.token, { pageIndex: 1, pageSize: 10 });
    expect(page.body.data).toMatchObject({
      total: 1,
      list: [{ workId, flowNo: `98-${String(workId).padStart(6, '0')}`, amount: 300, statusText: '已办结' }],
    });
    const sheet = await download(t, EXAMPLE_PATHS.exportExamplePageList, team.storeHr.token, {
      pageIndex: 1,
      pageSize: 10,
    });
    expect(sheet.status).toBe(200);
    const rows = await readSheet(sheet.body);
    expect(rows[0]).toEqual(['流程编号', '员工', '金额', '状态', '发起时间']);
    expect(rows[1].slice(0, 4)).toEqual([`98-${String(workId).padStart(6, '0')}`, expect.any(String), '300', '已办结']);

    const total = await call(t, EXAMPLE_PATHS.getExampleTotal, team.storeHr.token, { employeeId });
    expect(total.body).toMatchObject({ code: 0, data: { total: 300 } });
    const elsewhere = await buildStoreTeam(t);
    const refused = await call(t, EXAMPLE_PATHS.getExampleTotal, elsewhere.storeHr.token, { employeeId });
    // The id's scope is checked before the route runs, as for every route (http/scoped-ids.ts).
    expect(refused.body).toMatchObject({
      code: 40401,
      msg: `未找到员工编号为 ${employeeId} 的员工，或该员工不在您的数据范围内`,
    });

    const paid = () =>
      t.db
        .select({ action: systemLog.action })
        .from(systemLog)
        .where(and(eq(systemLog.action, 'example.paid'), eq(systemLog.target, `work:${workId}`)));
    await runDueJobs(t.db, new Date());
    expect(await paid()).toEqual([]);
    await runDueJobs(t.db, new Date(`${addDays(payDate, 1)}T00:00:00+08:00`));
    expect(await paid()).toEqual([{ action: 'example.paid' }]);
  });
});
