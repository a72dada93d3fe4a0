import { businessToday } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../http/actor';
import { actorForAccount } from '../../modules/auth/acting-user';
import { WorkflowEngine } from '../../workflow/engine';
import type { Db } from '../client';
import { employee, shop, task } from '../schema';

/**
 * A few approvals in flight and done, so the task centre of a fresh demo is not empty. They go
 * through the engine (validation, rules, effects, messages) as the demo users of 华北 and 西南;
 * 华东 and 华南, where the end-to-end specs work, stay untouched.
 */
export interface DemoWorksSummary {
  running: number;
  finished: number;
  returned: number;
}

export async function seedDemoWorks(db: Db, now: Date): Promise<DemoWorksSummary> {
  const month = businessToday(now).slice(0, 7);
  const engine = new WorkflowEngine(db);
  const actors = new Map<string, Actor>();
  const as = async (account: string) => {
    let actor = actors.get(account);
    if (!actor) {
      actor = await actorForAccount(db, account);
      actors.set(account, actor);
    }
    return actor;
  };

  const staffOf = (code: string) =>
    db
      .select({ employeeId: employee.employeeId })
      .from(employee)
      .innerJoin(shop, eq(shop.id, employee.shopId))
      .where(and(eq(shop.code, code), eq(employee.status, 1)))
      .orderBy(asc(employee.employeeId))
      .limit(6);

  const deduction = (employeeId: string, lostYuan: number, remark: string) => ({
    employeeId,
    deductionsMonth: month,
    lostDdeductions: lostYuan,
    workClothesDeductions: 0,
    marketMealFeeDeductions: 0,
    marketFineDeductions: 0,
    remark,
  });

  const start = async (account: string, form: unknown) => (await engine.start(await as(account), 8, form)).workId;

  async function act(account: string, workId: number, action: 'approve' | 'rollback', opinion: string) {
    const actor = await as(account);
    const [todo] = await db
      .select({ taskId: task.id })
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.assigneeUserId, actor.auth.userId), eq(task.status, 'todo')));
    if (!todo) throw new Error(`demo works: ${account} has no to-do for work ${workId}`);
    await engine.act(actor, { taskId: todo.taskId, action, opinion });
  }

  const beijing = await staffOf('BJ001');
  const chengdu = await staffOf('CD001');
  const items = ['遗失门店对讲机', '遗失收银钥匙', '损坏工服', '遗失价签枪', '遗失员工卡'];

  // Waiting for 华北区域HR.
  for (const [i, e] of beijing.slice(0, 3).entries()) {
    await start('bj001_hr', deduction(e.employeeId, 60 + i * 25, items[i]));
  }
  // Confirmed by the region and head office: booked to payroll.
  for (const [i, e] of beijing.slice(3, 5).entries()) {
    const workId = await start('bj001_hr', deduction(e.employeeId, 120 + i * 40, items[3 + i]));
    await act('north_hr', workId, 'approve', '情况属实，同意扣款');
    await act('hq_hr', workId, 'approve', '总部已确认，进入当月工资扣款');
  }
  // Sent back to the store: the amount needs a receipt.
  const returned = chengdu[0];
  if (returned) {
    const workId = await start('cd001_hr', deduction(returned.employeeId, 300, '遗失门店平板电脑'));
    await act('west_hr', workId, 'rollback', '金额较大，请补充购置发票后重新提交');
  }
  // One more waiting for 西南区域HR.
  if (chengdu[1]) await start('cd001_hr', deduction(chengdu[1].employeeId, 45, '遗失工牌'));

  return { running: 3 + (chengdu[1] ? 1 : 0), finished: 2, returned: returned ? 1 : 0 };
}
