import {
  formatCents,
  type TWelfareRow,
  type TWelfareTotals,
  WELFARE_EXPORT_COLUMNS,
  WELFARE_LIST_FILTERS,
  type WELFARE_LIST_SORTS,
  WelfareListPaths,
  welfareCategoryTitle,
  welfareProcess,
  ZWelfareListRequestSchema,
  ZWelfarePageSchema,
} from '@hris/contract';
import { count, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { work } from '../../db/schema';
import type { ListSpec } from '../../lists/list-query';
import { type Form, formField, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import { formChoice, WORK_LIST_FILTER_COLUMNS, workListScope, workStartedSort } from '../../lists/work-list.query';
import { aggregateWorks, countWorks, workPage } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';
import { welfareClaim } from './tables';

export const WELFARE_LIST_SPEC: ListSpec<keyof typeof WELFARE_LIST_FILTERS, keyof typeof WELFARE_LIST_SORTS> = {
  filterDefs: WELFARE_LIST_FILTERS,
  filterColumns: { ...WORK_LIST_FILTER_COLUMNS, treatmentCategory: formChoice('treatmentCategory') },
  sortKeys: { startedTime: workStartedSort },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

/** The amount head office booked (cents), read by the claim's work (welfare_claim_work_uq). */
const bookedCents = sql<
  number | null
>`(select ${welfareClaim.amountCents} from ${welfareClaim} where ${welfareClaim.workId} = ${work.id})`;

/** A benefit claim: the work with the amount its claim booked. */
export const findWelfarePage = workPage({ bookedCents });
export type WelfareListRow = Awaited<ReturnType<typeof findWelfarePage>>[number];

/** How many claims `where` selects, how many are booked and their amount (cents, exact). */
export async function sumWelfare(db: Executor, where: SQL | undefined) {
  const row = await aggregateWorks(db, where, {
    n: count(),
    booked: sql<string>`count(${bookedCents})::text`,
    cents: sql<string>`coalesce(sum(${bookedCents}), 0)::text`,
  });
  return { count: Number(row?.n ?? 0), bookedCount: Number(row?.booked ?? 0), bookedCents: Number(row?.cents ?? 0) };
}
export type WelfareSums = Awaited<ReturnType<typeof sumWelfare>>;

/** The form's amount (yuan) as cents; 0 when the form has none. */
function formCents(form: Form) {
  const yuan = Number(form.amount);
  return Number.isFinite(yuan) ? Math.round(yuan * 100) : 0;
}

export function presentWelfareRow(r: WelfareListRow): TWelfareRow {
  const form = (r.formData ?? {}) as Form;
  const category = form.treatmentCategory === 0 || form.treatmentCategory === 1 ? form.treatmentCategory : null;
  const marryDate = formField(form, 'marryDate');
  const childrenName = formField(form, 'childrenName');
  const booked = r.bookedCents != null;
  return Object.assign(presentWorkListRow(r), {
    treatmentCategory: category,
    treatmentCategoryTitle: welfareCategoryTitle(category),
    marryDate,
    childrenName,
    eventText: category === 0 ? marryDate : childrenName,
    amount: formatCents(booked ? Number(r.bookedCents) : formCents(form)),
    booked,
  });
}

export function presentWelfareTotals(s: WelfareSums): TWelfareTotals {
  return { count: s.count, bookedCount: s.bookedCount, bookedAmount: formatCents(s.bookedCents) };
}

/** The sheet's row: the amount as a number of yuan, times in China. */
export function presentWelfareSheetRow(r: WelfareListRow) {
  const row = presentWelfareRow(r);
  return { ...sheetTimes(row, r), amount: Number(row.amount) };
}

/** The sheet's last row: 合计 of the booked amounts over the whole filter. */
export function welfareTotalsSheetRow(s: WelfareSums) {
  return { flowNo: '合计', employeeId: `${s.bookedCount}条已发放`, amount: Number(formatCents(s.bookedCents)) };
}

/**
 * 婚育福利列表 (/infotatistics/welfare-list): the claims of the caller's scope with the booked
 * amounts and their sum. The spec gives it no permission key of its own: the section's, Infotatistics.
 */
export const welfareList = defineWorkList({
  paths: { page: WelfareListPaths.getWelfarePageList, export: WelfareListPaths.exportWelfarePageList },
  tag: 'Welfare',
  summary: { page: '婚育福利列表，含筛选范围内已发放金额合计', export: '导出婚育福利列表（.xlsx，含合计行）' },
  permission: 'Infotatistics',
  request: ZWelfareListRequestSchema,
  page: ZWelfarePageSchema,
  records: {
    spec: WELFARE_LIST_SPEC,
    scope: workListScope([welfareProcess.flowId]),
    page: findWelfarePage,
    count: countWorks,
    present: presentWelfareRow,
    export: {
      title: '婚育福利列表',
      action: 'welfare.export',
      columns: WELFARE_EXPORT_COLUMNS,
      present: presentWelfareSheetRow,
    },
  },
  totals: { sum: sumWelfare, present: presentWelfareTotals, sheetRow: welfareTotalsSheetRow },
});
