// @postgres: parallel approvals, rollbacks and starts race on one task (row locks, unique indexes)
import { addDays, businessToday, PROCESSES } from '@hris/contract';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { buildRegion, buildUser, tokenWithMenus } from '../../../test/factories';
import {
  FIXTURE_FLOW_ID,
  FIXTURE_NODES,
  fixtureEffects,
  startFixture,
  useFixtureProcess,
} from '../../../test/fixture-process';
import {
  buildStoreTeam,
  colleagueOf,
  expectListsMatchRebuild,
  type StoreTeam,
  todoOf,
  unreadMessages,
} from '../../../test/workflow-helpers';
import { appUser, attachment, task, work } from '../../db/schema';
import { runDueJobs } from '../jobs';

/**
 * The engine on the fixture process (test/fixture-process.ts), with people and stores each test
 * builds for itself: start → 9901 区域审核 → (amount over 1000) 9902 总部审批 → 9903 门店确认.
 */
useFixtureProcess();

const FLOW = FIXTURE_FLOW_ID;
const { start: START, review: REVIEW, approve: HQ, confirm: CONFIRM } = FIXTURE_NODES;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const unread = (account: string) => unreadMessages(t, account);
const team = (employees = 1) => buildStoreTeam(t, { employees });
/** ProcessTask: approve, roll back or finish a to-do. */
const decide = (token: string, body: Record<string, unknown>) => call(t, '/api/WF/ProcessTask', token, body);

async function started(s: StoreTeam, index = 0, overrides: Record<string, unknown> = {}) {
  const res = await startFixture(t, s.storeHr.token, s.employees[index].employeeId, overrides);
  expect(res.body, res.body.msg).toMatchObject({ code: 0 });
  return res.body.data.workId as number;
}

async function setEnabled(userId: number, isEnabled: boolean) {
  await t.db.update(appUser).set({ isEnabled }).where(eq(appUser.id, userId));
}

/** A regional HR of a region of its own: outside the team's scope. */
async function outsideRegionHr() {
  return buildUser(t, { orgUnitId: (await buildRegion(t)).id, roleIds: ['010'] });
}

describe('[WF][START][APPROVE]', () => {
  it('starts a work, follows the conditional next, lets the last step edit its own fields and runs the effect once', async () => {
    const s = await team(2);
    const bad = await startFixture(t, s.storeHr.token, s.employees[0].employeeId, { amount: 0 });
    expect(bad.body).toMatchObject({
      code: 40001,
      msg: '金额：须大于0',
      data: { fields: [{ field: 'amount', label: '金额', message: '须大于0' }] },
    });

    const first = await startFixture(t, s.storeHr.token, s.employees[0].employeeId);
    expect(first.body).toMatchObject({ code: 0, msg: '提交成功', data: { nodeId: REVIEW } });
    const workId = first.body.data.workId;
    const review = await todoOf(t, s.regionHr.token, workId);
    expect(review).toMatchObject({
      nodeId: REVIEW,
      nodeName: '区域审核',
      name: s.employees[0].name,
      shopCode: s.store.code,
      amount: 300,
    });
    expect(
      (await unread(s.regionHr.account)).some(
        (m) => m.link === `/process/do?flowId=${FLOW}&workId=${workId}&nodeId=${REVIEW}`,
      ),
    ).toBe(true);
    // Nobody outside the step sees it: the head office is skipped for a small amount.
    expect(await todoOf(t, s.storeHr2.token, workId)).toBeUndefined();
    const reviewed = await decide(s.regionHr.token, { taskId: review!.taskId, action: 'approve', opinion: '情况属实' });
    expect(reviewed.body).toMatchObject({
      code: 0,
      msg: '审批通过',
      data: { status: 'running', currentNodeId: CONFIRM },
    });
    expect(await todoOf(t, s.hqHr.token, workId)).toBeUndefined();

    const confirm = await todoOf(t, s.storeHr2.token, workId);
    expect(confirm).toMatchObject({ nodeId: CONFIRM, approvalOpinion: '情况属实' });
    const today = businessToday();
    const sneaky = await decide(s.storeHr2.token, {
      taskId: confirm!.taskId,
      action: 'approve',
      form: { confirmedOn: today, amount: 5 },
    });
    expect(sneaky.body).toMatchObject({ code: 40001, msg: '当前节点不能修改：amount' });
    const ahead = await decide(s.storeHr2.token, {
      taskId: confirm!.taskId,
      action: 'approve',
      form: { confirmedOn: addDays(today, 1) },
    });
    expect(ahead.body).toMatchObject({ code: 40001, msg: '确认日期不能晚于今天' });
    expect(await fixtureEffects(t, workId)).toEqual([]);
    const done = await decide(s.storeHr2.token, {
      taskId: confirm!.taskId,
      action: 'approve',
      form: { confirmedOn: today, amount: 300 },
    });
    expect(done.body).toMatchObject({ code: 0, msg: '审批通过，流程已办结', data: { status: 'finished' } });
    expect(await fixtureEffects(t, workId)).toEqual(['fixture.complete']);
    const [row] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(row).toMatchObject({ status: 'finished', currentNodeId: null, formData: { confirmedOn: today } });
    expect((await unread(s.storeHr.account)).some((m) => m.title === '您发起的「测试流程」已办结')).toBe(true);
    const chart = await call(t, '/api/WF/GetFlowChart', s.storeHr.token, { flowId: FLOW, workId });
    expect(chart.body.data.nodes.map((n: { nodeId: number; state: string }) => `${n.nodeId}:${n.state}`)).toEqual([
      `${START}:passed`,
      `${REVIEW}:passed`,
      `${HQ}:pending`,
      `${CONFIRM}:passed`,
      '0:passed',
    ]);

    // Over 1000 the head office approves between the two.
    const large = await started(s, 1, { amount: 5000 });
    const largeReview = await todoOf(t, s.regionHr.token, large);
    const toHq = await decide(s.regionHr.token, { taskId: largeReview!.taskId, action: 'approve' });
    expect(toHq.body.data).toMatchObject({ status: 'running', currentNodeId: HQ });
    expect(await todoOf(t, s.hqHr.token, large)).toMatchObject({ nodeId: HQ, nodeName: '总部审批', amount: 5000 });
  });

  it('refuses a flow that does not exist, and starts none of the built ones from an empty form', async () => {
    const s = await team();
    const missing = await call(t, '/api/WF/StartWork', s.storeHr.token, { flowId: 98, form: {} });
    expect(missing.body).toMatchObject({ code: 40001, msg: '流程 98 不存在' });
    // Every flow of spec §4 is built now: none answers 「…」流程尚未上线 any more; each one's own
    // form checks answer instead.
    expect(PROCESSES.filter((p) => !p.built).map((p) => p.flowId)).toEqual([]);
    for (const p of PROCESSES) {
      const empty = await call(t, '/api/WF/StartWork', s.storeHr.token, { flowId: p.flowId, form: {} });
      expect(empty.body.code, `flow ${p.flowId}`).not.toBe(0);
      expect(empty.body.msg, `flow ${p.flowId}`).not.toContain('尚未上线');
    }
  });

  it('[PG] refuses a second running work for one person, also when the starts race', async () => {
    const s = await team(2);
    await started(s);
    const twice = await startFixture(t, s.storeHr.token, s.employees[0].employeeId);
    expect(twice.body).toMatchObject({ code: 40901, msg: '该员工已有进行中的「测试流程」，请勿重复发起' });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        startFixture(t, s.storeHr.token, s.employees[1].employeeId, { remark: `第${i}次` }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 0))
      expect(a.body).toMatchObject({ code: 40901, msg: '该员工已有进行中的「测试流程」，请勿重复发起' });
  });

  it('holds at most 10 attachments per work, counting those it has', async () => {
    const s = await team();
    const files = await t.db
      .insert(attachment)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          fileName: `材料${i}.pdf`,
          contentType: 'application/pdf',
          byteLength: 1,
          sha256: '0'.repeat(64),
          uploadedBy: s.storeHr.id,
        })),
      )
      .returning({ id: attachment.id });
    const ids = files.map((f) => f.id);
    const withFiles = await call(t, '/api/WF/StartWork', s.storeHr.token, {
      flowId: FLOW,
      form: { employeeId: s.employees[0].employeeId, amount: 10 },
      attachmentIds: ids.slice(0, 8),
    });
    expect(withFiles.body.code).toBe(0);
    const workId = withFiles.body.data.workId;
    const add = (attachmentIds: number[]) =>
      call(t, '/api/WF/AddWorkAttachment', s.storeHr.token, { workId, attachmentIds });
    expect((await add(ids.slice(8))).body).toMatchObject({ code: 40001, msg: '附件最多10个，该流程已有8个' });
    expect((await add(ids.slice(8, 10))).body.code).toBe(0);
    expect((await add(ids.slice(10))).body).toMatchObject({ code: 40001, msg: '附件最多10个，该流程已有10个' });
    const detail = await call(t, '/api/WF/GetWorkDetail', s.storeHr.token, { workId });
    expect(detail.body.data.attachments).toHaveLength(10);
  });
});

describe('[WF][LANGUAGE]', () => {
  const EN = { 'Accept-Language': 'en-US' };

  it('answers refusals and results in English for en-US, in the unchanged Chinese otherwise', async () => {
    const s = await team();
    const workId = await started(s);
    const again = { flowId: FLOW, form: { employeeId: s.employees[0].employeeId, amount: 10 } };
    // The process's name follows the language too.
    expect((await call(t, '/api/WF/StartWork', s.storeHr.token, again, EN)).body).toMatchObject({
      code: 40901,
      msg: 'This employee already has a running "Engine fixture"; do not start another',
    });
    expect((await call(t, '/api/WF/StartWork', s.storeHr.token, again)).body).toMatchObject({
      code: 40901,
      msg: '该员工已有进行中的「测试流程」，请勿重复发起',
    });

    const todo = await todoOf(t, s.regionHr.token, workId);
    const rollback = { taskId: todo!.taskId, action: 'rollback' };
    expect((await call(t, '/api/WF/ProcessTask', s.regionHr.token, rollback, EN)).body).toMatchObject({
      code: 40001,
      msg: 'Please give an opinion when rolling back',
    });
    expect((await decide(s.regionHr.token, rollback)).body).toMatchObject({ code: 40001, msg: '退回时请填写审批意见' });

    // A batch row carries its refusal in the language.
    const toStarter = { taskIds: [todo!.taskId], toUserId: s.storeHr.id };
    const refused = await call(t, '/api/Task/TransferWork', s.regionHr.token, toStarter, EN);
    expect(refused.body).toMatchObject({ code: 0, msg: '0 transferred, 1 failed', data: { failed: 1 } });
    expect(refused.body.data.results[0].msg).toBe(
      `You cannot transfer to ${s.storeHr.displayName}, who started the process: no one approves a process they started`,
    );

    // The result's own msg (what the page shows) as well as the envelope's.
    const back = await call(t, '/api/WF/ProcessTask', s.regionHr.token, { ...rollback, opinion: '请核对' }, EN);
    expect(back.body).toMatchObject({
      code: 0,
      msg: 'Rolled back to "Starter revises"',
      data: { msg: 'Rolled back to "Starter revises"', currentNodeId: START },
    });
  });
});

describe('[WF][ROLLBACK][WITHDRAW]', () => {
  it('rolls back to the starter keeping the form; the starter edits and resubmits', async () => {
    const s = await team();
    const workId = await started(s, 0, { amount: '120.50', remark: '遗失门店对讲机' });
    const todo = await todoOf(t, s.regionHr.token, workId);
    const noOpinion = await decide(s.regionHr.token, { taskId: todo!.taskId, action: 'rollback' });
    expect(noOpinion.body).toMatchObject({ code: 40001, msg: '退回时请填写审批意见' });
    const back = await decide(s.regionHr.token, {
      taskId: todo!.taskId,
      action: 'rollback',
      opinion: '金额有误，请核对',
    });
    expect(back.body).toMatchObject({ code: 0, msg: '已退回至「发起人修改」' });
    // Handling the to-do read its message.
    expect((await unread(s.regionHr.account)).some((m) => m.workId === workId)).toBe(false);
    const mine = await todoOf(t, s.storeHr.token, workId);
    expect(mine).toMatchObject({ nodeId: START, nodeName: '发起人修改' });
    expect((await unread(s.storeHr.account)).filter((m) => m.workId === workId).map((m) => m.title)).toEqual([
      expect.stringContaining('被退回'),
    ]);

    // Back with the starter: why and by whom, no 催办 of oneself, the start is the current node.
    const detail = await call(t, '/api/WF/GetWorkDetail', s.storeHr.token, { workId });
    expect(detail.body.data.form).toMatchObject({ amount: 120.5, remark: '遗失门店对讲机' });
    expect(detail.body.data.myTask).toMatchObject({ nodeId: START });
    expect(detail.body.data.returned).toMatchObject({
      fromNodeName: '区域审核',
      opinion: '金额有误，请核对',
      byName: s.regionHr.displayName,
    });
    expect(detail.body.data.markedRead).toBe(1);
    expect((await unread(s.storeHr.account)).some((m) => m.workId === workId)).toBe(false);
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', s.storeHr.token, { flowId: FLOW, workId });
    expect(toolbar.body.data.buttons).not.toContain('remind');
    expect((await call(t, '/api/WF/RemindWork', s.storeHr.token, { workId })).body).toMatchObject({
      code: 40901,
      msg: '流程已退回给您，请修改后重新提交，无需催办',
    });
    const chart = await call(t, '/api/WF/GetFlowChart', s.storeHr.token, { flowId: FLOW, workId });
    expect(chart.body.data.nodes[0]).toMatchObject({ kind: 'start', state: 'current' });

    const resubmit = await decide(s.storeHr.token, {
      taskId: mine!.taskId,
      action: 'approve',
      form: { ...detail.body.data.form, amount: '99.00' },
    });
    expect(resubmit.body).toMatchObject({
      code: 0,
      msg: '已重新提交，待「区域审核」处理',
      data: { currentNodeId: REVIEW },
    });
    const again = await todoOf(t, s.regionHr.token, workId);
    expect(again).toMatchObject({ nodeId: REVIEW, amount: 99 });
    const reopened = await call(t, '/api/WF/GetWorkDetail', s.storeHr.token, { workId });
    expect(reopened.body.data).toMatchObject({ returned: null, markedRead: 0 });
    expect((await call(t, '/api/WF/GetWorkDetail', s.regionHr.token, { workId })).body.data.markedRead).toBe(1);

    // The progress names each row's action (actionType) besides its Chinese text; a waiting to-do has none.
    const progress = await call(t, '/api/WF/GetApprovalProgress', s.storeHr.token, { flowId: FLOW, workId });
    expect(progress.body.msg).toBe(`flowcharts/${FLOW}/${FLOW}.svg`);
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

  it('checks a resubmitted form like a new start: the person cannot be swapped', async () => {
    const s = await team(2);
    const workId = await started(s);
    const review = await todoOf(t, s.regionHr.token, workId);
    await decide(s.regionHr.token, { taskId: review!.taskId, action: 'rollback', opinion: '请核对' });
    const mine = await todoOf(t, s.storeHr.token, workId);
    const swapped = await decide(s.storeHr.token, {
      taskId: mine!.taskId,
      action: 'approve',
      form: { employeeId: s.employees[1].employeeId },
    });
    expect(swapped.body).toMatchObject({ code: 40001, msg: '退回修改时不能更换员工' });
    const invalid = await decide(s.storeHr.token, { taskId: mine!.taskId, action: 'approve', form: { amount: -1 } });
    expect(invalid.body).toMatchObject({ code: 40001, msg: '金额：须大于0' });
    expect((await decide(s.storeHr.token, { taskId: mine!.taskId, action: 'approve' })).body.code).toBe(0);
  });

  it('lets the starter withdraw before anyone acted, and the previous handler after approving', async () => {
    const s = await team();
    const workId = await started(s);
    const taskToDo = {
      taskActionType: 1,
      flowId: FLOW,
      workId,
      nodeId: REVIEW,
      taskReturn: { currentNodeId: REVIEW },
    };
    const notMine = await call(t, '/api/WF/WithdrawTask', s.regionHr.token, { taskToDo });
    expect(notMine.body).toMatchObject({ code: 40301, msg: '只有发起人可以撤回' });
    const withdrawn = await call(t, '/api/WF/WithdrawTask', s.storeHr.token, { taskToDo });
    expect(withdrawn.body).toMatchObject({ code: 0, msg: '撤回成功', data: { currentNodeId: START } });
    expect(await todoOf(t, s.regionHr.token, workId)).toBeUndefined();
    // Back with the starter there is nothing left to take back: no button, and a second withdraw is refused.
    const atStart = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', s.storeHr.token, { flowId: FLOW, workId });
    expect(atStart.body.data.buttons).not.toContain('withdraw');
    const again = await call(t, '/api/WF/WithdrawTask', s.storeHr.token, { taskToDo });
    expect(again.body).toMatchObject({ code: 40901, msg: '当前没有可撤回的待办' });

    const mine = await todoOf(t, s.storeHr.token, workId);
    await decide(s.storeHr.token, { taskId: mine!.taskId, action: 'approve' });
    const review = await todoOf(t, s.regionHr.token, workId);
    await decide(s.regionHr.token, { taskId: review!.taskId, action: 'approve' });
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', s.regionHr.token, { flowId: FLOW, workId });
    expect(toolbar.body.data.buttons).toContain('withdraw');
    const back = await call(t, '/api/WF/WithdrawTask', s.regionHr.token, {
      taskToDo: { ...taskToDo, nodeId: CONFIRM },
    });
    expect(back.body).toMatchObject({ code: 0, msg: '撤回成功', data: { currentNodeId: REVIEW } });
    expect(await todoOf(t, s.storeHr2.token, workId)).toBeUndefined();
    expect(await todoOf(t, s.regionHr.token, workId)).toMatchObject({ nodeId: REVIEW });
  });

  it('terminates a work (result 2) without its effect', async () => {
    const s = await team();
    const workId = await started(s);
    const todo = await todoOf(t, s.regionHr.token, workId);
    const end = await decide(s.regionHr.token, { taskId: todo!.taskId, action: 'finish', opinion: '员工已赔付现金' });
    expect(end.body).toMatchObject({ code: 0, msg: '流程已终止', data: { status: 'stopped' } });
    expect(await fixtureEffects(t, workId)).toEqual(['fixture.terminate']);
    const [row] = await t.db.select().from(task).where(eq(task.id, todo!.taskId));
    expect(row.result).toBe(2);
    expect((await unread(s.storeHr.account)).some((m) => m.title === '您发起的「测试流程」已被终止')).toBe(true);
    const progress = await call(t, '/api/WF/GetApprovalProgress', s.storeHr.token, { flowId: FLOW, workId });
    expect(progress.body.data.at(-1)).toMatchObject({ actionType: 'finish', actionTypeText: '终止流程' });
  });

  it('rolls back to a named earlier node only, and re-arms the deadline there', async () => {
    const s = await team();
    const workId = await started(s, 0, { amount: 5000 });
    const review = await todoOf(t, s.regionHr.token, workId);
    await decide(s.regionHr.token, { taskId: review!.taskId, action: 'approve' });
    const hq = await todoOf(t, s.hqHr.token, workId);
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', s.hqHr.token, { flowId: FLOW, workId });
    expect(toolbar.body.data.rollbackTargets).toEqual([
      { nodeId: START, nodeName: '发起人' },
      { nodeId: REVIEW, nodeName: '区域审核' },
    ]);
    const wrong = await decide(s.hqHr.token, {
      taskId: hq!.taskId,
      action: 'rollback',
      rollbackNodeId: CONFIRM,
      opinion: '再核',
    });
    expect(wrong.body).toMatchObject({ code: 40001, msg: '只能退回到已经过的节点或发起人' });
    const back = await decide(s.hqHr.token, {
      taskId: hq!.taskId,
      action: 'rollback',
      rollbackNodeId: REVIEW,
      opinion: '请补充说明',
    });
    expect(back.body).toMatchObject({ code: 0, msg: '已退回至「区域审核」' });
    const again = await todoOf(t, s.regionHr.token, workId);
    expect(again).toMatchObject({ nodeId: REVIEW });
    const [row] = await t.db.select().from(task).where(eq(task.id, again!.taskId));
    expect(row.deadlineAt!.getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    const chart = await call(t, '/api/WF/GetFlowChart', s.storeHr.token, { flowId: FLOW, workId });
    expect(chart.body.data.edges).toContainEqual({ from: HQ, to: REVIEW, kind: 'rollback', taken: true });
    expect(chart.body.data.nodes.find((n: { nodeId: number }) => n.nodeId === REVIEW).state).toBe('current');
  });
});

describe('[WF][CONCURRENCY][PG]', () => {
  it('of 50 parallel approvals of one task exactly one succeeds; the rest get a clear message', async () => {
    const s = await team();
    const workId = await started(s, 0, { amount: 5000 });
    const todo = await todoOf(t, s.regionHr.token, workId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => decide(s.regionHr.token, { taskId: todo!.taskId, action: 'approve' })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 0)) {
      expect(r.body).toMatchObject({ code: 40901, msg: '该待办已被处理或已撤回，请刷新列表' });
    }
    // Every head-office HR got one to-do, once.
    const hqTasks = await t.db
      .select()
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.nodeId, HQ)));
    expect(hqTasks.map((h) => h.assigneeUserId)).toContain(s.hqHr.id);
    expect(new Set(hqTasks.map((h) => h.assigneeUserId)).size).toBe(hqTasks.length);
  });

  it('of approve, rollback and finish at once on one task exactly one happens', async () => {
    const s = await team();
    const workId = await started(s);
    const todo = await todoOf(t, s.regionHr.token, workId);
    const actions = ['approve', 'rollback', 'finish'] as const;
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        decide(s.regionHr.token, { taskId: todo!.taskId, action: actions[i % 3], opinion: '并发' }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const [row] = await t.db.select().from(task).where(eq(task.id, todo!.taskId));
    expect(row.status).toBe('done');
    const history = await call(t, '/api/WF/GetFlowHistory', s.storeHr.token, { workId });
    expect(history.body.data.filter((h: { kind: string }) => h.kind !== 'start' && h.kind !== 'finish')).toHaveLength(
      1,
    );
  });
});

describe('[WF][TRANSFER][BATCH]', () => {
  it('transfers a to-do to another user, and refuses batch on a node without it', async () => {
    const s = await team();
    const workId = await started(s);
    const todo = await todoOf(t, s.regionHr.token, workId);
    const colleague = await colleagueOf(t, s.regionHr.account, '010');
    const outside = await outsideRegionHr();
    const batchReview = await call(t, '/api/Task/BatchProcessingTasks', s.regionHr.token, {
      taskIds: [todo!.taskId],
      action: 'approve',
    });
    expect(batchReview.body).toMatchObject({ code: 40001, msg: '「测试流程 - 区域审核」不支持批量处理' });
    // The picker offers only those who may decide the step: the region's other regional HR.
    const offered = await call(t, '/api/Task/GetTransferUserList', s.regionHr.token, { taskId: todo!.taskId });
    expect(offered.body.data.map((u: { userId: number }) => u.userId)).toEqual([colleague.id]);
    // Another region's regional HR is outside the scope; the starter may not review their own work.
    const elsewhere = await call(t, '/api/Task/TransferWork', s.regionHr.token, {
      taskIds: [todo!.taskId],
      toUserId: outside.id,
    });
    expect(elsewhere.body).toMatchObject({ code: 40303, msg: '该用户不在您的数据范围内' });
    const starter = await call(t, '/api/Task/TransferWork', s.regionHr.token, {
      taskIds: [todo!.taskId],
      toUserId: s.storeHr.id,
    });
    expect(starter.body).toMatchObject({ code: 0, data: { succeeded: 0, failed: 1 } });
    expect(starter.body.data.results[0].msg).toMatch(/发起人不能审批自己发起的流程/);
    const moved = await call(t, '/api/Task/TransferWork', s.regionHr.token, {
      taskIds: [todo!.taskId],
      toUserId: colleague.id,
      reason: '休假',
    });
    expect(moved.body).toMatchObject({ code: 0, data: { succeeded: 1, failed: 0 } });
    expect(await todoOf(t, s.regionHr.token, workId)).toBeUndefined();
    expect(await todoOf(t, colleague.token, workId)).toMatchObject({ nodeId: REVIEW });
    const history = await call(t, '/api/WF/GetFlowHistory', s.storeHr.token, { workId });
    expect(history.body.data.map((h: { kindText: string }) => h.kindText)).toEqual(['发起', '转办']);
  });

  it('batch-approves the store confirmations with a result per task', async () => {
    const s = await team(3);
    const ids: number[] = [];
    const workIds: number[] = [];
    for (const index of [0, 1, 2]) {
      const workId = await started(s, index);
      const review = await todoOf(t, s.regionHr.token, workId);
      await decide(s.regionHr.token, { taskId: review!.taskId, action: 'approve' });
      ids.push((await todoOf(t, s.storeHr2.token, workId))!.taskId);
      workIds.push(workId);
    }
    const nodes = await call(t, '/api/Task/GetBatchNodesInfo', s.storeHr2.token, { flowId: FLOW });
    expect(nodes.body.data).toEqual([
      expect.objectContaining({ nodeId: CONFIRM, nodeName: '门店确认', actions: ['approve', 'rollback', 'finish'] }),
    ]);
    expect(nodes.body.data[0].taskIds).toEqual(expect.arrayContaining(ids));
    const res = await call(t, '/api/Task/BatchProcessingTasks', s.storeHr2.token, {
      taskIds: [...ids, ids[0]],
      action: 'approve',
    });
    expect(res.body).toMatchObject({ code: 0, msg: '成功3条，失败0条', data: { succeeded: 3, failed: 0 } });
    for (const workId of workIds) expect(await fixtureEffects(t, workId)).toEqual(['fixture.complete']);
    const again = await call(t, '/api/Task/BatchProcessingTasks', s.storeHr2.token, {
      taskIds: ids,
      action: 'approve',
    });
    expect(again.body.data.failed).toBe(3);
    // Each row as the user knows it, the failed ones too: flow number and person, not a task id.
    expect(again.body.data.results[0]).toEqual({
      taskId: ids[0],
      flowNo: `${FLOW}-${String(workIds[0]).padStart(6, '0')}`,
      name: s.employees[0].name,
      employeeId: s.employees[0].employeeId,
      ok: false,
      msg: '该待办已被处理或已撤回，请刷新列表',
    });
    // With nothing left at the step, it is still named (count 0), so the dialog can say where batch is allowed.
    const none = await call(t, '/api/Task/GetBatchNodesInfo', s.regionHr.token, {
      flowId: FLOW,
      starterUserDispName: '无此人',
    });
    expect(none.body.data).toEqual([
      expect.objectContaining({ nodeId: CONFIRM, nodeName: '门店确认', count: 0, taskIds: [] }),
    ]);
  });

  it('[PG] decides a batch of several people in parallel lanes: each to-do once, its effect once, rows in the order given', async () => {
    const s = await team(6);
    const ids: number[] = [];
    const workIds: number[] = [];
    for (const index of [0, 1, 2, 3, 4, 5]) {
      const workId = await started(s, index);
      const review = await todoOf(t, s.regionHr.token, workId);
      await decide(s.regionHr.token, { taskId: review!.taskId, action: 'approve' });
      ids.push((await todoOf(t, s.storeHr2.token, workId))!.taskId);
      workIds.push(workId);
    }
    // One to-do outside the caller's scope among their own refuses the whole batch before anything is decided.
    const other = await team();
    const elsewhere = await todoOf(t, other.regionHr.token, await started(other));
    const refused = await call(t, '/api/Task/BatchProcessingTasks', s.storeHr2.token, {
      taskIds: [...ids, elsewhere!.taskId],
      action: 'approve',
    });
    expect(refused.body.code).toBe(40303);
    expect((await t.db.select().from(task).where(inArray(task.id, ids))).map((r) => r.status)).toEqual(
      ids.map(() => 'todo'),
    );
    const given = [...ids].reverse();
    const res = await call(t, '/api/Task/BatchProcessingTasks', s.storeHr2.token, {
      taskIds: given,
      action: 'approve',
    });
    expect(res.body).toMatchObject({ code: 0, data: { succeeded: 6, failed: 0 } });
    expect(res.body.data.results.map((r: { taskId: number }) => r.taskId)).toEqual(given);
    expect(res.body.data.results.map((r: { employeeId: string }) => r.employeeId)).toEqual(
      [...s.employees].reverse().map((e) => e.employeeId),
    );
    for (const workId of workIds) expect(await fixtureEffects(t, workId)).toEqual(['fixture.complete']);
    const rows = await t.db.select().from(task).where(inArray(task.id, ids));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'done'));
  });

  it("moves all to-dos of one user to another (TaskChange), and a store HR never sees another store's tasks", async () => {
    const s = await team(2);
    for (const index of [0, 1]) await started(s, index);
    const admin = await tokenWithMenus(t, { menus: { Task: 1, TaskALL: 1, TaskChange: 1 }, scopeKind: 'all' });
    const theirs = await call(t, '/api/Task/GetRuningTaskListForToDoUser', admin.token, {
      pageIndex: 1,
      pageSize: 100,
      userId: s.regionHr.id,
    });
    expect(theirs.body).toMatchObject({ code: 0, data: { total: 2 } });
    const refused = await call(t, '/api/Task/TransferWork', s.storeHr.token, {
      fromUserId: s.regionHr.id,
      toUserId: s.storeHr2.id,
    });
    expect(refused.body.code).toBe(40303);
    // Another region's regional HR may not take these to-dos; a second regional HR of the region may.
    const wrongRegion = await call(t, '/api/Task/TransferWork', admin.token, {
      fromUserId: s.regionHr.id,
      toUserId: (await outsideRegionHr()).id,
    });
    expect(wrongRegion.body.data).toMatchObject({ succeeded: 0, failed: 2 });
    const colleague = await colleagueOf(t, s.regionHr.account, '010');
    const moved = await call(t, '/api/Task/TransferWork', admin.token, {
      fromUserId: s.regionHr.id,
      toUserId: colleague.id,
      reason: '离职交接',
    });
    expect(moved.body.data).toMatchObject({ succeeded: 2, failed: 0 });
    expect(
      (await call(t, '/api/Task/GetToDoTaskList', s.regionHr.token, { pageIndex: 1, pageSize: 10 })).body.data.total,
    ).toBe(0);

    // A store of another region, with a work of its own: its lists hold that work and nothing of ours.
    const other = await team();
    const theirWork = await started(other);
    for (const list of ['/api/Task/GetAllTaskList', '/api/Task/GetRuningTaskList']) {
      const res = await call(t, list, other.storeHr.token, { pageIndex: 1, pageSize: 100 });
      expect(res.body.code).toBe(0);
      expect(res.body.data.list.map((r: { workId: number }) => r.workId)).toContain(theirWork);
      for (const r of res.body.data.list) expect(r.shopCode).toBe(other.store.code);
    }
    const completed = await call(t, '/api/Task/GetCompletedTaskList', other.storeHr.token, {
      pageIndex: 1,
      pageSize: 100,
    });
    expect(completed.body).toMatchObject({ code: 0, data: { total: 0 } });
    const ours = await call(t, '/api/Task/GetAllTaskList', s.storeHr.token, {
      pageIndex: 1,
      pageSize: 100,
      state: 'running',
    });
    expect(ours.body.data.total).toBe(2);
    for (const r of ours.body.data.list) expect(r.shopCode).toBe(s.store.code);
  });
});

describe('[WF][ASSIGNMENT]', () => {
  it('gives new to-dos to the substitute during their window, shown as 代 in the progress', async () => {
    const s = await team();
    const colleague = await colleagueOf(t, s.regionHr.account, '010');
    const outside = await outsideRegionHr();
    const today = businessToday();
    const set = (substituteUserId: number) =>
      call(t, '/api/WF/SetSubstitute', s.regionHr.token, { substituteUserId, startDate: today, endDate: today });
    // Another region's regional HR is outside the scope; a store HR of the region holds another role.
    expect((await set(outside.id)).body).toMatchObject({ code: 40303, msg: '该用户不在您的数据范围内' });
    expect((await set(s.storeHr2.id)).body).toMatchObject({
      code: 40001,
      msg: '代理人须与您担任相同的审批角色（同一门店或区域），才能处理您的待办',
    });
    expect((await set(colleague.id)).body.code).toBe(0);
    expect((await set(colleague.id)).body).toMatchObject({ code: 40901 });
    const workId = await started(s);
    expect(await todoOf(t, s.regionHr.token, workId)).toBeUndefined();
    const sub = await todoOf(t, colleague.token, workId);
    expect(sub).toMatchObject({ nodeId: REVIEW });
    await decide(colleague.token, { taskId: sub!.taskId, action: 'approve' });
    const progress = await call(t, '/api/WF/GetApprovalProgress', s.storeHr.token, { flowId: FLOW, workId });
    expect(progress.body.data[1].processorName).toMatch(new RegExp(`^同事.+（代 ${s.regionHr.displayName}）$`));
    const mine = await call(t, '/api/WF/GetMySubstitute', s.regionHr.token, {});
    expect(mine.body.data).toEqual([expect.objectContaining({ substituteUserId: colleague.id })]);
    expect((await call(t, '/api/WF/DeleteSubstitute', s.regionHr.token, { id: mine.body.data[0].id })).body.code).toBe(
      0,
    );
  });

  it('refuses to start when no one can handle the first step, and stops a work mid-way with a message', async () => {
    const s = await team(2);
    await setEnabled(s.regionHr.id, false);
    const refused = await startFixture(t, s.storeHr.token, s.employees[0].employeeId);
    expect(refused.body).toMatchObject({
      code: 40001,
      msg: '「区域审核」没有可处理的区域HR，无法发起，请联系系统管理员配置处理人',
    });
    await setEnabled(s.regionHr.id, true);
    const regionHr = await login(t, s.regionHr.account);

    const workId = await started(s);
    await setEnabled(s.storeHr2.id, false);
    const review = await todoOf(t, regionHr, workId);
    const res = await decide(regionHr, { taskId: review!.taskId, action: 'approve' });
    await setEnabled(s.storeHr2.id, true);
    expect(res.body.data).toMatchObject({ status: 'stopped', currentNodeId: CONFIRM });
    expect(res.body.msg).toBe('「门店确认」没有可处理的店铺HR，流程已停止，请联系系统管理员配置处理人');
    expect((await unread(s.storeHr.account)).some((m) => m.content === res.body.msg)).toBe(true);
    expect(await fixtureEffects(t, workId)).toEqual([]);
    // The lists tell a work stopped for want of a handler (已停止) from a terminated one (已终止).
    const ended = await started(s, 1);
    const endTodo = await todoOf(t, regionHr, ended);
    await decide(regionHr, { taskId: endTodo!.taskId, action: 'finish', opinion: '重复发起' });
    const mine = await call(t, '/api/Task/GetMyStartedTaskList', s.storeHr.token, {
      pageIndex: 1,
      pageSize: 50,
      state: 'completed',
    });
    const statusOf = (id: number) => mine.body.data.list.find((r: { workId: number }) => r.workId === id)?.statusText;
    expect([statusOf(workId), statusOf(ended)]).toEqual(['已停止', '已终止']);
  });

  it('lets the starter remind once an hour, and marks overdue to-dos through the job runner', async () => {
    const s = await team();
    const workId = await started(s);
    const first = await call(t, '/api/WF/RemindWork', s.storeHr.token, { workId });
    expect(first.body).toMatchObject({ code: 0, msg: '已催办1人' });
    expect((await unread(s.regionHr.account)).some((m) => m.title === '催办：测试流程')).toBe(true);
    const second = await call(t, '/api/WF/RemindWork', s.storeHr.token, { workId });
    expect(second.body.code).toBe(40901);
    expect(second.body.msg).toMatch(/^每小时只能催办一次，请\d+分钟后再试$/);
    expect((await call(t, '/api/WF/RemindWork', s.regionHr.token, { workId })).body).toMatchObject({
      code: 40301,
      msg: '只有发起人可以催办',
    });

    const ran = await runDueJobs(t.db, new Date(Date.now() + 73 * 3600_000));
    expect(ran).toBeGreaterThan(0);
    const todo = await todoOf(t, s.regionHr.token, workId);
    expect(todo).toMatchObject({ isOverdue: false });
    const [row] = await t.db.select().from(task).where(eq(task.id, todo!.taskId));
    expect(row.overdueNotifiedAt).not.toBeNull();
    expect((await unread(s.regionHr.account)).some((m) => m.title === '待办已超时：测试流程')).toBe(true);
    expect(await runDueJobs(t.db, new Date(Date.now() + 73 * 3600_000))).toBe(0);
  });
});

describe('[WF][VISIBILITY][LISTS]', () => {
  it('hides a work from a user of another store', async () => {
    const s = await team();
    const other = await team();
    const workId = await started(s);
    const res = await call(t, '/api/WF/GetWorkDetail', other.storeHr.token, { workId });
    expect(res.body).toMatchObject({ code: 40303, msg: '您无权查看该流程' });
    const all = await call(t, '/api/Task/GetAllTaskList', s.hqHr.token, { pageIndex: 1, pageSize: 100 });
    expect(all.body.data.list.some((r: { workId: number }) => r.workId === workId)).toBe(true);
  });

  it('exports the completed list as .xlsx with Chinese headers and the rows of the filter', async () => {
    const s = await team(3);
    for (const index of [0, 1, 2]) {
      const workId = await started(s, index);
      const review = await todoOf(t, s.regionHr.token, workId);
      await decide(s.regionHr.token, { taskId: review!.taskId, action: 'finish', opinion: '不再需要' });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Task/ExportCompletedTaskList',
      payload: { pageIndex: 1, pageSize: 10, flowId: FLOW },
      headers: { AccessToken: s.storeHr.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E5%B7%B2%E5%8A%9E%E4%BB%BB%E5%8A%A1_");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['流程编号', '流程类型', '员工', '当前步骤', '状态']),
    );
    const list = await call(t, '/api/Task/GetCompletedTaskList', s.storeHr.token, {
      pageIndex: 1,
      pageSize: 100,
      flowId: FLOW,
    });
    expect(list.body.data.total).toBe(3);
    expect(sheet.rowCount - 1).toBe(list.body.data.total);
  });

  it('counts my tasks per state and per process type, and lists the works I started by state', async () => {
    const s = await team(2);
    await started(s, 0);
    const ended = await started(s, 1);
    const review = await todoOf(t, s.regionHr.token, ended);
    await decide(s.regionHr.token, { taskId: review!.taskId, action: 'finish', opinion: '不再需要' });

    const counts = await call(t, '/api/Task/GetTaskCounts', s.storeHr.token, {});
    expect(counts.body.data).toMatchObject({ toDo: 0, running: 1, completed: 1 });
    expect(counts.body.data.byFlow).toEqual([
      expect.objectContaining({ flowId: FLOW, toDo: 0, running: 1, completed: 1 }),
    ]);
    const reviewer = await call(t, '/api/Task/GetTaskCounts', s.regionHr.token, {});
    expect(reviewer.body.data.byFlow).toEqual([expect.objectContaining({ flowId: FLOW, toDo: 1, completed: 1 })]);

    const mine = (state: 'running' | 'completed') =>
      call(t, '/api/Task/GetMyStartedTaskList', s.storeHr.token, { pageIndex: 1, pageSize: 100, state });
    const running = await mine('running');
    const completed = await mine('completed');
    expect(running.body.data.total).toBe(1);
    expect(completed.body.data.total).toBe(1);
    for (const r of running.body.data.list) expect(r.status).toBe('running');
    for (const r of completed.body.data.list) expect(['finished', 'stopped']).toContain(r.status);
    const reviewerStarted = await call(t, '/api/Task/GetMyStartedTaskList', s.regionHr.token, {
      pageIndex: 1,
      pageSize: 10,
    });
    expect(reviewerStarted.body.data.total).toBe(0);
  });
});

describe('[WF][LISTS][PG] after every action of this file', () => {
  it('keeps the running and completed lists and the counters equal to a rebuild from work and task', async () => {
    await expectListsMatchRebuild(t);
  });
});
