import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { activeEmployeeOf, startDeduction, todoOf, unreadMessages } from '../../../test/workflow-helpers';
import { work } from '../../db/schema';
import { deduction } from './tables';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['sh001_hr', 'east_hr', 'south_hr', 'hq_hr']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

const unread = (account: string) => unreadMessages(t, account);

describe('[WF][DEDUCTION] start to payroll', () => {
  it('runs store HR → regional HR → head-office HR and books the deduction', async () => {
    const emp = await activeEmployeeOf(t, 'SH001');
    const started = await startDeduction(t, tok.sh001_hr, emp.employeeId);
    expect(started.body).toMatchObject({ code: 0, msg: '提交成功' });
    const workId = started.body.data.workId as number;
    expect(started.body.data.nodeId).toBe(801);

    const eastTodo = await todoOf(t, tok.east_hr, workId);
    expect(eastTodo).toMatchObject({
      nodeId: 801,
      nodeName: '区域HR审核',
      flowName: '失物扣款',
      shopCode: 'SH001',
      name: emp.name,
      deductionAmount: 250.5,
    });
    expect((await unread('east_hr')).some((m) => m.link === `/process/do?flowId=8&workId=${workId}&nodeId=801`)).toBe(
      true,
    );
    // Others do not see it.
    expect(await todoOf(t, tok.south_hr, workId)).toBeUndefined();

    const approve1 = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: eastTodo!.taskId,
      action: 'approve',
      opinion: '情况属实',
    });
    expect(approve1.body).toMatchObject({ code: 0, msg: '审批通过', data: { status: 'running', currentNodeId: 802 } });
    const hqTodo = await todoOf(t, tok.hq_hr, workId);
    expect(hqTodo).toMatchObject({ nodeId: 802, approvalOpinion: '情况属实', rhrEmployeeName: expect.any(String) });

    const approve2 = await call(t, '/api/WF/ProcessTask', tok.hq_hr, { taskId: hqTodo!.taskId, action: 'approve' });
    expect(approve2.body).toMatchObject({ code: 0, msg: '审批通过，流程已办结', data: { status: 'finished' } });

    const [booked] = await t.db.select().from(deduction).where(eq(deduction.workId, workId));
    expect(booked).toMatchObject({
      deductionsMonth: '2026-11',
      lostDdeductions: 12050,
      workClothesDeductions: 8000,
      marketFineDeductions: 5000,
      totalCents: 25050,
    });
    expect((await unread('sh001_hr')).some((m) => m.title === '您发起的「失物扣款」已办结')).toBe(true);

    const done = await call(t, '/api/Task/GetCompletedTaskList', tok.sh001_hr, { pageIndex: 1, pageSize: 10 });
    expect(done.body.data.list.find((r: { workId: number }) => r.workId === workId)).toMatchObject({
      statusText: '已办结',
      flowNo: `8-${String(workId).padStart(6, '0')}`,
    });

    const progress = await call(t, '/api/WF/GetApprovalProgress', tok.sh001_hr, { flowId: 8, workId });
    expect(progress.body.msg).toBe('flowcharts/8/8.svg');
    expect(
      progress.body.data.map((r: { nodeName: string; actionType: string; actionTypeText: string }) => [
        r.nodeName,
        r.actionType,
        r.actionTypeText,
      ]),
    ).toEqual([
      ['发起', 'start', '发起'],
      ['区域HR审核', 'approve', '审批通过'],
      ['总部HR确认', 'approve', '审批通过'],
    ]);
    expect(progress.body.data[1]).toMatchObject({
      msg: '情况属实',
      taskIntervalText: expect.stringMatching(/分钟|小时|天/),
    });

    const chart = await call(t, '/api/WF/GetFlowChart', tok.sh001_hr, { flowId: 8, workId });
    expect(chart.body.data.nodes.map((n: { kind: string; state: string }) => `${n.kind}:${n.state}`)).toEqual([
      'start:passed',
      'step:passed',
      'step:passed',
      'end:passed',
    ]);
  });

  it('refuses an invalid form naming the field, and changes nothing', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 1);
    const before = await t.db.select({ id: work.id }).from(work);
    const bad = await startDeduction(t, tok.sh001_hr, emp.employeeId, { deductionsMonth: '2026-13' });
    expect(bad.body).toMatchObject({ code: 40001, msg: '扣款月份：扣款月份格式应为 YYYY-MM' });
    const zero = await startDeduction(t, tok.sh001_hr, emp.employeeId, {
      lostDdeductions: 0,
      workClothesDeductions: 0,
      marketFineDeductions: 0,
    });
    expect(zero.body).toMatchObject({ code: 40001, msg: '失物扣款：扣款金额合计须大于0' });
    const cents = await startDeduction(t, tok.sh001_hr, emp.employeeId, { lostDdeductions: '1.234' });
    expect(cents.body).toMatchObject({ code: 40001, msg: '失物扣款：金额最多两位小数' });
    expect(await t.db.select({ id: work.id }).from(work)).toHaveLength(before.length);
  });

  it('refuses a target outside the starter scope, and a second running deduction of one employee', async () => {
    const gzEmp = await activeEmployeeOf(t, 'GZ001');
    const foreign = await startDeduction(t, tok.sh001_hr, gzEmp.employeeId);
    // Answered as an unknown number (40401), so a number outside the scope reveals nobody.
    expect(foreign.body).toMatchObject({
      code: 40401,
      msg: `未找到员工编号为 ${gzEmp.employeeId} 的员工，或该员工不在您的数据范围内`,
    });
    const emp = await activeEmployeeOf(t, 'SH001', 2);
    expect((await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.code).toBe(0);
    const twice = await startDeduction(t, tok.sh001_hr, emp.employeeId);
    expect(twice.body.code).toBe(40901);
    expect(twice.body.msg).toMatch(/已有一个进行中的流程（流程编号 8-\d{6}），请勿重复发起$/);
  });
});

describe('[WF][DEDUCTION] termination and the task centre', () => {
  it('books nothing when the work is terminated', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 3);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const todo = await todoOf(t, tok.east_hr, workId);
    const end = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: todo!.taskId,
      action: 'finish',
      opinion: '员工已赔付现金',
    });
    expect(end.body).toMatchObject({ code: 0, msg: '流程已终止', data: { status: 'stopped' } });
    expect(await t.db.select().from(deduction).where(eq(deduction.workId, workId))).toHaveLength(0);
  });

  // The task centre names flows and finds step names through the contract's list of processes.
  it('is named in the task counts and found by its step name in the lists', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 4);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const counts = await call(t, '/api/Task/GetTaskCounts', tok.sh001_hr, {});
    expect(counts.body.data.byFlow[0]).toMatchObject({ flowId: 8, flowName: '失物扣款' });
    expect(counts.body.data.completed).toBe(
      counts.body.data.byFlow.reduce((a: number, f: { completed: number }) => a + f.completed, 0),
    );

    const list = (sortDirection: 'asc' | 'desc') =>
      call(t, '/api/Task/GetAllTaskList', tok.hq_hr, {
        pageIndex: 1,
        pageSize: 5,
        sortFieldName: 'startedTime',
        sortDirection,
        filters: {
          shopCode: { search: 'SH00' },
          nodeName: { search: '区域' },
          startedTime: { search: '2020-01-01', searchTwo: '2099-12-31' },
        },
      });
    const res = await list('asc');
    expect(res.body.code).toBe(0);
    const times = res.body.data.list.map((r: { startedTime: string }) => r.startedTime);
    expect([...times].sort()).toEqual(times);
    for (const r of res.body.data.list) expect(r.nodeName).toContain('区域');
    expect((await list('desc')).body.data.list[0]).toMatchObject({ workId, nodeName: '区域HR审核' });
  });
});
