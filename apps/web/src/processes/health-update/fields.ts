import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; dates are Dayjs until sent. */
export interface HealthUpdateValues {
  employeeId?: string;
  employeeName?: string;
  healthStartDate?: Dayjs | null;
  healthEndDate?: Dayjs | null;
  remark?: string;
}

export const HEALTH_UPDATE_FORM_FIELDS = ['employeeId', 'healthStartDate', 'healthEndDate', 'remark'] as const;

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');

/** Form values → the contract's input shape (ZHealthUpdateFormSchema parses it). */
export function toHealthUpdateInput(values: HealthUpdateValues): Record<string, unknown> {
  return {
    employeeId: values.employeeId ?? '',
    healthStartDate: day(values.healthStartDate),
    healthEndDate: day(values.healthEndDate),
    remark: values.remark ?? '',
    ...(values.employeeName ? { employeeName: values.employeeName } : {}),
  };
}

/** A stored form → form values, for the starter's revision after a rollback. */
export function fromHealthUpdateForm(form: Record<string, unknown> | undefined): HealthUpdateValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const date = (key: string) => {
    const d = str(key) ? dayjs(str(key)) : null;
    return d?.isValid() ? d : null;
  };
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    healthStartDate: date('healthStartDate'),
    healthEndDate: date('healthEndDate'),
    remark: str('remark'),
  };
}

/** The start form's values both ways (StartFormShell). */
export const healthUpdateConversion = { toInput: toHealthUpdateInput, fromForm: fromHealthUpdateForm };
