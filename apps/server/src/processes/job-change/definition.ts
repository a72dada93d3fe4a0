import { changeKindOf, ErrorCode, msg, type TJobChangeForm, ZJobChangeFormSchema } from '@hris/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { roleHolders } from '../../workflow/assign';
import type { ProcessDefinition } from '../../workflow/types';
import { ADDABLE_ABOVE } from '../shared/nodes';
import {
  assertNoOpenChange,
  currentPlacement,
  effectiveProblem,
  fieldError,
  PERSONNEL_GROUP,
  storePosition,
  writeCurrentPlacement,
} from '../shared/personnel';
import { findTargetEmployee, targetOfPerson } from '../shared/target';
import { scheduleChange } from '../shared/work-changes';

type Form = TJobChangeForm;

const hasSalaryChange = (f: Form) => f.salaryAdjustment > 0;

/** After the region's date confirmation: payroll records a pay change when there is one. */
const afterConfirmation = (f: Form) => (hasSalaryChange(f) ? 3207 : 3208);

/** After head office: the region confirms the date, unless its HR started the change (and entered it). */
const afterHeadOffice = (f: Form) => (f.startedByRegionHr ? afterConfirmation(f) : 3206);

/**
 * 人事异动（调岗） (flow 32). A store HR (or an HR above the store) changes an active store
 * employee's position and/or rank in the same store. 3201 the regional HR reviews (skipped when
 * they started it); 3202 the regional manager approves; 3203 head-office personnel reviews; 3204
 * compensation sets the pay change (promotions and demotions; required above 0 for a promotion);
 * 3205 the HR director approves (promotions only); 3206 the regional HR confirms the effective
 * date; 3207 compensation records the pay change (only when there is one); 3208 head-office HR
 * files it (batch). Finishing records the change on the work and applies it on its date.
 */
export const jobChangeProcess: ProcessDefinition<Form> = {
  flowId: 32,
  group: PERSONNEL_GROUP,
  formSchema: ZJobChangeFormSchema,
  // The person's store HR learns of the new post.
  copiesOnFinish: [{ rule: 'storeHr' }],
  firstNode: (f) => (f.startedByRegionHr ? 3202 : 3201),
  nodes: [
    {
      nodeId: 3201,
      name: '区域HR审核',
      nameEn: 'Regional HR review',
      assignee: 'regionHr',
      addable: ADDABLE_ABOVE.regionHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
    },
    {
      nodeId: 3202,
      name: '区域经理审批',
      nameEn: 'Regional manager approval',
      assignee: 'regionManager',
      addable: ADDABLE_ABOVE.regionManager,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
    },
    {
      nodeId: 3203,
      name: '总部人事部审核',
      nameEn: 'Head-office personnel review',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
      // A lateral move changes no pay and needs no director: straight to the date confirmation.
      next: (f) => (f.changeKind === 'lateral' ? afterHeadOffice(f) : 3204),
    },
    {
      nodeId: 3204,
      name: '总部薪酬审核',
      nameEn: 'Head-office compensation review',
      assignee: 'hqComp',
      addable: ADDABLE_ABOVE.hqComp,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      editable: ['salaryAdjustment'],
      deadlineHours: 72,
      beforeApprove: (f) =>
        f.changeKind === 'promotion' && !hasSalaryChange(f) ? msg('jobChange.salaryRequired') : null,
      next: (f) => (f.changeKind === 'promotion' ? 3205 : afterHeadOffice(f)),
    },
    {
      nodeId: 3205,
      name: '总部HR总监审批',
      nameEn: 'Head-office HR director approval',
      assignee: 'hqDirector',
      addable: ADDABLE_ABOVE.hqDirector,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      // The director decides the promotion with its pay rise.
      reads: ['salaryAdjustment'],
      deadlineHours: 72,
      next: afterHeadOffice,
    },
    {
      nodeId: 3206,
      name: '区域HR确认生效',
      nameEn: 'Regional HR confirms the date',
      assignee: 'regionHr',
      kind: 'confirm',
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      editable: ['effectiveTime'],
      deadlineHours: 72,
      beforeApprove: (f, { today }) => effectiveProblem(f.effectiveTime, today),
      next: afterConfirmation,
    },
    {
      nodeId: 3207,
      name: '总部薪酬登记调薪',
      nameEn: 'Head-office compensation records the pay change',
      assignee: 'hqComp',
      addable: ADDABLE_ABOVE.hqComp,
      actions: ['approve', 'rollback', 'transfer'],
      reads: ['salaryAdjustment'],
    },
    {
      nodeId: 3208,
      name: '总部HR备案',
      nameEn: 'Head-office HR files',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'transfer'],
      batch: true,
    },
  ],

  async prepare(tx, auth, form, { today }) {
    const problem = effectiveProblem(form.effectiveTime, today);
    if (problem) throw fieldError('effectiveTime', problem);
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    await assertNoOpenChange(tx, person);
    // The pay change is head office's to set (3204), not the starter's.
    form.salaryAdjustment = 0;
    await fillPlacement(tx, auth, form, person);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t, previous, { today }) {
    if (form.effectiveTime !== previous.effectiveTime) {
      const problem = effectiveProblem(form.effectiveTime, today);
      if (problem) throw fieldError('effectiveTime', problem);
    }
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== t.employeeRef) throw new AppError(ErrorCode.Validation, msg('personnel.employeeLocked'));
    form.salaryAdjustment = previous.salaryAdjustment;
    await fillPlacement(tx, auth, form, person);
    // A change that became lateral changes no pay.
    if (form.changeKind === 'lateral') form.salaryAdjustment = 0;
  },

  async onComplete({ tx, workId, form, target: t, actorUserId, now }) {
    const f = form as Form;
    const [current] = await tx.select({ shopId: employee.shopId }).from(employee).where(eq(employee.id, t.employeeRef));
    await scheduleChange(tx, {
      workId,
      employeeRef: t.employeeRef,
      to: { shopId: current.shopId!, positionId: f.newPosition, rank: f.newRank },
      effectiveDate: f.effectiveTime,
      kind: 'jobChange',
      actorUserId,
      now,
    });
  },

  rowFields(form) {
    return {
      newPositionName: form.newPositionName,
      newRank: form.newRank,
      changeKind: form.changeKind,
      effectiveTime: form.effectiveTime,
    };
  },
};

type Person = Awaited<ReturnType<typeof findTargetEmployee>>;

/**
 * Writes what the server knows into the form: the person's current store, position and rank, the
 * new position's name, the kind of change (from the ranks) and whether the starter is the store's
 * regional HR.
 */
async function fillPlacement(tx: Tx, auth: AuthContext, form: Form, person: Person) {
  const current = await currentPlacement(tx, person, 'jobChange.notStoreEmployee');
  const p = await storePosition(tx, form.newPosition);
  if (p.id === current.positionId && form.newRank === current.rank)
    throw fieldError('newPosition', msg('jobChange.nothingChanges'));
  writeCurrentPlacement(form, person, current);
  form.newPositionName = p.name;
  form.changeKind = changeKindOf(current.rank, form.newRank);
  const regionHrs = await roleHolders(tx, 'regionHr', { orgPath: person.orgPath, starterUserId: auth.userId });
  form.startedByRegionHr = regionHrs.includes(auth.userId);
}
