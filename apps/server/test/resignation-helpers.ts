import { businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appUser, task } from '../src/db/schema';
import { login, type TestApp } from './build-test-app';
import { call } from './factories';
import type { StoreTeam } from './workflow-helpers';

/** A resignation form of the team's store HR; the last working day today, so finishing leaves at once. */
export function resignationForm(employeeId: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    lastWorkingDay: businessToday(),
    dimissionType: 'resign',
    dimissionReason: 'other',
    dimissionResetReason: '回老家照顾父母',
    dishonorableDischarge: 0,
    remark: '',
    ...overrides,
  };
}

export async function startResignation(t: TestApp, team: StoreTeam, employeeId: string, overrides = {}) {
  const res = await call(t, '/api/WF/StartWork', team.storeHr.token, {
    flowId: 15,
    form: resignationForm(employeeId, overrides),
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.workId as number;
}

/** Sign-in tokens per test app (each file has its own database) and account. */
const tokensOf = new WeakMap<TestApp, Map<string, string>>();

/**
 * Approves the work's open to-do as whoever holds it (read from the task table: head-office HR is
 * whichever holder the rules pick, and holds more to-dos than one page of the list).
 */
export async function approveStep(
  t: TestApp,
  workId: number,
  nodeId: number,
  options: { opinion?: string; form?: Record<string, unknown> } = {},
) {
  const [open] = await t.db
    .select({ id: task.id, account: appUser.account })
    .from(task)
    .innerJoin(appUser, eq(appUser.id, task.assigneeUserId))
    .where(and(eq(task.workId, workId), eq(task.nodeId, nodeId), eq(task.status, 'todo')))
    .limit(1);
  expect(open, `the to-do of ${nodeId} is there`).toBeDefined();
  const tokens = tokensOf.get(t) ?? new Map<string, string>();
  tokensOf.set(t, tokens);
  let token = tokens.get(open.account);
  if (!token) {
    token = await login(t, open.account);
    tokens.set(open.account, token);
  }
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: open.id, action: 'approve', ...options });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { status: string; currentNodeId: number | null };
}

/** A resignation through every step: 1501 regional HR, 1502 head-office HR, 1503 store HR's handover. */
export async function finishResignation(t: TestApp, team: StoreTeam, employeeId: string, overrides = {}) {
  const workId = await startResignation(t, team, employeeId, overrides);
  await approveStep(t, workId, 1501, { opinion: '同意离职' });
  await approveStep(t, workId, 1502, { opinion: '总部同意' });
  const done = await approveStep(t, workId, 1503, {
    form: { handoverConfirmed: true, handoverRemark: '钥匙工服已交回' },
  });
  expect(done.status).toBe('finished');
  return workId;
}
