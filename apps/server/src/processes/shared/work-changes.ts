import {
  businessToday,
  EMPLOYEE_HISTORY_KIND_TEXT,
  employeeLabel,
  findProcess,
  formatFlowNo,
  msg,
  startOfBusinessDay,
  type TEmployeeHistoryKind,
} from '@hris/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, job, orgUnit, shop, systemLog, work, workChange } from '../../db/schema';
import { changeEmployee } from '../../modules/employee/employee-changes';
import type { JobDefinition } from '../../workflow/jobs';

/** The job that applies a finished personnel change on its effective date. */
const PERSONNEL_APPLY_JOB = 'personnel.apply';

export const personnelApplyJob: JobDefinition = {
  kind: PERSONNEL_APPLY_JOB,
  run: async (tx, payload, now) => {
    const actor = payload.actorUserId == null ? null : Number(payload.actorUserId);
    const kind = String(payload.kind ?? 'transfer');
    const known = Object.hasOwn(EMPLOYEE_HISTORY_KIND_TEXT, kind) ? (kind as TEmployeeHistoryKind) : 'transfer';
    await applyWorkChanges(tx, Number(payload.workId), known, actor, now);
  },
};

/** What a personnel change moves: the store (and with it the org unit), the position, the rank. */
export interface Placement {
  shopId: number;
  positionId: number;
  rank: string;
}

const FIELDS = ['shopId', 'positionId', 'rank'] as const;

/**
 * Records a finished change as (field, old, new) rows on its work and applies it at once when its
 * date has come, or leaves it to the `personnel.apply` job on that date. Runs in the finishing
 * transaction. Returns whether it applied now.
 */
export async function scheduleChange(
  tx: Tx,
  input: {
    workId: number;
    employeeRef: number;
    to: Placement;
    effectiveDate: string;
    kind: TEmployeeHistoryKind;
    actorUserId: number;
    now: Date;
  },
): Promise<boolean> {
  const [current] = await tx
    .select({ shopId: employee.shopId, positionId: employee.positionId, rank: employee.rank })
    .from(employee)
    .where(eq(employee.id, input.employeeRef));
  const rows = FIELDS.filter((f) => current?.[f] !== input.to[f]).map((field) => ({
    workId: input.workId,
    employeeRef: input.employeeRef,
    field,
    oldValue: current?.[field] == null ? null : String(current[field]),
    newValue: String(input.to[field]),
    effectiveDate: input.effectiveDate,
  }));
  if (rows.length === 0) return false;
  await tx.insert(workChange).values(rows);
  if (input.effectiveDate <= businessToday(input.now)) {
    await applyWorkChanges(tx, input.workId, input.kind, input.actorUserId, input.now);
    return true;
  }
  await tx.insert(job).values({
    kind: PERSONNEL_APPLY_JOB,
    payload: { workId: input.workId, kind: input.kind, actorUserId: input.actorUserId },
    runAt: startOfBusinessDay(input.effectiveDate),
  });
  return false;
}

/**
 * Applies a work's recorded changes not yet applied (once: the rows are locked and marked), to a
 * person still employed (在职 or 离职中); a leaver's change lapses and the system log says so.
 * The org unit and its path follow the new store as the tree stands on the day.
 */
export async function applyWorkChanges(
  tx: Tx,
  workId: number,
  kind: TEmployeeHistoryKind,
  actorUserId: number | null,
  now: Date,
) {
  const rows = await tx
    .select()
    .from(workChange)
    .where(and(eq(workChange.workId, workId), isNull(workChange.appliedAt)))
    .for('update');
  if (rows.length === 0) return;
  const employeeRef = rows[0].employeeRef;
  const [person] = await tx
    .select({ status: employee.status, name: employee.name, employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.id, employeeRef));
  await tx
    .update(workChange)
    .set({ appliedAt: now })
    .where(and(eq(workChange.workId, workId), isNull(workChange.appliedAt)));
  if (!person || (person.status !== 1 && person.status !== 4)) {
    await tx.insert(systemLog).values({
      userId: actorUserId,
      action: `employee.${kind}.lapsed`,
      target: `work:${workId}`,
      summary: {
        reason: String(
          msg('personnel.applySkipped', { employee: employeeLabel(person?.name ?? '', person?.employeeId ?? '') }),
        ),
      },
    });
    return;
  }
  const values: Record<string, unknown> = {};
  for (const r of rows) {
    if (r.field === 'shopId' || r.field === 'positionId') values[r.field] = Number(r.newValue);
    else if (r.field === 'rank') values.rank = r.newValue ?? '';
  }
  if (values.shopId !== undefined) {
    const [unit] = await tx
      .select({ id: orgUnit.id, path: orgUnit.path })
      .from(shop)
      .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
      .where(eq(shop.id, values.shopId as number));
    values.orgUnitId = unit.id;
    values.orgPath = unit.path;
  }
  // The history says which work moved the person: 人事异动（调店） 18-000123.
  const [w] = await tx.select({ flowId: work.flowId }).from(work).where(eq(work.id, workId));
  const name = w ? findProcess(w.flowId)?.name : undefined;
  await changeEmployee(tx, employeeRef, values, {
    kind,
    effectiveDate: rows[0].effectiveDate,
    actorUserId,
    workId,
    remark: w && name ? `${name} ${formatFlowNo(w.flowId, workId)}` : null,
  });
}
