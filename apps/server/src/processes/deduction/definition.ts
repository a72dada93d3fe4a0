import {
  deductionTotal,
  ErrorCode,
  employeeLabel,
  msg,
  type TDeductionForm,
  ZDeductionFormSchema,
} from '@hris/contract';
import { AppError } from '../../http/errors';
import type { ProcessDefinition } from '../../workflow/types';
import { ADDABLE_ABOVE } from '../shared/nodes';
import { assertNoRunningWork, findTargetEmployee } from '../shared/target';
import { deduction } from './tables';

const cents = (yuan: number) => Math.round(yuan * 100);

/** Active and resigning staff: a deduction is booked before the last pay. */
const DEDUCTED_STATES = [1, 4] as const;

/**
 * 失物扣款 (flow 8): a store books lost-item, work-clothes, mall meal-fee and mall-fine
 * deductions for one employee and month; the regional HR reviews (801), head-office HR confirms
 * for payroll (802, batch). Finishing books the deduction for the month.
 */
export const deductionProcess: ProcessDefinition<TDeductionForm> = {
  flowId: 8,
  formSchema: ZDeductionFormSchema,
  startStatuses: DEDUCTED_STATES,
  nodes: [
    {
      nodeId: 801,
      name: '区域HR审核',
      nameEn: 'Regional HR review',
      assignee: 'regionHr',
      addable: ADDABLE_ABOVE.regionHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
    },
    {
      nodeId: 802,
      name: '总部HR确认',
      nameEn: 'Head-office HR confirms',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      batch: true,
    },
  ],

  async prepare(tx, auth, form) {
    // Active or resigning staff: the last salary of a leaver still carries deductions.
    const target = await findTargetEmployee(tx, auth, form.employeeId, DEDUCTED_STATES);
    await assertNoRunningWork(
      tx,
      8,
      target.id,
      msg('deduction.subject', { employee: employeeLabel(target.name, target.employeeId) }),
    );
    form.employeeName = target.name;
    form.shopCode = target.shopCode ?? undefined;
    return { employeeRef: target.id, orgUnitId: target.orgUnitId, orgPath: target.orgPath, shopId: target.shopId };
  },

  async revalidate(tx, auth, form, target) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, DEDUCTED_STATES);
    if (person.id !== target.employeeRef) throw new AppError(ErrorCode.Validation, msg('deduction.employeeLocked'));
    form.employeeName = person.name;
    form.shopCode = person.shopCode ?? undefined;
  },

  async onComplete({ tx, workId, form, target }) {
    const f = form as TDeductionForm;
    await tx.insert(deduction).values({
      workId,
      employeeRef: target.employeeRef,
      shopId: target.shopId,
      orgPath: target.orgPath,
      deductionsMonth: f.deductionsMonth,
      lostDdeductions: cents(f.lostDdeductions),
      workClothesDeductions: cents(f.workClothesDeductions),
      marketMealFeeDeductions: cents(f.marketMealFeeDeductions),
      marketFineDeductions: cents(f.marketFineDeductions),
      totalCents: cents(deductionTotal(f)),
      remark: f.remark ?? null,
    });
  },

  rowFields(form) {
    return {
      lostDdeductions: form.lostDdeductions,
      workClothesDeductions: form.workClothesDeductions,
      marketMealFeeDeductions: form.marketMealFeeDeductions,
      marketFineDeductions: form.marketFineDeductions,
      deductionAmount: deductionTotal(form),
      deductionsMonth: form.deductionsMonth,
    };
  },
};
