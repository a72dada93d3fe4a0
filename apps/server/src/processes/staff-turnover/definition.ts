import {
  businessToday,
  dimissionMonthOf,
  ErrorCode,
  employeeLabel,
  formatFlowNo,
  msg,
  type TStaffTurnoverForm,
  ZStaffTurnoverFormSchema,
} from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { appUser, employee } from '../../db/schema';
import { AppError } from '../../http/errors';
import { changeEmployee } from '../../modules/employee/employee-changes';
import { roleHolders } from '../../workflow/assign';
import { SYSTEM_ACCOUNT } from '../../workflow/system-actor';
import type { ProcessDefinition } from '../../workflow/types';
import { threePeriodEndAt } from '../contract-renewal/facts';
import { headOfficeApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { assertNoRunningWork, findTargetEmployee, targetOfPerson } from '../shared/target';
import { scheduleLeaving } from './effects';
import { type ResignationFacts, resignationFacts } from './facts';

type Form = TStaffTurnoverForm;

/** What the regional HR may correct at 1501 (a work the system started comes with defaults). */
const CHOICE = [
  'lastWorkingDay',
  'dimissionType',
  'dimissionReason',
  'dimissionResetReason',
  'dishonorableDischarge',
  'dishonorableRemark',
] as const;

/**
 * 员工离职 (flow 15). The store HR (or an HR whose scope holds the employee) starts it for an
 * active employee, or the system does when a renewal ends without a new contract, a probation
 * evaluation fails or a violation ends in termination. Starting makes the employee 离职中 (4).
 * 1501 the regional HR reviews and may correct the departure (skipped when the starter is that
 * HR); 1502 head-office HR approves; 1503 the store HR confirms the handover. Finishing makes the
 * employee 离职 (0) on the last working day (now, or the `resignation.apply` job on that day): the
 * contract in force ends, and a leaver with an HRIS account has their to-dos moved, sessions
 * ended and account disabled. Terminating restores 在职 (1).
 */
export const staffTurnoverProcess: ProcessDefinition<Form> = {
  flowId: 15,
  formSchema: ZStaffTurnoverFormSchema,
  // The region's manager learns of every resignation.
  copiesOnFinish: [{ rule: 'regionManager' }],
  firstNode: (f) => (f.reviewedByStarter ? 1502 : 1501),
  nodes: [
    regionalHrReview(1501, {
      editable: CHOICE,
      onApprove: (tx, f, { today, target }) => settle(tx, f, target.employeeRef, today),
    }),
    headOfficeApproval(1502, {
      onApprove: (tx, f, { today, target }) => settle(tx, f, target.employeeRef, today),
    }),
    {
      nodeId: 1503,
      name: '门店HR确认交接',
      nameEn: 'Store HR confirms the handover',
      assignee: 'storeHr',
      kind: 'confirm',
      fallback: ['regionHr', 'hqHr'],
      actions: ['approve', 'rollback', 'transfer'],
      editable: ['handoverConfirmed', 'handoverRemark', 'handoverUserId'],
      beforeApprove: (f) => (f.handoverConfirmed ? null : msg('resignation.handoverRequired')),
      onApprove: (tx, f, { target }) => checkHandoverUser(tx, f, target.employeeRef),
      next: () => null,
    },
  ],

  async prepare(tx, auth, form, { today }) {
    const bySystem = auth.account === SYSTEM_ACCOUNT;
    // The system sends someone already 离职中 (a renewal not renewed of earlier versions) too.
    const person = await findTargetEmployee(tx, auth, form.employeeId, bySystem ? [1, 4] : [1]);
    await assertNoRunningWork(
      tx,
      15,
      person.id,
      msg('resignation.subject', { employee: employeeLabel(person.name, person.employeeId) }),
    );
    form.startedBySystem = bySystem;
    if (!bySystem) {
      form.sourceFlowId = undefined;
      form.sourceWorkId = undefined;
    }
    await settle(tx, form, person.id, today);
    const reviewers = bySystem ? [] : await roleHolders(tx, 'regionHr', { orgPath: person.orgPath, starterUserId: 0 });
    form.reviewedByStarter = reviewers.includes(auth.userId);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t, previous, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [4]);
    if (person.id !== t.employeeRef) throw new AppError(ErrorCode.Validation, msg('personnel.employeeLocked'));
    form.startedBySystem = previous.startedBySystem;
    form.sourceFlowId = previous.sourceFlowId;
    form.sourceWorkId = previous.sourceWorkId;
    form.reviewedByStarter = previous.reviewedByStarter;
    await settle(tx, form, person.id, today);
  },

  async onStarted({ tx, workId, target, actorUserId, now }) {
    await changeEmployee(
      tx,
      target.employeeRef,
      { status: 4 },
      {
        kind: 'resignation',
        effectiveDate: businessToday(now),
        actorUserId,
        workId,
        remark: String(msg('resignation.leftRemark', { flowNo: formatFlowNo(15, workId) })),
      },
    );
  },

  async onComplete({ tx, workId, form, target, actorUserId, now }) {
    await scheduleLeaving(tx, { workId, form: form as Form, employeeRef: target.employeeRef, actorUserId, now });
  },

  async onTerminate({ tx, workId, target, actorUserId, now }) {
    const [person] = await tx
      .select({ status: employee.status })
      .from(employee)
      .where(eq(employee.id, target.employeeRef));
    if (person?.status !== 4) return;
    await changeEmployee(
      tx,
      target.employeeRef,
      { status: 1 },
      {
        kind: 'resignation',
        effectiveDate: businessToday(now),
        actorUserId,
        workId,
        remark: `${String(msg('resignation.leftRemark', { flowNo: formatFlowNo(15, workId) }))}：终止`,
      },
    );
  },

  rowFields(form) {
    return {
      shopName: form.shopName,
      dimissionMonth: form.dimissionMonth,
      lastWorkingDay: form.lastWorkingDay,
      dimissionType: form.dimissionType,
      dimissionReason: form.dimissionReason,
      dimissionResetReason: form.dimissionResetReason,
      dishonorableDischarge: form.dishonorableDischarge,
    };
  },
};

/**
 * The rules of a departure against Basic data, at the start and at each review (the facts may
 * have changed since): the last working day not before this month nor the entry; no dismissal
 * (被动离职) of a 三期 employee, on the day it is decided or on the last working day. Writes the
 * facts into the form for every later step to show.
 */
async function settle(tx: Tx, form: Form, employeeRef: number, today: string) {
  const facts = await resignationFacts(tx, employeeRef, today);
  const first = `${today.slice(0, 7)}-01`;
  if (form.lastWorkingDay < first) throw fieldError('lastWorkingDay', msg('resignation.beforeMonthStart', { first }));
  if (facts.entryDate && form.lastWorkingDay < facts.entryDate)
    throw fieldError('lastWorkingDay', msg('resignation.beforeEntry', { entryDate: facts.entryDate }));
  const periodEnd = facts.threePeriodEndDay || threePeriodEndAt(facts.periods, form.lastWorkingDay) || '';
  if (form.dimissionType === 'passive' && periodEnd)
    throw fieldError(
      'dimissionType',
      msg('resignation.threePeriodsPassive', {
        employee: employeeLabel(facts.employeeName, facts.employeeId),
        end: periodEnd,
      }),
    );
  fill(form, facts, periodEnd);
}

function fill(form: Form, facts: ResignationFacts, periodEnd: string) {
  form.dimissionMonth = dimissionMonthOf(form.lastWorkingDay);
  form.employeeName = facts.employeeName;
  form.shopCode = facts.shopCode || undefined;
  form.shopName = facts.shopName;
  form.regionName = facts.regionName || undefined;
  form.positionName = facts.positionName;
  form.entryDate = facts.entryDate || undefined;
  form.contractEndDay = facts.contractEndDay || undefined;
  form.isThreePeriodsTitle = periodEnd ? '是' : '否';
  form.threePeriodEndDay = periodEnd || undefined;
  form.isUser = facts.userId !== null;
  if (form.dimissionReason !== 'other') form.dimissionResetReason = '';
  if (form.dishonorableDischarge !== 1) form.dishonorableRemark = '';
}

/** 待办接手人, when chosen: an enabled user other than the leaver. */
async function checkHandoverUser(tx: Tx, form: Form, employeeRef: number) {
  form.handoverUserName = undefined;
  if (!form.handoverUserId) return;
  const [u] = await tx
    .select({ employeeRef: appUser.employeeRef, name: appUser.displayName })
    .from(appUser)
    .where(and(eq(appUser.id, form.handoverUserId), eq(appUser.isEnabled, true)));
  if (!u || u.employeeRef === employeeRef)
    throw fieldError('handoverUserId', msg('resignation.handoverUserUnavailable'));
  form.handoverUserName = u.name;
}
