// @postgres: 20 parallel starts for one employee (unique index under real concurrency)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';
import { activeEmployeeOf, colleagueOf, startDeduction, todoOf } from '../../test/workflow-helpers';
import { task, work } from '../db/schema';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['sh001_hr', 'east_hr']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

describe('[SECURITY][WF] duplicate starts, resubmitted targets, segregation of duties', () => {
  it('[PG] of 20 parallel starts for one employee exactly one runs; the others are told why', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => startDeduction(t, tok.sh001_hr, emp.employeeId, { remark: `第${i}次` })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 40901)).toHaveLength(19);
    for (const a of answers.filter((x) => x.body.code !== 0)) expect(a.body.msg).toMatch(/进行中/);
    const running = await t.db
      .select({ id: work.id })
      .from(work)
      .where(and(eq(work.targetEmployeeRef, emp.id), eq(work.flowId, 8), eq(work.status, 'running')));
    expect(running).toHaveLength(1);
  });

  it('checks a resubmitted form like a new start: the person cannot be swapped', async () => {
    const [emp, other] = [await activeEmployeeOf(t, 'SH001', 2), await activeEmployeeOf(t, 'SH001', 3)];
    const gz = await activeEmployeeOf(t, 'GZ001', 1);
    const workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
    const review = await todoOf(t, tok.east_hr, workId);
    await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: review!.taskId,
      action: 'rollback',
      opinion: '请核对',
    });
    const mine = await todoOf(t, tok.sh001_hr, workId);
    expect(mine).toMatchObject({ nodeId: 800 });
    const resubmit = (employeeId: string) =>
      call(t, '/api/WF/ProcessTask', tok.sh001_hr, {
        taskId: mine!.taskId,
        action: 'approve',
        form: { employeeId, lostDdeductions: '12.00' },
      });
    const foreign = await resubmit(gz.employeeId);
    expect(foreign.body.code).toBe(40401);
    expect(foreign.body.msg).toContain('不在您的数据范围内');
    const swapped = await resubmit(other.employeeId);
    expect(swapped.body).toMatchObject({
      code: 40001,
      msg: '退回修改时不能更换员工；如需为其他员工扣款，请终止后重新发起',
    });
    const same = await resubmit(emp.employeeId);
    expect(same.body.code).toBe(0);
    const [row] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(row.targetEmployeeRef).toBe(emp.id);
    expect((row.formData as { employeeId: string }).employeeId).toBe(emp.employeeId);
  });

  it('never gives a review step to the person who started the work', async () => {
    const colleague = await colleagueOf(t, 'east_hr', '010');
    const emp = await activeEmployeeOf(t, 'SH001', 4);
    // east_hr starts a deduction of its own region: the review goes to the other regional HR only.
    const started = await startDeduction(t, tok.east_hr, emp.employeeId);
    expect(started.body.code).toBe(0);
    const workId = started.body.data.workId;
    const open = await t.db
      .select({ assignee: task.assigneeUserId })
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.status, 'todo')));
    expect(open.map((o) => o.assignee)).toEqual([colleague.id]);
    expect(await todoOf(t, tok.east_hr, workId)).toBeUndefined();
    // Nor can it be handed back to them.
    const todo = await todoOf(t, colleague.token, workId);
    const [east] = await t.db.select({ id: work.starterUserId }).from(work).where(eq(work.id, workId));
    const back = await call(t, '/api/Task/TransferWork', colleague.token, {
      taskIds: [todo!.taskId],
      toUserId: east.id,
    });
    expect(back.body.data.results[0].msg).toMatch(/发起人不能审批自己发起的流程/);
  });
});
