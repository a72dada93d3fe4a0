import { DIMISSION_TYPES, type DimissionType, dimissionReasons } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The type, reason and never-rehire fields as the antd form holds them (shared with flow 28). */
export interface DimissionChoiceValues {
  dimissionType?: DimissionType;
  dimissionReason?: string;
  dimissionResetReason?: string;
  /** The 永不录用 switch; sent as 0/1. */
  neverRehire?: boolean;
  dishonorableRemark?: string;
  lastWorkingDay?: Dayjs | null;
}

/** What the resignation's antd form holds; dates are Dayjs until sent. */
export interface StaffTurnoverValues extends DimissionChoiceValues {
  employeeId?: string;
  employeeName?: string;
  remark?: string;
  handoverConfirmed?: boolean;
  handoverRemark?: string;
  handoverUserId?: number | null;
}

/** The fields of the start form, in the order errors are looked for. */
export const STAFF_TURNOVER_START_FIELDS = [
  'employeeId',
  'lastWorkingDay',
  'dimissionType',
  'dimissionReason',
  'dimissionResetReason',
  'dishonorableDischarge',
  'dishonorableRemark',
  'remark',
] as const;

const day = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/** A choice of the contract in the interface language. */
export function choiceLabel(choice: { label: string; labelEn: string }, language: string): string {
  return language.startsWith('en') ? choice.labelEn : choice.label;
}

/** 离职类型 options. */
export function typeOptions(language: string) {
  return DIMISSION_TYPES.map((t) => ({ value: t.value, label: choiceLabel(t, language) }));
}

/** 离职原因 options: those of the chosen type, none before a type is chosen. */
export function reasonOptions(type: string | undefined, language: string) {
  return dimissionReasons(type).map((r) => ({ value: r.value, label: choiceLabel(r, language) }));
}

/** 离职类型 as shown in the interface language (the stored code otherwise). */
export function typeText(type: unknown, language: string): string | undefined {
  if (typeof type !== 'string' || type === '') return undefined;
  const found = DIMISSION_TYPES.find((t) => t.value === type);
  return found ? choiceLabel(found, language) : type;
}

/** 离职原因 as shown, with the text of 其他 after it. */
export function reasonText(type: unknown, reason: unknown, resetReason: unknown, language: string) {
  if (typeof reason !== 'string' || reason === '') return undefined;
  const found = dimissionReasons(typeof type === 'string' ? type : undefined).find((r) => r.value === reason);
  const label = found ? choiceLabel(found, language) : reason;
  const extra = typeof resetReason === 'string' ? resetReason.trim() : '';
  return reason === 'other' && extra ? `${label}${language.startsWith('en') ? ': ' : '：'}${extra}` : label;
}

/** The type, reason and never-rehire values in the contract's shape (dates as YYYY-MM-DD). */
export function toChoiceInput(values: DimissionChoiceValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    dimissionResetReason: values.dimissionReason === 'other' ? (values.dimissionResetReason ?? '') : '',
    dishonorableDischarge: values.neverRehire ? 1 : 0,
    dishonorableRemark: values.neverRehire ? (values.dishonorableRemark ?? '') : '',
  };
  if (values.dimissionType) out.dimissionType = values.dimissionType;
  if (values.dimissionReason) out.dimissionReason = values.dimissionReason;
  const last = day(values.lastWorkingDay);
  if (last) out.lastWorkingDay = last;
  return out;
}

/** Form values → the contract's input shape (ZStaffTurnoverFormSchema parses it). */
export function toStaffTurnoverInput(values: StaffTurnoverValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    employeeId: values.employeeId ?? '',
    lastWorkingDay: '',
    ...toChoiceInput(values),
    remark: values.remark ?? '',
  };
  if (values.employeeName) out.employeeName = values.employeeName;
  if (values.handoverConfirmed !== undefined) out.handoverConfirmed = values.handoverConfirmed;
  if (values.handoverRemark !== undefined) out.handoverRemark = values.handoverRemark;
  if (typeof values.handoverUserId === 'number') out.handoverUserId = values.handoverUserId;
  return out;
}

/** The stored type, reason and never-rehire values → form values. */
export function choiceFromForm(form: Record<string, unknown> | undefined): DimissionChoiceValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' && form[key] !== '' ? (form[key] as string) : undefined);
  const last = str('lastWorkingDay');
  return {
    dimissionType: DIMISSION_TYPES.find((t) => t.value === form.dimissionType)?.value,
    dimissionReason: str('dimissionReason'),
    dimissionResetReason: str('dimissionResetReason'),
    neverRehire: form.dishonorableDischarge === 1,
    dishonorableRemark: str('dishonorableRemark'),
    lastWorkingDay: last && dayjs(last).isValid() ? dayjs(last) : null,
  };
}

/** A stored form → form values (the starter's revision after a return, or a step's edits). */
export function fromStaffTurnoverForm(form: Record<string, unknown> | undefined): StaffTurnoverValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' && form[key] !== '' ? (form[key] as string) : undefined);
  return {
    ...choiceFromForm(form),
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    remark: str('remark'),
    handoverConfirmed: typeof form.handoverConfirmed === 'boolean' ? form.handoverConfirmed : undefined,
    handoverRemark: str('handoverRemark'),
    handoverUserId: typeof form.handoverUserId === 'number' ? form.handoverUserId : undefined,
  };
}

/** The server refuses 被动离职 for an employee in 三期 (劳动合同法 §42): the form warns first. */
export function passiveInThreePeriods(type: unknown, isThreePeriods: boolean): boolean {
  return type === 'passive' && isThreePeriods;
}

/** The start form's values both ways (StartFormShell). */
export const staffTurnoverConversion = { toInput: toStaffTurnoverInput, fromForm: fromStaffTurnoverForm };
