/**
 * 测试流程 (flow 99): a process only tests run, so the engine's own tests need no real process.
 * No flow of spec §4 uses id 99 and the contract does not list it; `useFixtureProcess()`
 * registers it in the test's own registry, never in the server's.
 *
 * Start (the store HR) → 9901 区域审核 (regional HR, 72-hour deadline, rollback/finish/transfer)
 * → 9902 总部审批 (head-office HR) only when the amount is over 1000 → 9903 门店确认 (another
 * store HR, batch, may set `confirmedOn`). Completing and terminating each leave a system-log row,
 * so a test sees which effect ran and that it ran in the action's transaction.
 */

import { ErrorCode, msg, type ProcessInfo } from '@hris/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { systemLog } from '../src/db/schema';
import { AppError } from '../src/http/errors';
import { findTargetEmployee } from '../src/processes/shared/target';
import { getProcess, registerProcess } from '../src/workflow/registry';
import type { ProcessDefinition } from '../src/workflow/types';
import { call, type TestApp } from './build-test-app';

export const FIXTURE_FLOW_ID = 99;
export const FIXTURE_NODES = { start: 9900, review: 9901, approve: 9902, confirm: 9903 } as const;

export const FIXTURE_INFO: ProcessInfo = {
  flowId: FIXTURE_FLOW_ID,
  key: 'engine-fixture',
  name: '测试流程',
  nameEn: 'Engine fixture',
  category: 'other',
  startForm: 'fixture_post',
  steps: [FIXTURE_NODES.review, FIXTURE_NODES.approve, FIXTURE_NODES.confirm],
  built: true,
};

const ZFixtureFormSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').describe('员工'),
  amount: z.coerce.number().positive('须大于0').describe('金额'),
  remark: z.string().trim().max(200, '备注不能超过200字').optional().describe('备注'),
  confirmedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .optional()
    .describe('确认日期'),
});
type TFixtureForm = z.infer<typeof ZFixtureFormSchema>;

/** Above this amount the work needs head-office approval (the conditional next of 9901). */
export const FIXTURE_HQ_ABOVE = 1000;

export const fixtureProcess: ProcessDefinition<TFixtureForm> = {
  flowId: FIXTURE_FLOW_ID,
  formSchema: ZFixtureFormSchema,
  nodes: [
    {
      nodeId: FIXTURE_NODES.review,
      name: '区域审核',
      nameEn: 'Regional review',
      assignee: 'regionHr',
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
      next: (form) => (form.amount > FIXTURE_HQ_ABOVE ? FIXTURE_NODES.approve : FIXTURE_NODES.confirm),
    },
    {
      nodeId: FIXTURE_NODES.approve,
      name: '总部审批',
      nameEn: 'Head-office approval',
      assignee: 'hqHr',
      actions: ['approve', 'rollback', 'finish', 'transfer'],
    },
    {
      nodeId: FIXTURE_NODES.confirm,
      name: '门店确认',
      nameEn: 'Store confirms',
      assignee: 'storeHr',
      actions: ['approve', 'rollback', 'finish'],
      batch: true,
      editable: ['confirmedOn'],
      beforeApprove: (form, { today }) =>
        form.confirmedOn && form.confirmedOn > today
          ? msg('common.sharedRule', {
              text: { zh: '确认日期不能晚于今天', en: 'The confirmation date cannot be in the future' },
            })
          : null,
    },
  ],

  // No running-work check here on purpose: a second start is refused by the engine itself
  // (work_one_running_uq), which is what the fixture's tests exercise.
  async prepare(tx, auth, form) {
    const target = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    return { employeeRef: target.id, orgUnitId: target.orgUnitId, orgPath: target.orgPath, shopId: target.shopId };
  },

  async revalidate(tx, auth, form, target) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== target.employeeRef)
      throw new AppError(
        ErrorCode.Validation,
        msg('common.sharedRule', {
          text: { zh: '退回修改时不能更换员工', en: 'The employee cannot change on resubmission' },
        }),
      );
  },

  async onComplete({ tx, workId, form, actorUserId }) {
    await tx.insert(systemLog).values({
      action: 'fixture.complete',
      target: `work:${workId}`,
      userId: actorUserId,
      summary: { amount: form.amount },
    });
  },

  async onTerminate({ tx, workId, actorUserId }) {
    await tx.insert(systemLog).values({ action: 'fixture.terminate', target: `work:${workId}`, userId: actorUserId });
  },

  rowFields(form) {
    return { amount: form.amount, remark: form.remark ?? '' };
  },
};

/** Registers the fixture process in this test file's registry (once). */
export function useFixtureProcess() {
  if (!getProcess(FIXTURE_FLOW_ID)) registerProcess(fixtureProcess, FIXTURE_INFO);
}

export function fixtureForm(employeeId: string, overrides: Record<string, unknown> = {}) {
  return { employeeId, amount: 300, remark: '首次提交', ...overrides };
}

export function startFixture(t: TestApp, token: string, employeeId: string, overrides: Record<string, unknown> = {}) {
  return call(t, '/api/WF/StartWork', token, { flowId: FIXTURE_FLOW_ID, form: fixtureForm(employeeId, overrides) });
}

/** The fixture's effects that ran (and were committed) for a work, in order. */
export async function fixtureEffects(t: TestApp, workId: number) {
  const rows = await t.db
    .select({ action: systemLog.action })
    .from(systemLog)
    .where(and(eq(systemLog.target, `work:${workId}`), like(systemLog.action, 'fixture.%')))
    .orderBy(asc(systemLog.id));
  return rows.map((r) => r.action);
}
