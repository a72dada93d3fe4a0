import {
  dimissionMonthOf,
  dimissionReasonLabel,
  dimissionTypeLabel,
  employeeLabel,
  formatCents,
  formatFlowNo,
  INDUCTION_TYPES,
  STAFF_ENTRY_STATUS_TEXT,
  type TDeductionRow,
  type TDeductionTotals,
  type TStaffEntryRow,
  type TStaffTurnoverModifyRow,
  type TStaffTurnoverRow,
} from '@hris/contract';
import { chinaDateTime } from '../../lists/format';
import { type Form, formField, formOption, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import type { WorkListRow } from '../../lists/work-list.repository';
import type { DeductionListRow, DeductionSums } from './statistics-lists.repository';

const INDUCTION_TYPE_VALUES = INDUCTION_TYPES.map((t) => t.value);

/** 离职月份: the form's, or the month of the last working day for a form written before it was kept. */
export function dimissionMonthOfForm(form: Form): string {
  const month = formField(form, 'dimissionMonth');
  if (month) return month;
  const last = formField(form, 'lastWorkingDay');
  return last ? dimissionMonthOf(last) : '';
}

export function presentStaffTurnoverRow(r: WorkListRow): TStaffTurnoverRow {
  const form = (r.formData ?? {}) as Form;
  const type = formField(form, 'dimissionType');
  const reason = formField(form, 'dimissionReason');
  const neverRehire = form.dishonorableDischarge === 1 || form.dishonorableDischarge === '1';
  return {
    ...presentWorkListRow(r),
    positionName: formField(form, 'positionName'),
    entryDate: formField(form, 'entryDate'),
    lastWorkingDay: formField(form, 'lastWorkingDay'),
    dimissionMonth: dimissionMonthOfForm(form),
    dimissionType: type,
    dimissionTypeText: dimissionTypeLabel(type),
    dimissionReason: reason,
    dimissionReasonText: dimissionReasonLabel(type, reason, formField(form, 'dimissionResetReason')),
    dishonorableDischarge: neverRehire,
    dishonorableDischargeText: neverRehire ? '是' : '否',
  };
}

type Change = { field: string; label: string; old: string; new: string };

function formChanges(form: Form): Change[] {
  if (!Array.isArray(form.changes)) return [];
  return form.changes.flatMap((c) => {
    if (typeof c !== 'object' || c === null) return [];
    const change = c as Form;
    return [
      {
        field: formField(change, 'field'),
        label: formField(change, 'label') || formField(change, 'field'),
        old: formField(change, 'old'),
        new: formField(change, 'new'),
      },
    ];
  });
}

/** 变更内容 as text: "离职类型：辞职 → 协商解除", one change a line. */
export const changesText = (changes: readonly Change[]) =>
  changes.map((c) => `${c.label}：${c.old || '—'} → ${c.new || '—'}`).join('\n');

export function presentStaffTurnoverModifyRow(r: WorkListRow): TStaffTurnoverModifyRow {
  const form = (r.formData ?? {}) as Form;
  const changes = formChanges(form);
  const resignationWorkId =
    typeof form.resignationWorkId === 'number' && Number.isInteger(form.resignationWorkId)
      ? form.resignationWorkId
      : null;
  return {
    ...presentWorkListRow(r),
    resignationWorkId,
    resignationFlowNo:
      formField(form, 'resignationFlowNo') || (resignationWorkId ? formatFlowNo(15, resignationWorkId) : ''),
    changes,
    changesText: changesText(changes),
    reason: formField(form, 'reason'),
  };
}

export function presentStaffEntryRow(r: WorkListRow): TStaffEntryRow {
  const form = (r.formData ?? {}) as Form;
  const row = presentWorkListRow(r);
  const type = formOption(form, 'inductionType', INDUCTION_TYPE_VALUES);
  const onTime = typeof form.isArrivalTimeTitle === 'boolean' ? form.isArrivalTimeTitle : null;
  return {
    ...row,
    // The onboarding's person: the form's name before the record is read (it exists from the start).
    employeeName: row.employeeName || formField(form, 'name'),
    employeeLabel: row.employeeLabel || formField(form, 'name'),
    statusText: STAFF_ENTRY_STATUS_TEXT[row.status],
    inductionType: type,
    inductionTypeText: INDUCTION_TYPES.find((t) => t.value === type)?.label ?? '',
    preEntryTime: formField(form, 'preEntryTime'),
    entryDate: formField(form, 'entryDate'),
    positionName: formField(form, 'positionName'),
    rank: formField(form, 'rank'),
    isArrivalTime: onTime,
    isArrivalTimeText: onTime === null ? '' : onTime ? '是' : '否',
  };
}

export function presentDeductionRow(r: DeductionListRow): TDeductionRow {
  return {
    id: r.id,
    workId: r.workId,
    flowId: 8,
    flowNo: formatFlowNo(8, r.workId),
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    employeeLabel: employeeLabel(r.employeeName, r.employeeId),
    shopCode: r.shopCode ?? '',
    shopName: r.shopName ?? '',
    regionName: r.regionName ?? '',
    deductionsMonth: r.deductionsMonth,
    lostDdeductions: formatCents(r.lostCents),
    workClothesDeductions: formatCents(r.workClothesCents),
    marketMealFeeDeductions: formatCents(r.marketMealFeeCents),
    marketFineDeductions: formatCents(r.marketFineCents),
    totalAmount: formatCents(r.totalCents),
    remark: r.remark ?? '',
    bookedTime: r.bookedAt.toISOString(),
  };
}

export function presentDeductionTotals(s: DeductionSums): TDeductionTotals {
  return {
    count: s.count,
    lostDdeductions: formatCents(s.lostCents),
    workClothesDeductions: formatCents(s.workClothesCents),
    marketMealFeeDeductions: formatCents(s.marketMealFeeCents),
    marketFineDeductions: formatCents(s.marketFineCents),
    totalAmount: formatCents(s.totalCents),
  };
}

/** Cents as a sheet's number of yuan (the nearest double to the two-decimal amount: cents exact). */
const yuan = (cents: number) => Number(formatCents(cents));

/** The payroll sheet's row: amounts as numbers, the booking time in China. */
export function presentDeductionSheetRow(r: DeductionListRow) {
  return {
    ...presentDeductionRow(r),
    lostDdeductions: yuan(r.lostCents),
    workClothesDeductions: yuan(r.workClothesCents),
    marketMealFeeDeductions: yuan(r.marketMealFeeCents),
    marketFineDeductions: yuan(r.marketFineCents),
    totalAmount: yuan(r.totalCents),
    bookedTime: chinaDateTime(r.bookedAt),
  };
}

/** The sheet's last row: 合计 over the whole filter. */
export function deductionTotalsSheetRow(s: DeductionSums) {
  return {
    deductionsMonth: '合计',
    employeeId: `${s.count}条`,
    lostDdeductions: yuan(s.lostCents),
    workClothesDeductions: yuan(s.workClothesCents),
    marketMealFeeDeductions: yuan(s.marketMealFeeCents),
    marketFineDeductions: yuan(s.marketFineCents),
    totalAmount: yuan(s.totalCents),
  };
}

export const presentStaffTurnoverSheetRow = (r: WorkListRow) => sheetTimes(presentStaffTurnoverRow(r), r);
export const presentStaffTurnoverModifySheetRow = (r: WorkListRow) => sheetTimes(presentStaffTurnoverModifyRow(r), r);
export const presentStaffEntrySheetRow = (r: WorkListRow) => sheetTimes(presentStaffEntryRow(r), r);
