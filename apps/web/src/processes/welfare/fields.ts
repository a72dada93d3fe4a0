import type { TWelfareCategory } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; the date is a Dayjs and the amount text (CashInput) until sent. */
export interface WelfareValues {
  employeeId?: string;
  employeeName?: string;
  treatmentCategory?: TWelfareCategory;
  marryDate?: Dayjs | null;
  childrenName?: string;
  remark?: string;
  amount?: string;
}

/** The fields of the start form, in the order errors are looked for. */
export const WELFARE_FORM_FIELDS = ['employeeId', 'treatmentCategory', 'marryDate', 'childrenName', 'remark'] as const;

/** Form values → the contract's input shape; only the category's own field is sent. */
export function toWelfareInput(values: WelfareValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    employeeId: values.employeeId ?? '',
    treatmentCategory: values.treatmentCategory,
  };
  if (values.employeeName) out.employeeName = values.employeeName;
  if (values.treatmentCategory === 0 && values.marryDate) out.marryDate = values.marryDate.format('YYYY-MM-DD');
  if (values.treatmentCategory === 1) out.childrenName = values.childrenName ?? '';
  if (values.remark) out.remark = values.remark;
  if (values.amount !== undefined) out.amount = values.amount;
  return out;
}

/** A stored form → form values (the starter's revision, head office's amount). */
export function fromWelfareForm(form: Record<string, unknown> | undefined): WelfareValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const date = str('marryDate') ? dayjs(str('marryDate')) : null;
  const category = form.treatmentCategory;
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    treatmentCategory: category === 0 || category === 1 ? category : undefined,
    marryDate: date?.isValid() ? date : null,
    childrenName: str('childrenName'),
    remark: str('remark'),
    amount: typeof form.amount === 'number' && form.amount > 0 ? String(form.amount) : undefined,
  };
}

/** The start form's values both ways (StartFormShell). */
export const welfareConversion = { toInput: toWelfareInput, fromForm: fromWelfareForm };
