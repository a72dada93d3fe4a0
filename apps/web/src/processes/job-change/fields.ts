import { isMaskedValue } from '@hris/contract';
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
  // A mask names no amount: never sent back as one.
  if (values.salaryAdjustment !== undefined && !isMaskedValue(values.salaryAdjustment)) {
    out.salaryAdjustment = values.salaryAdjustment;
  }
  return out;
}

/**
 * The stored pay change as the amount input's text: 0 is none (empty). A masked figure (***, shown
 * to a viewer who is not at the step that sets it) is unknown: undefined, so it is never sent
 * back as an amount and the server keeps its own.
 */
function amountText(amount: unknown): string | undefined {
  if (typeof amount === 'number') return amount === 0 ? '' : String(amount);
  if (typeof amount !== 'string' || isMaskedValue(amount) || amount.trim() === '') return undefined;
  return Number.isFinite(Number(amount)) ? amount : undefined;
}

/** A stored form → form values (the starter's revision, the compensation step). */
export function fromJobChangeForm(form: Record<string, unknown> | undefined): JobChangeValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const date = str('effectiveTime') ? dayjs(str('effectiveTime')) : null;
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    newPosition: typeof form.newPosition === 'number' ? form.newPosition : undefined,
    newPositionName: str('newPositionName'),
    newRank: str('newRank'),
    effectiveTime: date?.isValid() ? date : null,
    reason: str('reason'),
    salaryAdjustment: amountText(form.salaryAdjustment),
  };
}

/** The start form's values both ways (StartFormShell). */
export const jobChangeConversion = { toInput: toJobChangeInput, fromForm: fromJobChangeForm };
