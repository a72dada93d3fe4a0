import { ENUM_LABELS, formatCents, type TSalaryRow } from '@hris/contract';
import { shownEnum } from '../../../http/language';
import { chinaDateTime } from '../../../lists/format';
import { presentEmployeeColumns } from '../shared/employee-sql';
import type { SalaryRow } from './salary.repository';

/** A salary change's figures as the register shows them (two decimals; the change when comparable). */
export function salaryFigures(row: {
  basis: number;
  amountCents: number;
  previousBasis: number | null;
  previousAmountCents: number | null;
}) {
  const amount = Number(row.amountCents);
  const previous = row.previousAmountCents == null ? null : Number(row.previousAmountCents);
  return {
    amount: formatCents(amount),
    previousAmount: previous == null ? null : formatCents(previous),
    changeAmount: previous != null && row.previousBasis === row.basis ? formatCents(amount - previous) : null,
  };
}

export function presentSalaryRow(row: SalaryRow): TSalaryRow {
  return {
    ...presentEmployeeColumns(row),
    id: row.id,
    effectiveDate: row.effectiveDate,
    basis: row.basis,
    basisText: shownEnum(ENUM_LABELS.SALARY_BASIS_TEXT, row.basis),
    ...salaryFigures(row),
    previousBasis: row.previousBasis,
    reason: row.reason,
    importBatchId: row.importBatchId,
    createdByName: row.createdByName,
    createdTime: row.createdAt.toISOString(),
  };
}

export function presentSalarySheetRow(row: SalaryRow) {
  return { ...presentSalaryRow(row), createdTime: chinaDateTime(row.createdAt) };
}
