import { INDUCTION_TYPES, identityNumberGender } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; dates are Dayjs until they are sent. */
export interface StaffEntryValues {
  inductionType?: 'new' | 'rehire' | 'intern';
  name?: string;
  gender?: 'M' | 'F';
  identityNumber?: string;
  phone?: string;
  shopCode?: string;
  shopName?: string;
  positionId?: number;
  positionName?: string;
  rank?: string;
  preEntryTime?: Dayjs | null;
  probationMonths?: number | null;
  contractYears?: number | null;
  remark?: string;
  entryDate?: Dayjs | null;
  isArrivalTimeTitle?: boolean;
}

/** The fields of the start form, in the order errors are looked for. */
export const STAFF_ENTRY_START_FIELDS = [
  'inductionType',
  'name',
  'gender',
  'identityNumber',
  'phone',
  'shopCode',
  'positionId',
  'rank',
  'preEntryTime',
  'probationMonths',
  'contractYears',
  'remark',
] as const;

export const DEFAULT_PROBATION_MONTHS = 3;
export const DEFAULT_CONTRACT_YEARS = 3;

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

/** Form values → the contract's input shape (ZStaffEntryFormSchema parses it). */
export function toStaffEntryInput(values: StaffEntryValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    inductionType: values.inductionType,
    name: values.name ?? '',
    gender: values.gender,
    identityNumber: values.identityNumber ?? '',
    phone: values.phone ?? '',
    // Onboarding is for store staff only; office staff are added in the staff list.
    employeeType: 'store',
    shopCode: values.shopCode ?? '',
    positionId: values.positionId ?? 0,
    rank: values.rank ?? '',
    preEntryTime: day(values.preEntryTime) ?? '',
    probationMonths: values.probationMonths ?? undefined,
    contractYears: values.contractYears ?? undefined,
  };
  if (values.shopName) out.shopName = values.shopName;
  if (values.positionName) out.positionName = values.positionName;
  if (values.remark?.trim()) out.remark = values.remark;
  if (values.entryDate) out.entryDate = day(values.entryDate);
  if (values.isArrivalTimeTitle !== undefined) out.isArrivalTimeTitle = values.isArrivalTimeTitle;
  return out;
}

function dateOf(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !value) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** A stored form → form values (the starter's revision, the arrival step). */
export function fromStaffEntryForm(form: Record<string, unknown> | undefined): StaffEntryValues {
  if (!form) {
    return {
      inductionType: 'new',
      probationMonths: DEFAULT_PROBATION_MONTHS,
      contractYears: DEFAULT_CONTRACT_YEARS,
    };
  }
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const num = (key: string) => (typeof form[key] === 'number' ? (form[key] as number) : undefined);
  return {
    inductionType: str('inductionType') as StaffEntryValues['inductionType'],
    name: str('name'),
    gender: str('gender') as StaffEntryValues['gender'],
    identityNumber: str('identityNumber'),
    phone: str('phone'),
    shopCode: str('shopCode'),
    shopName: str('shopName'),
    positionId: num('positionId'),
    positionName: str('positionName'),
    rank: str('rank'),
    preEntryTime: dateOf(form.preEntryTime),
    probationMonths: num('probationMonths') ?? null,
    contractYears: num('contractYears') ?? null,
    remark: str('remark'),
    entryDate: dateOf(form.entryDate),
    isArrivalTimeTitle: typeof form.isArrivalTimeTitle === 'boolean' ? form.isArrivalTimeTitle : undefined,
  };
}

/** Gender from a well-formed identity number: the 17th digit is odd for men. */
export function genderFromIdentity(identityNumber: string | undefined): 'M' | 'F' | undefined {
  return identityNumberGender(identityNumber);
}

/** On time when the person arrived on or before the expected date. */
export function arrivedOnTime(entryDate: Dayjs | null | undefined, expected: unknown): boolean | undefined {
  const planned = dateOf(expected);
  if (!entryDate || !planned) return undefined;
  return !entryDate.isAfter(planned, 'day');
}

export function inductionTypeLabel(value: unknown, language: string): string | undefined {
  const type = INDUCTION_TYPES.find((t) => t.value === value);
  if (!type) return typeof value === 'string' ? value : undefined;
  return language.startsWith('en') ? type.labelEn : type.label;
}

/** The start form's values both ways (StartFormShell). */
export const staffEntryConversion = { toInput: toStaffEntryInput, fromForm: fromStaffEntryForm };
