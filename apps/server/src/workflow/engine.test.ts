import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';
import {
  activeEmployeeOf,
  colleagueOf,
  expectListsMatchRebuild,
  identityNumberFor,
  staffEntryForm,
  startDeduction,
  storePositionId,
  todoOf,
  unreadMessages,
} from '../../test/workflow-helpers';
import { appUser, employee, task, work } from '../db/schema';
import { deduction } from '../processes/deduction/tables';
import { runDueJobs } from './jobs';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['sh001_hr', 'gz001_hr', 'east_hr', 'south_hr', 'hq_hr', 'admin']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

/** A colleague made for one test leaves: later tests see the demo's one regional HR per region again. */
async function retire(userId: number) {
  await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.id, userId));
}

const unread = (account: string) => unreadMessages(t, account);

describe('[WF][ROLLBACK][WITHDRAW]', () => {
  it('rolls back to the starter keeping the form; the starter edits and resubmits', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 3);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const todo = await todoOf(t, tok.east_hr, workId);
    const noOpinion = await call(t, '/api/WF/ProcessTask', tok.east_hr, { taskId: todo!.taskId, action: 'rollback' });
    expect(noOpinion.body).toMatchObject({ code: 40001, msg: '退回时请填写审批意见' });
    const back = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: todo!.taskId,
      action: 'rollback',
      opinion: '金额有误，请核对',
    });
    expect(back.body).toMatchObject({ code: 0, msg: '已退回至「发起人修改」' });
    // Handling the to-do read its message.
    expect((await unread('east_hr')).some((m) => m.workId === workId)).toBe(false);
    const mine = await todoOf(t, tok.sh001_hr, workId);
    expect(mine).toMatchObject({ nodeId: 800, nodeName: '发起人修改' });
    expect((await unread('sh001_hr')).filter((m) => m.workId === workId).map((m) => m.title)).toEqual([
      expect.stringContaining('被退回'),
    ]);

    // Back with the starter: why and by whom, no 催办 of oneself, the start is the current node.
    const detail = await call(t, '/api/WF/GetWorkDetail', tok.sh001_hr, { workId });
    expect(detail.body.data.form).toMatchObject({ lostDdeductions: 120.5, remark: '遗失门店对讲机' });
    expect(detail.body.data.myTask).toMatchObject({ nodeId: 800 });
    expect(detail.body.data.returned).toMatchObject({ fromNodeName: '区域HR审核', opinion: '金额有误，请核对' });
    expect(detail.body.data.returned.byName).not.toBe('');
    expect(detail.body.data.markedRead).toBe(1);
    expect((await unread('sh001_hr')).some((m) => m.workId === workId)).toBe(false);
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', tok.sh001_hr, { flowId: 8, workId });
    expect(toolbar.body.data.buttons).not.toContain('remind');
    expect((await call(t, '/api/WF/RemindWork', tok.sh001_hr, { workId })).body).toMatchObject({
      code: 40901,
      msg: '流程已退回给您，请修改后重新提交，无需催办',
    });
    const chart = await call(t, '/api/WF/GetFlowChart', tok.sh001_hr, { flowId: 8, workId });
    expect(chart.body.data.nodes[0]).toMatchObject({ kind: 'start', state: 'current' });

    const resubmit = await call(t, '/api/WF/ProcessTask', tok.sh001_hr, {
      taskId: mine!.taskId,
      action: 'approve',
      form: { ...detail.body.data.form, lostDdeductions: '99.00' },
    });
    expect(resubmit.body).toMatchObject({
      code: 0,
      msg: '已重新提交，待「区域HR审核」处理',
      data: { currentNodeId: 801 },
    });
    const again = await todoOf(t, tok.east_hr, workId);
    expect(again).toMatchObject({ nodeId: 801, lostDdeductions: 99 });
    const reopened = await call(t, '/api/WF/GetWorkDetail', tok.sh001_hr, { workId });
    expect(reopened.body.data).toMatchObject({ returned: null, markedRead: 0 });
    expect((await call(t, '/api/WF/GetWorkDetail', tok.east_hr, { workId })).body.data.markedRead).toBe(1);

    // The progress names each row's action (actionType) besides its Chinese text; a waiting to-do has none.
    const progress = await call(t, '/api/WF/GetApprovalProgress', tok.sh001_hr, { flowId: 8, workId });
    expect(
      progress.body.data.map((r: { actionType: string | null; actionTypeText: string }) => [
        r.actionType,
        r.actionTypeText,
      ]),
    ).toEqual([
      ['start', '发起'],
      ['rollback', '退回'],
      ['approve', '审批通过'],
      [null, ''],
    ]);
  });

  it('lets the starter withdraw before anyone acted, and the previous handler after approving', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 4);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const taskToDo = { taskActionType: 1, flowId: 8, workId, nodeId: 801, taskReturn: { currentNodeId: 801 } };
    const notMine = await call(t, '/api/WF/WithdrawTask', tok.east_hr, { taskToDo });
    expect(notMine.body).toMatchObject({ code: 40301, msg: '只有发起人可以撤回' });
    const withdrawn = await call(t, '/api/WF/WithdrawTask', tok.sh001_hr, { taskToDo });
    expect(withdrawn.body).toMatchObject({ code: 0, msg: '撤回成功', data: { currentNodeId: 800 } });
    expect(await todoOf(t, tok.east_hr, workId)).toBeUndefined();

    const mine = await todoOf(t, tok.sh001_hr, workId);
    await call(t, '/api/WF/ProcessTask', tok.sh001_hr, { taskId: mine!.taskId, action: 'approve' });
    const east = await todoOf(t, tok.east_hr, workId);
    await call(t, '/api/WF/ProcessTask', tok.east_hr, { taskId: east!.taskId, action: 'approve' });
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', tok.east_hr, { flowId: 8, workId });
    expect(toolbar.body.data.buttons).toContain('withdraw');
    const back = await call(t, '/api/WF/WithdrawTask', tok.east_hr, { taskToDo: { ...taskToDo, nodeId: 802 } });
    expect(back.body).toMatchObject({ code: 0, msg: '撤回成功', data: { currentNodeId: 801 } });
    expect(await todoOf(t, tok.hq_hr, workId)).toBeUndefined();
    expect(await todoOf(t, tok.east_hr, workId)).toMatchObject({ nodeId: 801 });
  });

  it('terminates a work (result 2) without booking it', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 5);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const todo = await todoOf(t, tok.east_hr, workId);
    const end = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: todo!.taskId,
      action: 'finish',
      opinion: '员工已赔付现金',
    });
    expect(end.body).toMatchObject({ code: 0, msg: '流程已终止', data: { status: 'stopped' } });
    expect(await t.db.select().from(deduction).where(eq(deduction.workId, workId))).toHaveLength(0);
    const [row] = await t.db.select().from(task).where(eq(task.id, todo!.taskId));
    expect(row.result).toBe(2);
    const progress = await call(t, '/api/WF/GetApprovalProgress', tok.sh001_hr, { flowId: 8, workId });
    expect(progress.body.data.at(-1)).toMatchObject({ actionType: 'finish', actionTypeText: '终止流程' });
  });
});

describe('[WF][CONCURRENCY]', () => {
  it('of 50 parallel approvals of one task exactly one succeeds; the rest get a clear message', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 6);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const todo = await todoOf(t, tok.east_hr, workId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, '/api/WF/ProcessTask', tok.east_hr, { taskId: todo!.taskId, action: 'approve' }),
      ),
    );
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 0)) {
      expect(r.body).toMatchObject({ code: 40901, msg: '该待办已被处理或已撤回，请刷新列表' });
    }
    const hqTasks = await t.db
      .select()
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.nodeId, 802)));
    expect(hqTasks.length).toBeGreaterThan(0);
    expect(new Set(hqTasks.map((h) => h.assigneeUserId)).size).toBe(hqTasks.length);
  });
});

describe('[WF][TRANSFER][BATCH]', () => {
  it('transfers a to-do to another user, and refuses batch on a node without it', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 7);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const todo = await todoOf(t, tok.east_hr, workId);
    const [south] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'south_hr'));
    const colleague = await colleagueOf(t, 'east_hr', '010');
    const batch801 = await call(t, '/api/Task/BatchProcessingTasks', tok.east_hr, {
      taskIds: [todo!.taskId],
      action: 'approve',
    });
    expect(batch801.body).toMatchObject({ code: 40001, msg: '「失物扣款 - 区域HR审核」不支持批量处理' });
    // The picker offers only those who may decide the step: the region's other regional HR.
    const offered = await call(t, '/api/Task/GetTransferUserList', tok.east_hr, { taskId: todo!.taskId });
    expect(offered.body.data.map((u: { userId: number }) => u.userId)).toEqual([colleague.id]);
    // Another region's regional HR is outside east_hr's scope; the starter may not review their own work.
    const [sh001] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'sh001_hr'));
    const outside = await call(t, '/api/Task/TransferWork', tok.east_hr, {
      taskIds: [todo!.taskId],
      toUserId: south.id,
    });
    expect(outside.body).toMatchObject({ code: 40303, msg: '该用户不在您的数据范围内' });
    const starter = await call(t, '/api/Task/TransferWork', tok.east_hr, {
      taskIds: [todo!.taskId],
      toUserId: sh001.id,
    });
    expect(starter.body).toMatchObject({ code: 0, data: { succeeded: 0, failed: 1 } });
    expect(starter.body.data.results[0].msg).toMatch(/发起人不能审批自己发起的流程/);
    const moved = await call(t, '/api/Task/TransferWork', tok.east_hr, {
      taskIds: [todo!.taskId],
      toUserId: colleague.id,
      reason: '休假',
    });
    expect(moved.body).toMatchObject({ code: 0, data: { succeeded: 1, failed: 0 } });
    expect(await todoOf(t, tok.east_hr, workId)).toBeUndefined();
    expect(await todoOf(t, colleague.token, workId)).toMatchObject({ nodeId: 801 });
    const history = await call(t, '/api/WF/GetFlowHistory', tok.sh001_hr, { workId });
    expect(history.body.data.map((h: { kindText: string }) => h.kindText)).toEqual(['发起', '转办']);
    await retire(colleague.id);
  });

  it('batch-approves head-office confirmations with a result per task', async () => {
    const ids: number[] = [];
    for (const skip of [8, 9, 10]) {
      const emp = await activeEmployeeOf(t, 'SH001', skip);
      const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
      const east = await todoOf(t, tok.east_hr, workId);
      await call(t, '/api/WF/ProcessTask', tok.east_hr, { taskId: east!.taskId, action: 'approve' });
      ids.push((await todoOf(t, tok.hq_hr, workId))!.taskId);
    }
    const nodes = await call(t, '/api/Task/GetBatchNodesInfo', tok.hq_hr, { flowId: 8 });
    expect(nodes.body.data).toEqual([
      expect.objectContaining({ nodeId: 802, nodeName: '总部HR确认', actions: ['approve', 'rollback', 'finish'] }),
    ]);
    expect(nodes.body.data[0].taskIds).toEqual(expect.arrayContaining(ids));
    const res = await call(t, '/api/Task/BatchProcessingTasks', tok.hq_hr, {
      taskIds: [...ids, ids[0]],
      action: 'approve',
    });
    expect(res.body).toMatchObject({ code: 0, msg: '成功3条，失败0条', data: { succeeded: 3, failed: 0 } });
    const again = await call(t, '/api/Task/BatchProcessingTasks', tok.hq_hr, { taskIds: ids, action: 'approve' });
    expect(again.body.data.failed).toBe(3);
    // Each row as the user knows it, the failed ones too: flow number and person, not a task id.
    const first = await t.db
      .select({ workId: task.workId, name: employee.name, employeeId: employee.employeeId })
      .from(task)
      .innerJoin(work, eq(work.id, task.workId))
      .innerJoin(employee, eq(employee.id, work.targetEmployeeRef))
      .where(eq(task.id, ids[0]!));
    expect(again.body.data.results[0]).toEqual({
      taskId: ids[0],
      flowNo: `8-${String(first[0]!.workId).padStart(6, '0')}`,
      name: first[0]!.name,
      employeeId: first[0]!.employeeId,
      ok: false,
      msg: '该待办已被处理或已撤回，请刷新列表',
    });
    // With nothing left at 802, the node is still named (count 0), so the dialog can say where batch is allowed.
    const none = await call(t, '/api/Task/GetBatchNodesInfo', tok.east_hr, {
      flowId: 8,
      starterUserDispName: '无此人',
    });
    expect(none.body.data).toEqual([
      expect.objectContaining({ nodeId: 802, nodeName: '总部HR确认', count: 0, taskIds: [] }),
    ]);
  });
});

describe('[WF][ASSIGNMENT]', () => {
  it('gives new to-dos to the substitute during their window, shown as 代 in the progress', async () => {
    const [south] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'south_hr'));
    const colleague = await colleagueOf(t, 'east_hr', '010');
    const today = businessToday();
    // Another region's regional HR is outside the scope; a store HR of the region holds another role.
    const outside = await call(t, '/api/WF/SetSubstitute', tok.east_hr, {
      substituteUserId: south.id,
      startDate: today,
      endDate: today,
    });
    expect(outside.body).toMatchObject({ code: 40303, msg: '该用户不在您的数据范围内' });
    const [sh001] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'sh001_hr'));
    const otherRole = await call(t, '/api/WF/SetSubstitute', tok.east_hr, {
      substituteUserId: sh001.id,
      startDate: today,
      endDate: today,
    });
    expect(otherRole.body).toMatchObject({
      code: 40001,
      msg: '代理人须与您担任相同的审批角色（同一门店或区域），才能处理您的待办',
    });
    const set = await call(t, '/api/WF/SetSubstitute', tok.east_hr, {
      substituteUserId: colleague.id,
      startDate: today,
      endDate: today,
    });
    expect(set.body.code).toBe(0);
    const overlap = await call(t, '/api/WF/SetSubstitute', tok.east_hr, {
      substituteUserId: colleague.id,
      startDate: today,
      endDate: today,
    });
    expect(overlap.body).toMatchObject({ code: 40901 });
    const emp = await activeEmployeeOf(t, 'SH001', 11);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    expect(await todoOf(t, tok.east_hr, workId)).toBeUndefined();
    const sub = await todoOf(t, colleague.token, workId);
    expect(sub).toMatchObject({ nodeId: 801 });
    await call(t, '/api/WF/ProcessTask', colleague.token, { taskId: sub!.taskId, action: 'approve' });
    const progress = await call(t, '/api/WF/GetApprovalProgress', tok.sh001_hr, { flowId: 8, workId });
    expect(progress.body.data[1].processorName).toMatch(/（代 .+）$/);
    const mine = await call(t, '/api/WF/GetMySubstitute', tok.east_hr, {});
    await call(t, '/api/WF/DeleteSubstitute', tok.east_hr, { id: mine.body.data[0].id });
    await retire(colleague.id);
  });

  it('refuses to start when no one can handle the first step, and stops a work mid-way with a message', async () => {
    await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.account, 'east_hr'));
    const emp = await activeEmployeeOf(t, 'SH001', 12);
    const refused = await startDeduction(t, tok.sh001_hr, emp.employeeId);
    expect(refused.body).toMatchObject({
      code: 40001,
      msg: '「区域HR审核」没有可处理的区域HR，无法发起，请联系系统管理员配置处理人',
    });
    await t.db.update(appUser).set({ isEnabled: true }).where(eq(appUser.account, 'east_hr'));
    tok.east_hr = await login(t, 'east_hr');

    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.account, 'hq_hr'));
    const east = await todoOf(t, tok.east_hr, workId);
    const res = await call(t, '/api/WF/ProcessTask', tok.east_hr, { taskId: east!.taskId, action: 'approve' });
    await t.db.update(appUser).set({ isEnabled: true }).where(eq(appUser.account, 'hq_hr'));
    tok.hq_hr = await login(t, 'hq_hr');
    expect(res.body.data).toMatchObject({ status: 'stopped' });
    expect(res.body.msg).toBe('「总部HR确认」没有可处理的总部HR，流程已停止，请联系系统管理员配置处理人');
    expect((await unread('sh001_hr')).some((m) => m.content === res.body.msg)).toBe(true);
    // The lists tell a work stopped for want of a handler (已停止) from a terminated one (已终止).
    const other = await activeEmployeeOf(t, 'SH001', 15);
    const ended = (await startDeduction(t, tok.sh001_hr, other.employeeId)).body.data.workId;
    const endTodo = await todoOf(t, tok.east_hr, ended);
    await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: endTodo!.taskId,
      action: 'finish',
      opinion: '重复发起',
    });
    const mine = await call(t, '/api/Task/GetMyStartedTaskList', tok.sh001_hr, {
      pageIndex: 1,
      pageSize: 50,
      state: 'completed',
    });
    const statusOf = (id: number) => mine.body.data.list.find((r: { workId: number }) => r.workId === id)?.statusText;
    expect([statusOf(workId), statusOf(ended)]).toEqual(['已停止', '已终止']);
  });

  it('lets the starter remind once an hour, and marks overdue to-dos through the job runner', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 13);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const first = await call(t, '/api/WF/RemindWork', tok.sh001_hr, { workId });
    expect(first.body).toMatchObject({ code: 0, msg: '已催办1人' });
    const second = await call(t, '/api/WF/RemindWork', tok.sh001_hr, { workId });
    expect(second.body.code).toBe(40901);
    expect(second.body.msg).toMatch(/^每小时只能催办一次，请\d+分钟后再试$/);
    expect((await call(t, '/api/WF/RemindWork', tok.east_hr, { workId })).body).toMatchObject({
      code: 40301,
      msg: '只有发起人可以催办',
    });

    const ran = await runDueJobs(t.db, new Date(Date.now() + 73 * 3600_000));
    expect(ran).toBeGreaterThan(0);
    const todo = await todoOf(t, tok.east_hr, workId);
    expect(todo).toMatchObject({ isOverdue: false });
    const [row] = await t.db.select().from(task).where(eq(task.id, todo!.taskId));
    expect(row.overdueNotifiedAt).not.toBeNull();
    expect((await unread('east_hr')).some((m) => m.title === '待办已超时：失物扣款')).toBe(true);
    expect(await runDueJobs(t.db, new Date(Date.now() + 73 * 3600_000))).toBe(0);
  });
});

describe('[WF][VISIBILITY][EXPORT]', () => {
  it('hides a work from a user of another store', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 14);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const res = await call(t, '/api/WF/GetWorkDetail', tok.gz001_hr, { workId });
    expect(res.body).toMatchObject({ code: 40303, msg: '您无权查看该流程' });
    const all = await call(t, '/api/Task/GetAllTaskList', tok.hq_hr, { pageIndex: 1, pageSize: 100 });
    expect(all.body.data.list.some((r: { workId: number }) => r.workId === workId)).toBe(true);
  });

  it('exports the completed list as .xlsx with Chinese headers and the rows of the filter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Task/ExportCompletedTaskList',
      payload: { pageIndex: 1, pageSize: 10, flowId: 8 },
      headers: { AccessToken: tok.sh001_hr },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E5%B7%B2%E5%8A%9E%E4%BB%BB%E5%8A%A1_");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['流程编号', '流程类型', '员工', '当前步骤', '状态']),
    );
    const list = await call(t, '/api/Task/GetCompletedTaskList', tok.sh001_hr, {
      pageIndex: 1,
      pageSize: 100,
      flowId: 8,
    });
    expect(sheet.rowCount - 1).toBe(list.body.data.total);
    expect(list.body.data.total).toBeGreaterThan(2);
  });

  it('counts my tasks per state and per process type', async () => {
    const res = await call(t, '/api/Task/GetTaskCounts', tok.sh001_hr, {});
    expect(res.body.data.byFlow[0]).toMatchObject({ flowId: 8, flowName: '失物扣款' });
    expect(res.body.data.completed).toBe(
      res.body.data.byFlow.reduce((a: number, f: { completed: number }) => a + f.completed, 0),
    );
  });
});

describe('[WF][RULES] rollback targets, re-armed deadlines, bulk transfer, task scope', () => {
  it('rolls back to a named earlier node only, and re-arms the deadline there', async () => {
    const started = await call(t, '/api/WF/StartWork', tok.sh001_hr, {
      flowId: 12,
      form: staffEntryForm(await storePositionId(t), {
        inductionType: 'rehire',
        name: '林海涛',
        gender: 'M',
        identityNumber: identityNumberFor('19880808', '001'),
        phone: '13900139000',
        rank: 'S2',
        preEntryTime: addDays(businessToday(), 14),
        probationMonths: 2,
        contractYears: 2,
      }),
    });
    expect(started.body.code).toBe(0);
    const workId = started.body.data.workId;
    const step1 = await todoOf(t, tok.east_hr, workId);
    await call(t, '/api/WF/ProcessTask', tok.east_hr, { taskId: step1!.taskId, action: 'approve' });
    const step2 = await todoOf(t, tok.hq_hr, workId);
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', tok.hq_hr, { flowId: 12, workId });
    expect(toolbar.body.data.rollbackTargets).toEqual([
      { nodeId: 1200, nodeName: '发起人' },
      { nodeId: 1201, nodeName: '区域HR审核' },
    ]);
    const wrong = await call(t, '/api/WF/ProcessTask', tok.hq_hr, {
      taskId: step2!.taskId,
      action: 'rollback',
      rollbackNodeId: 1203,
      opinion: '再核',
    });
    expect(wrong.body).toMatchObject({ code: 40001, msg: '只能退回到已经过的节点或发起人' });
    const back = await call(t, '/api/WF/ProcessTask', tok.hq_hr, {
      taskId: step2!.taskId,
      action: 'rollback',
      rollbackNodeId: 1201,
      opinion: '请补充返聘说明',
    });
    expect(back.body).toMatchObject({ code: 0, msg: '已退回至「区域HR审核」' });
    const again = await todoOf(t, tok.east_hr, workId);
    expect(again).toMatchObject({ nodeId: 1201 });
    const [row] = await t.db.select().from(task).where(eq(task.id, again!.taskId));
    expect(row.deadlineAt!.getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    const chart = await call(t, '/api/WF/GetFlowChart', tok.sh001_hr, { flowId: 12, workId });
    expect(chart.body.data.edges).toContainEqual({ from: 1202, to: 1201, kind: 'rollback', taken: true });
    expect(chart.body.data.nodes.find((n: { nodeId: number }) => n.nodeId === 1201).state).toBe('current');
  });

  it("moves all to-dos of one user to another (TaskChange), and a store HR never sees another store's tasks", async () => {
    const [east, south] = await Promise.all(
      ['east_hr', 'south_hr'].map(
        async (a) => (await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, a)))[0],
      ),
    );
    const theirs = await call(t, '/api/Task/GetRuningTaskListForToDoUser', tok.admin, {
      pageIndex: 1,
      pageSize: 100,
      userId: east.id,
    });
    expect(theirs.body.code).toBe(0);
    const count = theirs.body.data.total;
    expect(count).toBeGreaterThan(0);
    const refused = await call(t, '/api/Task/TransferWork', tok.sh001_hr, { fromUserId: east.id, toUserId: south.id });
    expect(refused.body.code).toBe(40303);
    // Another region's regional HR may not take a 华东 to-do; a second 华东 regional HR may.
    const wrongRegion = await call(t, '/api/Task/TransferWork', tok.admin, { fromUserId: east.id, toUserId: south.id });
    expect(wrongRegion.body.data).toMatchObject({ succeeded: 0, failed: count });
    const colleague = await colleagueOf(t, 'east_hr', '010');
    const moved = await call(t, '/api/Task/TransferWork', tok.admin, {
      fromUserId: east.id,
      toUserId: colleague.id,
      reason: '离职交接',
    });
    expect(moved.body.data).toMatchObject({ succeeded: count, failed: 0 });
    await retire(colleague.id);
    expect(
      (await call(t, '/api/Task/GetToDoTaskList', tok.east_hr, { pageIndex: 1, pageSize: 10 })).body.data.total,
    ).toBe(0);

    for (const list of ['/api/Task/GetAllTaskList', '/api/Task/GetRuningTaskList', '/api/Task/GetCompletedTaskList']) {
      const res = await call(t, list, tok.gz001_hr, { pageIndex: 1, pageSize: 100 });
      expect(res.body.code).toBe(0);
      for (const r of res.body.data.list) expect(r.shopCode).not.toBe('SH001');
    }
    const shAll = await call(t, '/api/Task/GetAllTaskList', tok.sh001_hr, {
      pageIndex: 1,
      pageSize: 100,
      state: 'running',
    });
    expect(shAll.body.data.total).toBeGreaterThan(0);
    for (const r of shAll.body.data.list) expect(r.shopCode).toBe('SH001');
  });

  it('filters and sorts the lists by column', async () => {
    const res = await call(t, '/api/Task/GetAllTaskList', tok.hq_hr, {
      pageIndex: 1,
      pageSize: 5,
      sortFieldName: 'startedTime',
      sortDirection: 'asc',
      filters: {
        shopCode: { search: 'SH00' },
        nodeName: { search: '区域' },
        startedTime: { search: '2020-01-01', searchTwo: '2099-12-31' },
      },
    });
    expect(res.body.code).toBe(0);
    const times = res.body.data.list.map((r: { startedTime: string }) => r.startedTime);
    expect([...times].sort()).toEqual(times);
    for (const r of res.body.data.list) expect(r.nodeName).toContain('区域');
  });
});

describe('[WF][LISTS] my started works and form options', () => {
  it('lists the works I started, by state', async () => {
    const running = await call(t, '/api/Task/GetMyStartedTaskList', tok.sh001_hr, {
      pageIndex: 1,
      pageSize: 100,
      state: 'running',
    });
    const completed = await call(t, '/api/Task/GetMyStartedTaskList', tok.sh001_hr, {
      pageIndex: 1,
      pageSize: 100,
      state: 'completed',
    });
    expect(running.body.data.total).toBeGreaterThan(0);
    expect(completed.body.data.total).toBeGreaterThan(0);
    for (const r of running.body.data.list) expect(r.status).toBe('running');
    for (const r of completed.body.data.list) expect(['finished', 'stopped']).toContain(r.status);
    const east = await call(t, '/api/Task/GetMyStartedTaskList', tok.east_hr, { pageIndex: 1, pageSize: 10 });
    expect(east.body.data.total).toBe(0);
  });

  it('offers active store positions to the onboarding form of a store HR', async () => {
    const res = await call(t, '/api/Orgs/GetPositionOptions', tok.sh001_hr, { employeeType: 'store' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.length).toBeGreaterThan(3);
    for (const p of res.body.data) expect(p.employeeType).toBe('store');
    expect(res.body.data.map((p: { name: string }) => p.name)).toContain('店长');
  });
});

describe('[WF][LISTS] after every action of this file', () => {
  it('keeps the running and completed lists and the counters equal to a rebuild from work and task', async () => {
    await expectListsMatchRebuild(t);
  });
});
