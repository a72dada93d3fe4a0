import {
  DEDUCTION_EXPORT_COLUMNS,
  DEDUCTION_LIST_FILTERS,
  type DEDUCTION_LIST_SORTS,
  DeductionListPaths,
  deductionProcess,
  employeeLabel,
  formatCents,
  formatFlowNo,
  type TDeductionRow,
  type TDeductionTotals,
  ZDeductionListRequestSchema,
  ZDeductionPageSchema,
} from '@hris/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth-context';
import { scopeWhere } from '../../http/scope';
import { chinaDateTime } from '../../lists/format';
import type { ListSpec } from '../../lists/list-query';
import { monthRange, WORK_LIST_FILTER_COLUMNS } from '../../lists/work-list.query';
import { defineWorkList } from '../../lists/work-lists';
import {
  countDeductions,
  type DeductionListRow,
  type DeductionSums,
  findDeductionPage,
  sumDeductions,
} from './list.repository';
import { deduction } from './tables';

export const DEDUCTION_LIST_SPEC: ListSpec<keyof typeof DEDUCTION_LIST_FILTERS, keyof typeof DEDUCTION_LIST_SORTS> = {
  filterDefs: DEDUCTION_LIST_FILTERS,
  filterColumns: {
    deductionsMonth: monthRange(deduction.deductionsMonth),
    shop: WORK_LIST_FILTER_COLUMNS.shop,
    // Regions (or any org unit) on the org path the deduction recorded at start.
    regionId: {
      build: (f) =>
        f.kind === 'id' ? or(...f.ids.map((id) => sql`${deduction.orgPath} like ${`%/${id}/%`}`)) : undefined,
    },
    employee: WORK_LIST_FILTER_COLUMNS.employee,
  },
  sortKeys: {
    deductionsMonth: { expr: deduction.deductionsMonth, type: 'text' },
    totalAmount: { expr: deduction.totalCents, type: 'int' },
    bookedTime: { expr: deduction.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'deductionsMonth', direction: 'desc' },
  idColumn: deduction.id,
};

/** Booked deductions whose org unit at start lies in the caller's scope (self: their own). */
const deductionScope = (auth: AuthContext): SQL | undefined =>
  scopeWhere(auth, { orgPath: deduction.orgPath, employeeRef: deduction.employeeRef });

export function presentDeductionRow(r: DeductionListRow): TDeductionRow {
  return {
    id: r.id,
    workId: r.workId,
    flowId: deductionProcess.flowId,
    flowNo: formatFlowNo(deductionProcess.flowId, r.workId),
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

/**
 * 失物扣款列表: the booked deductions (finished works only) of the caller's scope, with the sums
 * over the whole filter (SQL, cents exact) and a payroll sheet ending in a 合计 row.
 */
export const deductionList = defineWorkList({
  paths: { page: DeductionListPaths.getDeductionPageList, export: DeductionListPaths.exportDeductionPageList },
  tag: 'Deduction',
  summary: { page: '失物扣款列表（已入账），含筛选范围内合计', export: '导出失物扣款列表（.xlsx，含合计行）' },
  permission: 'Deduction',
  request: ZDeductionListRequestSchema,
  page: ZDeductionPageSchema,
  records: {
    spec: DEDUCTION_LIST_SPEC,
    scope: deductionScope,
    page: findDeductionPage,
    count: countDeductions,
    present: presentDeductionRow,
    export: {
      title: '失物扣款列表',
      action: 'deduction.export',
      columns: DEDUCTION_EXPORT_COLUMNS,
      present: presentDeductionSheetRow,
    },
  },
  totals: { sum: sumDeductions, present: presentDeductionTotals, sheetRow: deductionTotalsSheetRow },
});
