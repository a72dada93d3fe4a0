import { businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, employee, shop, task, userPhrase } from '../db/schema';
import type { Actor } from '../http/actor';
import { PrivacyService } from '../modules/privacy/privacy.service';
import type { WorkflowEngine } from '../workflow/engine';

export interface DemoApprovalSummary {
  /** Works waiting for an added approver (加签). */
  added: number;
  /** Copies (抄送) made by a handler. */
  copied: number;
  phrases: number;
}

/** Each demo approver's own phrases (常用语). */
const PHRASES: Record<string, string[]> = {
  hq_hr: ['资料齐全，同意备案', '请补充员工签字确认件', '已核对系统信息，无异议'],
  north_hr: ['情况属实，同意', '金额与票据不符，请核实后重新提交'],
  north_mgr: ['同意，请区域HR跟进', '请先与员工沟通后再提交'],
};

/**
 * 抄送 and 加签 in the demo (issue 37): in 华北 a lost-item deduction whose regional HR asked the
 * regional manager first (前加签) and copied head-office HR, so north_mgr has an added to-do and
 * hq_hr a row under 抄送我的 (hq_hr keeps no to-dos: the e2e specs start from an empty list); and
 * the approvers' own phrases. The definitions' own copies (a filed store transfer, a resignation, a
 * violation) come with those demos.
 */
export async function seedDemoApproval(demo: {
  db: Db;
  engine: WorkflowEngine;
  as: (account: string) => Promise<Actor>;
}): Promise<DemoApprovalSummary> {
  const { db, engine, as } = demo;
  const summary: DemoApprovalSummary = { added: 0, copied: 0, phrases: 0 };
  for (const [account, texts] of Object.entries(PHRASES)) {
    const [u] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, account));
    if (!u) continue;
    await db.insert(userPhrase).values(texts.map((text, i) => ({ userId: u.id, text, sort: i + 1 })));
    summary.phrases += texts.length;
  }

  // A Beijing employee past the six the deduction and transfer demos use.
  const [person] = await db
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .where(and(eq(shop.code, 'BJ001'), eq(employee.status, 1)))
    .orderBy(employee.employeeId)
    .offset(6)
    .limit(1);
  if (!person) return summary;
  const started = await engine.start(await as('bj001_hr'), 8, {
    employeeId: person.employeeId,
    deductionsMonth: businessToday().slice(0, 7),
    lostDdeductions: 680,
    workClothesDeductions: 0,
    marketMealFeeDeductions: 0,
    marketFineDeductions: 0,
    remark: '遗失门店收银平板',
  });
  const northHr = await as('north_hr');
  const [todo] = await db
    .select({ id: task.id })
    .from(task)
    .where(and(eq(task.workId, started.workId), eq(task.assigneeUserId, northHr.auth.userId), eq(task.status, 'todo')));
  const [manager, hq] = await Promise.all([as('north_mgr'), as('hq_hr')]);
  await engine.addSign(northHr, {
    taskId: todo.id,
    mode: 'before',
    userIds: [manager.auth.userId],
    reason: '扣款金额超过500元，请区域经理先审核',
    copyUserIds: [hq.auth.userId],
  });
  summary.added = 1;
  summary.copied = 1;
  // 个人信息访问记录 (issue 38) has a row: head office checked the person's phone before calling.
  const [who] = await db.select({ id: employee.id }).from(employee).where(eq(employee.employeeId, person.employeeId));
  if (who)
    await new PrivacyService(db).reveal(hq, {
      subject: 'employee',
      id: who.id,
      field: 'identityNumber',
      purpose: 'verify',
    });
  return summary;
}
