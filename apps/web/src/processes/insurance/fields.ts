import type { TInsuranceRelation } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; the month is a Dayjs until sent. */
export interface InsuranceValues {
  employeeId?: string;
  employeeName?: string;
  childName?: string;
  childIdNumber?: string;
  relation?: TInsuranceRelation;
  startMonth?: Dayjs | null;
  remark?: string;
}

export const INSURANCE_FORM_FIELDS = [
  'employeeId',
  'childName',
  'childIdNumber',
  'relation',
  'startMonth',
  'remark',
] as const;

export function toInsuranceInput(values: InsuranceValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    employeeId: values.employeeId ?? '',
    childName: values.childName ?? '',
    childIdNumber: values.childIdNumber ?? '',
    relation: values.relation ?? '',
    startMonth: values.startMonth ? values.startMonth.format('YYYY-MM') : '',
  };
  if (values.employeeName) out.employeeName = values.employeeName;
  if (values.remark) out.remark = values.remark;
  return out;
}

export function fromInsuranceForm(form: Record<string, unknown> | undefined): InsuranceValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const month = str('startMonth') ? dayjs(`${str('startMonth')}-01`) : null;
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    childName: str('childName'),
    childIdNumber: str('childIdNumber'),
    relation: str('relation') as TInsuranceRelation | undefined,
    startMonth: month?.isValid() ? month : null,
    remark: str('remark'),
  };
}

/** The start form's values both ways (StartFormShell). */
export const insuranceConversion = { toInput: toInsuranceInput, fromForm: fromInsuranceForm };
