import { DIMISSION_MODIFY_FIELDS, type TFinishedResignation } from '@hris/contract';
import dayjs from 'dayjs';
import {
  choiceFromForm,
  type DimissionChoiceValues,
  reasonText,
  toChoiceInput,
  typeText,
} from '../staff-turnover/fields';

/** What the antd form of 离职信息变更 holds. */
export interface TurnoverModifyValues extends DimissionChoiceValues {
  resignationWorkId?: number;
  employeeId?: string;
  employeeName?: string;
  reason?: string;
}

/** The fields of the start form, in the order errors are looked for. */
export const TURNOVER_MODIFY_START_FIELDS = ['resignationWorkId', ...DIMISSION_MODIFY_FIELDS, 'reason'] as const;

/** A resignation's values as the change compares them (the contract's `previous`). */
export interface ResignationValues {
  dimissionType: string;
  dimissionReason: string;
  dimissionResetReason: string;
  lastWorkingDay: string;
  dishonorableDischarge: number;
  dishonorableRemark: string;
}

/** Form values → the contract's input shape (ZStaffTurnoverModifyFormSchema parses it). */
export function toTurnoverModifyInput(values: TurnoverModifyValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    resignationWorkId: values.resignationWorkId ?? '',
    lastWorkingDay: '',
    ...toChoiceInput(values),
    reason: values.reason ?? '',
  };
  if (values.employeeId) out.employeeId = values.employeeId;
  if (values.employeeName) out.employeeName = values.employeeName;
  return out;
}

/** A stored form → form values (the starter's revision after a return). */
export function fromTurnoverModifyForm(form: Record<string, unknown> | undefined): TurnoverModifyValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' && form[key] !== '' ? (form[key] as string) : undefined);
  return {
    ...choiceFromForm(form),
    resignationWorkId: typeof form.resignationWorkId === 'number' ? form.resignationWorkId : undefined,
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    reason: str('reason'),
  };
}

/** The corrected values start as the resignation's, so a correction changes only what was wrong. */
export function valuesOfResignation(r: ResignationValues): Partial<TurnoverModifyValues> {
  return {
    ...choiceFromForm({ ...r }),
    lastWorkingDay: r.lastWorkingDay ? dayjs(r.lastWorkingDay) : null,
  };
}

/** The picker's row as the values the change compares. */
export function resignationValuesOf(r: TFinishedResignation): ResignationValues {
  return {
    dimissionType: r.dimissionType,
    dimissionReason: r.dimissionReason,
    dimissionResetReason: r.dimissionResetReason,
    lastWorkingDay: r.lastWorkingDay,
    dishonorableDischarge: r.dishonorableDischarge,
    dishonorableRemark: r.dishonorableRemark,
  };
}

/** One changed item: its label key and the old and new values as shown. */
export interface ModifyChange {
  field: string;
  label: string;
  old: string;
  new: string;
}

const FIELD_LABEL_KEYS: Record<string, string> = {
  dimissionType: 'dimissionType',
  dimissionReason: 'dimissionReason',
  dimissionResetReason: 'dimissionResetReason',
  lastWorkingDay: 'lastWorkingDay',
  dishonorableDischarge: 'neverRehire',
  dishonorableRemark: 'dishonorableRemark',
};

/** The label key (in the resignation's texts) of a changed field. */
export const labelKeyOf = (field: string) => FIELD_LABEL_KEYS[field] ?? field;

/**
 * What a change corrects, (field, old, new) as shown, in the order of DIMISSION_MODIFY_FIELDS:
 * the server writes the same into the form's `changes`; the web computes it to show what the
 * starter is about to send, and to refuse a change that changes nothing.
 */
export function diffResignation(
  before: ResignationValues,
  after: Record<string, unknown>,
  language: string,
  yesNo: { yes: string; no: string },
): ModifyChange[] {
  const shownOf = (values: Record<string, unknown>, field: string): string => {
    switch (field) {
      case 'dimissionType':
        return typeText(values.dimissionType, language) ?? '';
      case 'dimissionReason':
        return reasonText(values.dimissionType, values.dimissionReason, undefined, language) ?? '';
      case 'dishonorableDischarge':
        return values.dishonorableDischarge === 1 ? yesNo.yes : yesNo.no;
      default:
        return typeof values[field] === 'string' ? (values[field] as string) : '';
    }
  };
  const b = before as unknown as Record<string, unknown>;
  const changes: ModifyChange[] = [];
  for (const field of DIMISSION_MODIFY_FIELDS) {
    const raw = (v: Record<string, unknown>) => String(v[field] ?? (field === 'dishonorableDischarge' ? 0 : ''));
    if (
      field === 'dimissionReason'
        ? raw(b) === raw(after) && b.dimissionType === after.dimissionType
        : raw(b) === raw(after)
    )
      continue;
    changes.push({ field, label: labelKeyOf(field), old: shownOf(b, field), new: shownOf(after, field) });
  }
  return changes;
}

/** The start form's values both ways (StartFormShell). */
export const turnoverModifyConversion = { toInput: toTurnoverModifyInput, fromForm: fromTurnoverModifyForm };
