import { PAYROLL_ADJUSTMENT_HEADER, PAYROLL_DEDUCTION_HEADER, PAYROLL_SHEETS, SALARY_BASIS_TEXT } from '@hris/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db/client';
import { employee, salaryAdjustment, shop } from '../../db/schema';
import { neutralizeFormula } from '../../http/xlsx-stream';
import { deduction } from '../../processes/deduction/tables';
import { type FeedWindow, recordedIn } from './directory-feed';

const yuan = (cents: number | null) => (cents == null ? null : cents / 100);

/**
 * When a salary adjustment reaches payroll: when it was recorded, or the start of its effective
 * day in China when that is later (an adjustment entered ahead of time waits for its day).
 */
const adjustmentDue = sql`greatest(${salaryAdjustment.createdAt}, (${salaryAdjustment.effectiveDate}::timestamp at time zone 'Asia/Shanghai'))`;

/** The booked deductions (失物扣款 works finished) recorded in the window, oldest first. */
export function payrollDeductions(db: Executor, window: FeedWindow) {
  return db
    .select({
      employeeId: employee.employeeId,
      name: employee.name,
      shopCode: shop.code,
      shopName: shop.name,
      month: deduction.deductionsMonth,
      lost: deduction.lostDdeductions,
      clothes: deduction.workClothesDeductions,
      meal: deduction.marketMealFeeDeductions,
      fine: deduction.marketFineDeductions,
      total: deduction.totalCents,
      remark: deduction.remark,
    })
    .from(deduction)
    .innerJoin(employee, eq(employee.id, deduction.employeeRef))
    .leftJoin(shop, eq(shop.id, deduction.shopId))
    .where(and(...recordedIn(deduction.createdAt, window)))
    .orderBy(asc(deduction.createdAt), asc(deduction.id));
}

/** The salary adjustments that became effective in the window (see adjustmentDue), oldest first. */
export function payrollAdjustments(db: Executor, window: FeedWindow) {
  const where: SQL[] = [sql`${adjustmentDue} <= ${window.to.toISOString()}::timestamptz`];
  if (window.from) where.push(sql`${adjustmentDue} > ${window.from.toISOString()}::timestamptz`);
  return db
    .select({
      employeeId: employee.employeeId,
      name: employee.name,
      effectiveDate: salaryAdjustment.effectiveDate,
      basis: salaryAdjustment.basis,
      amount: salaryAdjustment.amountCents,
      previousBasis: salaryAdjustment.previousBasis,
      previousAmount: salaryAdjustment.previousAmountCents,
      reason: salaryAdjustment.reason,
    })
    .from(salaryAdjustment)
    .innerJoin(employee, eq(employee.id, salaryAdjustment.employeeRef))
    .where(and(...where))
    .orderBy(asc(salaryAdjustment.effectiveDate), asc(salaryAdjustment.id));
}

/**
 * The payroll file of a window: sheet 扣款 (one row per booked deduction, amounts in yuan) and
 * sheet 调薪 (one row per effective adjustment). Returns the bytes and the row counts.
 */
export async function payrollWorkbook(db: Executor, window: FeedWindow) {
  const deductions = await payrollDeductions(db, window);
  const adjustments = await payrollAdjustments(db, window);
  const workbook = new ExcelJS.Workbook();
  const text = (v: string | null) => (v == null ? '' : neutralizeFormula(v));
  const basis = (v: number | null) => (v == null ? '' : (SALARY_BASIS_TEXT[v] ?? String(v)));
  const first = workbook.addWorksheet(PAYROLL_SHEETS.deductions);
  first.addRow([...PAYROLL_DEDUCTION_HEADER]);
  for (const d of deductions) {
    first.addRow([
      d.employeeId,
      text(d.name),
      d.shopCode ?? '',
      text(d.shopName),
      d.month,
      yuan(d.lost),
      yuan(d.clothes),
      yuan(d.meal),
      yuan(d.fine),
      yuan(d.total),
      text(d.remark),
    ]);
  }
  const second = workbook.addWorksheet(PAYROLL_SHEETS.adjustments);
  second.addRow([...PAYROLL_ADJUSTMENT_HEADER]);
  for (const a of adjustments) {
    second.addRow([
      a.employeeId,
      text(a.name),
      a.effectiveDate,
      basis(a.basis),
      yuan(a.amount),
      basis(a.previousBasis),
      yuan(a.previousAmount),
      text(a.reason),
    ]);
  }
  for (const sheet of [first, second]) {
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column) => {
      column.width = 14;
    });
  }
  return {
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
    deductions: deductions.length,
    adjustments: adjustments.length,
  };
}
