import { DEDUCTION_FIELDS } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

export type DeductionKey = (typeof DEDUCTION_FIELDS)[number]['key'];
export const DEDUCTION_KEYS: readonly DeductionKey[] = DEDUCTION_FIELDS.map((f) => f.key);

/** The label of a deduction kind in the interface language (the contract carries both). */
export function deductionLabel(field: (typeof DEDUCTION_FIELDS)[number], language: string): string {
  return language.startsWith('en') ? field.labelEn : field.label;
}

/** What the antd form holds. Amounts stay text (CashInput); the month is a Dayjs. */
export interface DeductionValues {
  employeeId?: string;
  employeeName?: string;
  deductionsMonth?: Dayjs | null;
  lostDdeductions?: string;
  workClothesDeductions?: string;
  marketMealFeeDeductions?: string;
  marketFineDeductions?: string;
  remark?: string;
}

export const DEDUCTION_FORM_FIELDS = ['employeeId', 'deductionsMonth', ...DEDUCTION_KEYS, 'remark'] as const;

/** Form values → the contract's input shape (ZDeductionFormSchema parses it). */
export function toDeductionInput(values: DeductionValues): Record<string, unknown> {
  return {
    employeeId: values.employeeId ?? '',
    ...(values.employeeName ? { employeeName: values.employeeName } : {}),
    deductionsMonth: values.deductionsMonth ? values.deductionsMonth.format('YYYY-MM') : '',
    lostDdeductions: values.lostDdeductions ?? '',
    workClothesDeductions: values.workClothesDeductions ?? '',
    marketMealFeeDeductions: values.marketMealFeeDeductions ?? '',
    marketFineDeductions: values.marketFineDeductions ?? '',
    ...(values.remark?.trim() ? { remark: values.remark } : {}),
  };
}

/** A stored form (numbers, YYYY-MM) → form values, for the starter's revision after a rollback. */
export function fromDeductionForm(form: Record<string, unknown> | undefined): DeductionValues {
  if (!form) return {};
  const amount = (key: DeductionKey) => {
    const v = form[key];
    return typeof v === 'number' ? (v === 0 ? '' : String(v)) : typeof v === 'string' ? v : '';
  };
  const month = typeof form.deductionsMonth === 'string' ? dayjs(`${form.deductionsMonth}-01`) : null;
  return {
    employeeId: typeof form.employeeId === 'string' ? form.employeeId : undefined,
    employeeName: typeof form.employeeName === 'string' ? form.employeeName : undefined,
    deductionsMonth: month?.isValid() ? month : null,
    lostDdeductions: amount('lostDdeductions'),
    workClothesDeductions: amount('workClothesDeductions'),
    marketMealFeeDeductions: amount('marketMealFeeDeductions'),
    marketFineDeductions: amount('marketFineDeductions'),
    remark: typeof form.remark === 'string' ? form.remark : undefined,
  };
}

/** The start form's values both ways (StartFormShell). */
export const deductionConversion = { toInput: toDeductionInput, fromForm: fromDeductionForm };
