import {
  addDays,
  addMonths,
  businessToday,
  ErrorCode,
  employeeLabel,
  INDUCTION_TYPES,
  identityNumberFacts,
  msg,
  preEntryTimeProblem,
  type TStaffEntryForm,
  ZStaffEntryFormSchema,
} from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sealedEquals } from '../../db/pii-crypto';
import { employee, orgUnit, position, shop } from '../../db/schema';
import { AppError } from '../../http/errors';
import { inScope } from '../../http/scope';
import { changeEmployee } from '../../modules/employee/employee-changes';
import type { ProcessDefinition, WorkTarget } from '../../workflow/types';
import { ADDABLE_ABOVE } from '../shared/nodes';

/**
 * 员工入职 (flow 12). The store HR starts it for a new store employee, who exists from then on
 * with status 3 (入职中). Regional HR reviews (1201), head-office HR approves (1202), regional
 * HR confirms the actual arrival date the store reports (1203), head-office HR files the record
 * (1204, batch).
 * Completion makes the employee active with probation and contract dates; termination records
 * a cancelled hire (status 0, leave type 取消入职, no entry date: never a departure).
 * The form schema holds the person (identity number, gender, 16 on the first day) and an arrival
 * not after today; the start (and a resubmission that moves it) keeps 预计入职日期 within 30 days
 * before and a year after today; 1204 files no one who has not arrived yet.
 */
export const staffEntryProcess: ProcessDefinition<TStaffEntryForm> = {
  flowId: 12,
  formSchema: ZStaffEntryFormSchema,
  nodes: [
    {
      nodeId: 1201,
      name: '区域HR审核',
      nameEn: 'Regional HR review',
      assignee: 'regionHr',
      addable: ADDABLE_ABOVE.regionHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 48,
    },
    {
      nodeId: 1202,
      name: '总部HR审批',
      nameEn: 'Head-office HR approval',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
    },
    {
      nodeId: 1203,
      name: '区域HR确认到岗',
      nameEn: 'Regional HR confirms arrival',
      assignee: 'regionHr',
      kind: 'confirm',
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      editable: ['entryDate', 'isArrivalTimeTitle', 'remark'],
      beforeApprove: (f, { today }) => {
        if (!f.entryDate) return msg('staffEntry.entryDateRequired');
        return f.entryDate > today ? msg('staffEntry.entryDateInFuture') : null;
      },
    },
    {
      nodeId: 1204,
      name: '总部HR建档',
      nameEn: 'Head-office HR files the record',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'transfer'],
      batch: true,
      // Completion makes the person 在职 from the arrival date: not before they have arrived.
      beforeApprove: (f, { today }) => {
        if (f.entryDate) return f.entryDate > today ? msg('staffEntry.notArrived', { date: f.entryDate }) : null;
        return f.preEntryTime > today ? msg('staffEntry.notArrivedExpected', { date: f.preEntryTime }) : null;
      },
    },
  ],

  async prepare(tx, auth, form, { today }) {
    assertPreEntryTime(form.preEntryTime, today);
    const place = await resolvePlace(tx, form);
    if (!inScope(auth, { orgPath: place.orgPath }))
      throw new AppError(ErrorCode.Validation, msg('staffEntry.shopOutOfScope', { shopCode: form.shopCode }));
    await assertMayJoin(tx, form.identityNumber, null);
    // Employee numbers are sequential; the lock keeps two onboardings from taking the same one.
    await tx.execute(sql`select pg_advisory_xact_lock(7012001)`);
    const [{ maxId }] = await tx
      .select({ maxId: sql<string | null>`max(${employee.employeeId})` })
      .from(employee)
      .where(sql`${employee.employeeId} ~ '^E[0-9]{6}$'`);
    const nextNumber = `E${String(Number((maxId ?? 'E100000').slice(1)) + 1).padStart(6, '0')}`;
    const [created] = await tx
      .insert(employee)
      .values({
        employeeId: nextNumber,
        name: form.name,
        gender: form.gender,
        identityNumber: form.identityNumber,
        phone: form.phone,
        birthDate: identityNumberFacts(form.identityNumber).birthDate,
        employeeType: 'store',
        status: 3,
        orgUnitId: place.orgUnitId,
        orgPath: place.orgPath,
        shopId: place.shopId,
        positionId: form.positionId,
        rank: form.rank,
        entryDate: form.preEntryTime,
      })
      .returning({ id: employee.id });
    form.employeeRef = created.id;
    form.employeeId = nextNumber;
    form.shopName = place.shopName;
    form.positionName = place.positionName;
    return { employeeRef: created.id, orgUnitId: place.orgUnitId, orgPath: place.orgPath, shopId: place.shopId };
  },

  /** The starter corrected the form after a rollback: the onboarding record follows. */
  async revalidate(tx, auth, form, target, previous, { today }) {
    // An expected day kept from the start may have slipped into the past since; a new one may not.
    if (form.preEntryTime !== previous.preEntryTime) assertPreEntryTime(form.preEntryTime, today);
    const place = await resolvePlace(tx, form);
    if (place.shopId !== target.shopId) throw new AppError(ErrorCode.Validation, msg('staffEntry.shopLocked'));
    await assertMayJoin(tx, form.identityNumber, target.employeeRef);
    await changeEmployee(
      tx,
      target.employeeRef,
      {
        name: form.name,
        gender: form.gender,
        identityNumber: form.identityNumber,
        phone: form.phone,
        positionId: form.positionId,
        rank: form.rank,
        entryDate: form.entryDate ?? form.preEntryTime,
      },
      { kind: 'entry', effectiveDate: form.preEntryTime, actorUserId: auth.userId, remark: '入职信息修改' },
    );
    form.positionName = place.positionName;
  },

  async onComplete({ tx, workId, form, target, actorUserId }) {
    const f = form as TStaffEntryForm;
    const entry = f.entryDate ?? f.preEntryTime;
    const probationEnd = f.probationMonths > 0 ? addDays(addMonths(entry, f.probationMonths), -1) : null;
    const contractEnd = addDays(addMonths(entry, f.contractYears * 12), -1);
    await changeEmployee(
      tx,
      target.employeeRef,
      {
        status: 1,
        entryDate: entry,
        probationBeginDate: f.probationMonths > 0 ? entry : null,
        probationEndDate: probationEnd,
        contractBeginDate: entry,
        contractEndDate: contractEnd,
      },
      { kind: 'entry', effectiveDate: entry, workId, actorUserId, remark: '入职办结' },
    );
  },

  async onTerminate({ tx, workId, target, actorUserId, now }) {
    // A hire that never started: no entry date, leave type 取消入职 (not a departure in turnover).
    const today = businessToday(now);
    await changeEmployee(
      tx,
      target.employeeRef,
      { status: 0, entryDate: null, leaveDate: today, leaveType: '取消入职' },
      { kind: 'cancelEntry', effectiveDate: today, workId, actorUserId, remark: '取消入职' },
    );
  },

  rowFields(form) {
    return {
      inductionType: INDUCTION_TYPES.find((t) => t.value === form.inductionType)?.label ?? form.inductionType,
      preEntryTime: form.preEntryTime,
      entryDate: form.entryDate ?? null,
      employeeType: '门店员工',
      position: form.positionName ?? null,
      rank: form.rank,
      isArrivalTimeTitle: form.isArrivalTimeTitle == null ? null : form.isArrivalTimeTitle ? '是' : '否',
    };
  },
};

async function resolvePlace(tx: Tx, form: TStaffEntryForm) {
  const [s] = await tx
    .select({
      shopId: shop.id,
      shopName: shop.name,
      isOpen: shop.isOpen,
      orgUnitId: shop.orgUnitId,
      orgPath: orgUnit.path,
    })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .where(eq(shop.code, form.shopCode));
  if (!s) throw new AppError(ErrorCode.Validation, msg('staffEntry.shopNotFound', { shopCode: form.shopCode }));
  if (!s.isOpen) throw new AppError(ErrorCode.Validation, msg('staffEntry.shopClosed', { shopCode: form.shopCode }));
  const [p] = await tx
    .select({ name: position.name, employeeType: position.employeeType, isActive: position.isActive })
    .from(position)
    .where(eq(position.id, form.positionId));
  if (!p?.isActive) throw new AppError(ErrorCode.Validation, msg('staffEntry.positionUnavailable'));
  if (p.employeeType !== 'store') {
    throw new AppError(ErrorCode.Validation, msg('staffEntry.notStorePosition', { name: p.name }));
  }
  return { ...s, positionName: p.name } satisfies Partial<WorkTarget> & Record<string, unknown>;
}

/** Never rehire (dishonorable discharge), and no second active record for one person. */
async function assertMayJoin(tx: Tx, identityNumber: string, self: number | null) {
  const rows = await tx
    .select({
      id: employee.id,
      name: employee.name,
      employeeId: employee.employeeId,
      status: employee.status,
      dishonorable: employee.dishonorableDischarge,
      leaveType: employee.leaveType,
    })
    .from(employee)
    .where(sealedEquals(employee.identityNumber, identityNumber));
  const others = rows.filter((r) => r.id !== self);
  const banned = others.find((r) => r.dishonorable === 1);
  // Worded by how they really left (辞职, 辞退 …), not as if every one had been dismissed.
  if (banned)
    throw new AppError(
      ErrorCode.Validation,
      msg('staffEntry.identityBanned', { leaveType: banned.leaveType ?? msg('staff.leaveTypeUnknown') }),
    );
  const active = others.find((r) => [1, 2, 3, 4].includes(r.status));
  if (active)
    throw new AppError(
      ErrorCode.Validation,
      msg('staffEntry.identityActive', { employee: employeeLabel(active.name, active.employeeId) }),
    );
}

/** 预计入职日期 as the starter enters it: within the window around `today` (preEntryTimeProblem). */
function assertPreEntryTime(preEntryTime: string, today: string) {
  const problem = preEntryTimeProblem(preEntryTime, today);
  if (!problem) return;
  const label = msg('staffEntry.preEntryTimeLabel');
  const message = msg('common.sharedRule', { text: problem });
  throw new AppError(ErrorCode.Validation, msg('request.fieldProblem', { label, message }), {
    details: { fields: [{ field: 'preEntryTime', label, message }] },
  });
}
