import type { TPunishment } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; dates are Dayjs until sent. */
export interface ViolationValues {
  employeeId?: string;
  employeeName?: string;
  violationDate?: Dayjs | null;
  description?: string;
  punishment?: TPunishment;
  lastWorkingDay?: Dayjs | null;
}

/** The fields of the start form, in the order errors are looked for. */
export const VIOLATION_FORM_FIELDS = [
  'employeeId',
  'violationDate',
  'description',
  'punishment',
  'lastWorkingDay',
] as const;

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');

/** Form values → the contract's input shape (ZViolationFormSchema parses it); a warning sends no last day. */
export function toViolationInput(values: ViolationValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    employeeId: values.employeeId ?? '',
    violationDate: day(values.violationDate),
    description: values.description ?? '',
    punishment: values.punishment ?? '',
  };
  if (values.employeeName) out.employeeName = values.employeeName;
  if (values.punishment === 'termination' && values.lastWorkingDay) out.lastWorkingDay = day(values.lastWorkingDay);
  return out;
}

/** A stored form → form values, for the starter's revision after a rollback. */
export function fromViolationForm(form: Record<string, unknown> | undefined): ViolationValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const date = (key: string) => {
    const d = str(key) ? dayjs(str(key)) : null;
    return d?.isValid() ? d : null;
  };
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    violationDate: date('violationDate'),
    description: str('description'),
    punishment: str('punishment') as TPunishment | undefined,
    lastWorkingDay: date('lastWorkingDay'),
  };
}

/** The start form's values both ways (StartFormShell). */
export const violationConversion = { toInput: toViolationInput, fromForm: fromViolationForm };
