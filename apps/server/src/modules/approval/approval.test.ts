// @postgres: two handlers adding approvers at once (one open addition per work)
import { businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildUser, call } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, startTeamDeduction, todoOf } from '../../../test/workflow-helpers';
import { appUser, task, workAddition } from '../../db/schema';

let t: TestApp;
/** The releasing team (A, with its regional manager) and the receiving one (B); C lies elsewhere. */
let a: StoreTeam;
let b: StoreTeam;
let c: StoreTeam;
let manager: Awaited<ReturnType<typeof buildUser>>;
let director: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b, c] = [await buildStoreTeam(t), await buildStoreTeam(t), await buildStoreTeam(t)];
  manager = await buildUser(t, { orgUnitId: a.store.region.id, roleIds: ['011'], displayName: '区域经理甲' });
  director = await buildUser(t, { orgUnitId: a.store.region.parentId!, roleIds: ['003'], displayName: 'HR总监甲' });
});
afterAll(async () => t?.close());

/** A store transfer of a new employee of A to B's store, waiting at 1801 (A's regional HR). */
async function startTransfer() {
  const emp = await buildEmployee(t, { shopId: a.store.id });
  const started = await call(t, '/api/WF/StartWork', a.storeHr.token, {
    flowId: 18,
    form: {
      employeeId: emp.employeeId,
      changeTheType: 'shop',
      newShopCode: b.store.code,
      effectiveTime: businessToday(),
      reason: '新店开业支援',
    },
  });
  expect(started.body.code, started.body.msg).toBe(0);
  return { workId: started.body.data.workId as number, emp };
}

async function taskOf(token: string, workId: number) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  return todo!.taskId;
}

const decide = async (token: string, workId: number, body: Record<string, unknown>) =>
  (await call(t, '/api/WF/ProcessTask', token, { taskId: await taskOf(token, workId), ...body })).body;

const addSign = async (token: string, workId: number, body: Record<string, unknown>) =>
  (await call(t, '/api/WF/AddSignTask', token, { taskId: await taskOf(token, workId), ...body })).body;

const progressOf = async (workId: number) =>
  (await call(t, '/api/WF/GetApprovalProgress', a.storeHr.token, { flowId: 18, workId })).body.data as {
    nodeName: string;
    actionType: string | null;
    processorName: string;
  }[];

describe('[WF][COPY] 抄送', () => {
  it('copies the receiving store on a transfer: it reads that work read-only under 抄送我的, and no other', async () => {
    const { workId } = await startTransfer();
    const other = await startTeamDeduction(t, a);

    // A store HR of a third region does not hold the work: the whole approval is refused.
    const outside = await decide(a.regionHr.token, workId, { action: 'approve', copyUserIds: [c.storeHr.id] });
    expect(outside).toMatchObject({ code: 40001, msg: `${c.storeHr.displayName}的数据范围不包含该流程，不能抄送` });
    expect(await todoOf(t, a.regionHr.token, workId)).toBeDefined();

    const picker = await call(t, '/api/WF/GetCopyUsers', a.regionHr.token, { workId, keyword: b.storeHr2.account });
    expect(picker.body.data).toEqual([
      expect.objectContaining({ userId: b.storeHr2.id, roleText: expect.any(String) }),
    ]);
    const approved = await decide(a.regionHr.token, workId, {
      action: 'approve',
      opinion: '同意',
      copyUserIds: [b.storeHr2.id],
    });
    expect(approved).toMatchObject({ code: 0, data: { currentNodeId: 1802 } });

    const counts = await call(t, '/api/Task/GetCopiedCounts', b.storeHr2.token, {});
    expect(counts.body.data).toEqual({ total: 1, unread: 1 });
    const list = await call(t, '/api/Task/GetCopiedTaskList', b.storeHr2.token, { pageIndex: 1, pageSize: 20 });
    expect(list.body.data).toMatchObject({
      total: 1,
      list: [{ workId, flowId: 18, unread: true, copiedByName: a.regionHr.displayName, nodeName: '调入区域HR审核' }],
    });

    const detail = await call(t, '/api/WF/GetWorkDetail', b.storeHr2.token, { workId });
    expect(detail.body).toMatchObject({ code: 0, data: { workId, copiedOnly: true, myTask: null } });
    expect((await call(t, '/api/Task/GetCopiedCounts', b.storeHr2.token, {})).body.data).toEqual({
      total: 1,
      unread: 0,
    });
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', b.storeHr2.token, { flowId: 18, workId });
    expect(toolbar.body.data.buttons).toEqual(['progress', 'print']);
    const attach = await call(t, '/api/WF/AddWorkAttachment', b.storeHr2.token, { workId, attachmentIds: [1] });
    expect(attach.body.code).not.toBe(0);

    // Another work of the same store stays out of reach.
    const elsewhere = await call(t, '/api/WF/GetWorkDetail', b.storeHr2.token, { workId: other.workId });
    expect(elsewhere.body.code).toBe(40303);
    const notCopied = await call(t, '/api/Task/MarkCopiesRead', b.storeHr2.token, { workIds: [other.workId] });
    expect(notCopied.body.code).toBe(40303);

    // Who was copied, by whom, when: the copy record and the history.
    const copies = await call(t, '/api/WF/GetWorkCopies', a.storeHr.token, { workId });
    expect(copies.body.data).toEqual([
      expect.objectContaining({
        userName: b.storeHr2.displayName,
        byName: a.regionHr.displayName,
        nodeName: '调出区域HR审核',
        readTime: expect.any(String),
      }),
    ]);
    const history = await call(t, '/api/WF/GetFlowHistory', a.storeHr.token, { workId });
    expect(history.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kindText: '抄送',
          actorName: a.regionHr.displayName,
          msg: `抄送给${b.storeHr2.displayName}`,
        }),
      ]),
    );
  });

  it('copies the receiving region manager when the transfer is filed (the definition’s copy)', async () => {
    const bManager = await buildUser(t, { orgUnitId: b.store.region.id, roleIds: ['011'] });
    const { workId } = await startTransfer();
    for (const u of [a.regionHr, b.regionHr, b.storeHr, b.hqHr])
      expect((await decide(u.token, workId, { action: 'approve' })).code).toBe(0);
    const list = await call(t, '/api/Task/GetCopiedTaskList', bManager.token, { pageIndex: 1, pageSize: 20 });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ workId, copiedByName: '系统', statusText: '已办结', unread: true }),
    ]);
    const copies = await call(t, '/api/WF/GetWorkCopies', bManager.token, { workId });
    expect(copies.body.data).toEqual([expect.objectContaining({ byName: '系统', nodeName: '办结' })]);
  });
});

describe('[WF][ADDSIGN] 加签', () => {
  it('前加签: the regional manager decides first, then the work comes back to the regional HR', async () => {
    const { workId } = await startTransfer();
    const picker = await call(t, '/api/WF/GetAddSignUsers', a.regionHr.token, {
      taskId: await taskOf(a.regionHr.token, workId),
    });
    expect(picker.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: manager.id, roleText: '区域经理' })]),
    );
    expect(picker.body.data.map((u: { userId: number }) => u.userId)).not.toContain(a.regionHr.id);

    const added = await addSign(a.regionHr.token, workId, {
      mode: 'before',
      userIds: [manager.id],
      reason: '跨区调动，请区域经理把关',
    });
    expect(added).toMatchObject({ code: 0, msg: `已前加签：${manager.displayName}`, data: { currentNodeId: 1801 } });
    expect(await todoOf(t, a.regionHr.token, workId)).toBeUndefined();

    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', manager.token, { flowId: 18, workId });
    expect(toolbar.body.data).toMatchObject({
      buttons: ['progress', 'print', 'approve', 'rollback', 'attach'],
      addedBy: { name: a.regionHr.displayName, mode: 'before', reason: '跨区调动，请区域经理把关' },
      rollbackTargets: [{ nodeId: 1801, nodeName: `加签人：${a.regionHr.displayName}` }],
    });
    // An added approver approves or returns; never terminates, transfers or adds again.
    expect(await decide(manager.token, workId, { action: 'finish', opinion: '终止' })).toMatchObject({
      code: 40001,
      msg: '加签的审批人只能审批通过或退回给加签人',
    });
    const transfer = await call(t, '/api/Task/TransferWork', manager.token, {
      taskIds: [await taskOf(manager.token, workId)],
      toUserId: a.storeHr2.id,
    });
    expect(transfer.body.data?.results[0], transfer.body.msg).toMatchObject({
      ok: false,
      msg: '加签的待办不能转办，请审批或退回给加签人',
    });
    expect(
      await addSign(manager.token, workId, { mode: 'before', userIds: [a.hqHr.id], reason: '再加' }),
    ).toMatchObject({ code: 40001, msg: '加签的审批人不能再加签，请审批通过或退回给加签人' });

    expect(await decide(manager.token, workId, { action: 'approve', opinion: '同意调动' })).toMatchObject({
      code: 0,
      msg: `已审批，流程回到${a.regionHr.displayName}`,
      data: { currentNodeId: 1801 },
    });
    expect(await decide(a.regionHr.token, workId, { action: 'approve' })).toMatchObject({
      code: 0,
      data: { currentNodeId: 1802 },
    });

    const progress = await progressOf(workId);
    expect(progress.map((r) => [r.nodeName, r.actionType, r.processorName])).toEqual([
      ['发起', 'start', a.storeHr.displayName],
      ['调出区域HR审核', 'addSign', a.regionHr.displayName],
      ['调出区域HR审核（加签）', 'approve', manager.displayName],
      ['调出区域HR审核', 'approve', a.regionHr.displayName],
      ['调入区域HR审核', null, expect.any(String)],
    ]);
    const chart = await call(t, '/api/WF/GetFlowChart', a.storeHr.token, { flowId: 18, workId });
    const nodes = chart.body.data.nodes as { nodeId: number; name: string; kind: string; state: string }[];
    const extra = nodes.find((n) => n.kind === 'added')!;
    expect(extra).toMatchObject({ name: `加签：${manager.displayName}`, state: 'passed' });
    const edges = chart.body.data.edges as { from: number; to: number }[];
    expect(edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: extra.nodeId }),
        expect.objectContaining({ from: extra.nodeId, to: 1801 }),
      ]),
    );
  });

  it('后加签: the handler approves, the added approvers decide in order, then the next step; a return goes to the adder', async () => {
    const { workId } = await startTransfer();
    const added = await addSign(a.regionHr.token, workId, {
      mode: 'after',
      userIds: [manager.id, a.hqHr.id],
      reason: '请区域经理和总部HR知悉',
      opinion: '同意',
    });
    expect(added).toMatchObject({ code: 0, msg: `已后加签：${manager.displayName}、${a.hqHr.displayName}` });
    expect(await todoOf(t, a.hqHr.token, workId)).toBeUndefined();
    expect(await decide(manager.token, workId, { action: 'approve' })).toMatchObject({ data: { currentNodeId: 1801 } });
    // The second added approver returns it: it goes back to the adder, not to the first.
    expect(await decide(a.hqHr.token, workId, { action: 'rollback' })).toMatchObject({
      code: 40001,
      msg: '退回时请填写审批意见',
    });
    expect(await decide(a.hqHr.token, workId, { action: 'rollback', opinion: '调动日期请再确认' })).toMatchObject({
      code: 0,
      msg: `已退回给${a.regionHr.displayName}`,
    });
    expect(await todoOf(t, manager.token, workId)).toBeUndefined();
    const detail = await call(t, '/api/WF/GetWorkDetail', a.regionHr.token, { workId });
    expect(detail.body.data).toMatchObject({
      currentNodeId: 1801,
      returned: { byName: a.hqHr.displayName, opinion: '调动日期请再确认' },
    });

    // Added after again, the last added approval moves the work on as the step's own would.
    await addSign(a.regionHr.token, workId, { mode: 'after', userIds: [manager.id], reason: '再请经理审核' });
    expect(await decide(manager.token, workId, { action: 'approve' })).toMatchObject({
      code: 0,
      data: { currentNodeId: 1802 },
    });
    expect(await todoOf(t, b.regionHr.token, workId)).toBeDefined();
  });

  it('keeps segregation and scope: not oneself, not the starter or the person, only the step’s roles where it is handled', async () => {
    const { workId, emp } = await startTransfer();
    const refused = async (userIds: number[], text: string) =>
      expect(await addSign(a.regionHr.token, workId, { mode: 'before', userIds, reason: '理由' })).toMatchObject({
        code: 40001,
        msg: text,
      });
    const cManager = await buildUser(t, { orgUnitId: c.store.region.id, roleIds: ['011'] });
    await refused([a.regionHr.id], '不能给自己加签');
    await refused([manager.id, manager.id], '加签人不能重复');
    await refused([cManager.id], `${cManager.displayName}不是该流程范围内的区域经理、总部HR，不能加签`);
    await refused([b.regionHr.id], `${b.regionHr.displayName}不是该流程范围内的区域经理、总部HR，不能加签`);
    // A head-office HR who is the person the work is about does not decide it.
    const self = await buildUser(t, { orgUnitId: a.store.region.parentId!, roleIds: ['001'] });
    await t.db.update(appUser).set({ employeeRef: emp.id }).where(eq(appUser.id, self.id));
    await refused([self.id], `${self.displayName}是该流程的发起人或当事人，不能审批`);
    // A step that allows no addition (the receiving store's confirmation).
    for (const u of [a.regionHr, b.regionHr]) await decide(u.token, workId, { action: 'approve' });
    expect(
      await addSign(b.storeHr.token, workId, { mode: 'before', userIds: [b.regionHr.id], reason: '理由' }),
    ).toMatchObject({ code: 40001, msg: '「调入门店确认接收」不允许加签' });
    // Nothing of the refusals stayed.
    const open = await t.db.select().from(workAddition).where(eq(workAddition.workId, workId));
    expect(open).toEqual([]);
  });

  it('withdraws an added step: the adder takes it back, an added approver takes back their own approval', async () => {
    const { workId } = await startTransfer();
    const taskToDo = { taskActionType: 1, flowId: 18, workId };
    await addSign(a.regionHr.token, workId, { mode: 'after', userIds: [manager.id], reason: '请经理审核' });
    const back = await call(t, '/api/WF/WithdrawTask', a.regionHr.token, { taskToDo });
    expect(back.body).toMatchObject({ code: 0, data: { currentNodeId: 1801 } });
    expect(await todoOf(t, manager.token, workId)).toBeUndefined();
    expect(await todoOf(t, a.regionHr.token, workId)).toBeDefined();

    await addSign(a.regionHr.token, workId, { mode: 'before', userIds: [manager.id], reason: '请经理先审' });
    await decide(manager.token, workId, { action: 'approve' });
    expect(await todoOf(t, a.regionHr.token, workId)).toBeDefined();
    const mine = await call(t, '/api/WF/WithdrawTask', manager.token, { taskToDo });
    expect(mine.body).toMatchObject({ code: 0, data: { currentNodeId: 1801 } });
    expect(await todoOf(t, a.regionHr.token, workId)).toBeUndefined();
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', manager.token, { flowId: 18, workId });
    expect(toolbar.body.data.addedBy).toMatchObject({ name: a.regionHr.displayName, mode: 'before' });
    // The reopened addition goes on as before: back to the adder, who moves the work on.
    await decide(manager.token, workId, { action: 'approve' });
    expect(await decide(a.regionHr.token, workId, { action: 'approve' })).toMatchObject({
      data: { currentNodeId: 1802 },
    });
  });

  it('batch-approves an added approver’s to-do at a batch step, which returns to the adder', async () => {
    const { workId } = await startTransfer();
    for (const u of [a.regionHr, b.regionHr, b.storeHr]) await decide(u.token, workId, { action: 'approve' });
    await addSign(a.hqHr.token, workId, { mode: 'before', userIds: [director.id], reason: '请总监审批' });
    const taskId = await taskOf(director.token, workId);
    const batch = await call(t, '/api/Task/BatchProcessingTasks', director.token, {
      taskIds: [taskId],
      action: 'approve',
    });
    expect(batch.body.data).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await decide(a.hqHr.token, workId, { action: 'approve' })).toMatchObject({ data: { status: 'finished' } });
  });

  it('[PG] of two handlers of one step adding approvers at once, one chain results', async () => {
    const team = await buildStoreTeam(t);
    const second = await buildUser(t, { orgUnitId: team.store.region.id, roleIds: ['010'] });
    const boss = await buildUser(t, { orgUnitId: team.store.region.id, roleIds: ['011'] });
    const { workId } = await startTeamDeduction(t, team);
    const [t1, t2] = [await taskOf(team.regionHr.token, workId), await taskOf(second.token, workId)];
    const answers = await Promise.all([
      call(t, '/api/WF/AddSignTask', team.regionHr.token, {
        taskId: t1,
        mode: 'before',
        userIds: [boss.id],
        reason: '甲',
      }),
      call(t, '/api/WF/AddSignTask', second.token, {
        taskId: t2,
        mode: 'before',
        userIds: [team.hqHr.id],
        reason: '乙',
      }),
    ]);
    expect(answers.map((r) => r.body.code).sort()).toEqual([0, 40901]);
    const additions = await t.db.select().from(workAddition).where(eq(workAddition.workId, workId));
    expect(additions).toHaveLength(1);
    const open = await t.db
      .select()
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.status, 'todo')));
    expect(open).toEqual([expect.objectContaining({ additionId: additions[0].id })]);
  });
});

describe('[WF][PRINT] approval forms and personal phrases', () => {
  it('prints finished works with their history and copies, and refuses a work outside the caller’s reach', async () => {
    const { workId } = await startTransfer();
    for (const u of [a.regionHr, b.regionHr, b.storeHr, b.hqHr])
      expect((await decide(u.token, workId, { action: 'approve', opinion: '同意' })).code).toBe(0);
    const printed = await call(t, '/api/WF/GetPrintForms', a.storeHr.token, { workIds: [workId] });
    expect(printed.body).toMatchObject({
      code: 0,
      data: {
        printerName: a.storeHr.displayName,
        forms: [
          {
            companyName: expect.any(String),
            work: { workId, flowName: '人事异动（调店）', statusText: '已办结' },
            copies: [expect.objectContaining({ byName: '系统' })],
          },
        ],
      },
    });
    expect(printed.body.data.forms[0].progress).toHaveLength(5);
    const other = await startTeamDeduction(t, c);
    const refused = await call(t, '/api/WF/GetPrintForms', a.storeHr.token, { workIds: [workId, other.workId] });
    expect(refused.body.code).toBe(40303);
  });

  it('keeps each user’s own phrases: add, no duplicates, edit, order, delete — never another user’s', async () => {
    const save = (text: string, id?: number) => call(t, '/api/WF/SaveMyPhrase', a.regionHr.token, { text, id });
    const first = (await save('情况属实，同意')).body.data.id as number;
    const second = (await save('资料不全，请补充')).body.data.id as number;
    expect((await save('情况属实，同意')).body).toMatchObject({ code: 40001, msg: '已有相同的常用语' });
    expect((await save('  ')).body.code).toBe(40001);
    expect((await save('情况属实，同意办理', first)).body).toMatchObject({ code: 0, msg: '常用语已保存' });
    expect((await call(t, '/api/WF/SortMyPhrases', a.regionHr.token, { ids: [second] })).body.msg).toBe(
      '常用语已变化，请刷新后再排序',
    );
    await call(t, '/api/WF/SortMyPhrases', a.regionHr.token, { ids: [second, first] });
    const mine = await call(t, '/api/WF/GetMyPhrases', a.regionHr.token, {});
    expect(mine.body.data).toEqual([
      { id: second, text: '资料不全，请补充' },
      { id: first, text: '情况属实，同意办理' },
    ]);
    const theirs = await call(t, '/api/WF/DeleteMyPhrase', b.regionHr.token, { id: first });
    expect(theirs.body.code).toBe(40303);
    await call(t, '/api/WF/DeleteMyPhrase', a.regionHr.token, { id: first });
    expect((await call(t, '/api/WF/GetMyPhrases', a.regionHr.token, {})).body.data).toEqual([
      { id: second, text: '资料不全，请补充' },
    ]);
    expect((await call(t, '/api/WF/GetMyPhrases', b.regionHr.token, {})).body.data).toEqual([]);
  });
});
