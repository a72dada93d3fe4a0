import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; the date is a Dayjs and the amount text (CashInput) until sent. */
export interface JobChangeValues {
  employeeId?: string;
  employeeName?: string;
  newPosition?: number;
  newPositionName?: string;
  newRank?: string;
  effectiveTime?: Dayjs | null;
  reason?: string;
  salaryAdjustment?: string;
}

/** The fields of the start form, in the order errors are looked for. */
export const JOB_CHANGE_START_FIELDS = ['employeeId', 'newPosition', 'newRank', 'effectiveTime', 'reason'] as const;

/** Form values → the contract's input shape (ZJobChangeFormSchema parses it). */
export function toJobChangeInput(values: JobChangeValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    employeeId: values.employeeId ?? '',
    newPosition: values.newPosition ?? 0,
    newRank: values.newRank ?? '',
    effectiveTime: values.effectiveTime ? values.effectiveTime.format('YYYY-MM-DD') : '',
    reason: values.reason ?? '',
  };
  if (values.employeeName) out.employeeName = values.employeeName;
  if (values.newPositionName) out.newPositionName = values.newPositionName;
  if (values.salaryAdjustment !== undefined) out.salaryAdjustment = values.salaryAdjustment;
  return out;
}

/** A stored form → form values (the starter's revision, the compensation step). */
export function fromJobChangeForm(form: Record<string, unknown> | undefined): JobChangeValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const date = str('effectiveTime') ? dayjs(str('effectiveTime')) : null;
  const amount = form.salaryAdjustment;
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    newPosition: typeof form.newPosition === 'number' ? form.newPosition : undefined,
    newPositionName: str('newPositionName'),
    newRank: str('newRank'),
    effectiveTime: date?.isValid() ? date : null,
    reason: str('reason'),
    salaryAdjustment: typeof amount === 'number' ? (amount === 0 ? '' : String(amount)) : undefined,
  };
}

/** The start form's values both ways (StartFormShell). */
export const jobChangeConversion = { toInput: toJobChangeInput, fromForm: fromJobChangeForm };
