import {
  addDays,
  addYears,
  RENEWAL_CONTRACT_TYPES,
  RENEWAL_RESULTS,
  type RenewalContractType,
  type RenewalResult,
  type TRenewalInfo,
} from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds while the proposal is filled; dates are Dayjs until sent. */
export interface RenewalValues {
  employeeId?: string;
  employeeName?: string;
  contractReviewResult?: RenewalResult;
  contractTypeText?: RenewalContractType;
  contractBeginDay?: Dayjs | null;
  contractEndDay?: Dayjs | null;
  reasons?: string;
  fixedTermRequested?: boolean;
  signedDate?: Dayjs | null;
}

/** The proposal: what the starter, and at 1402/1403 the store and regional HR, fill. */
export const RENEWAL_PROPOSAL_FIELDS = [
  'contractReviewResult',
  'contractTypeText',
  'contractBeginDay',
  'contractEndDay',
  'fixedTermRequested',
  'reasons',
] as const;

/** The fields of the start form, in the order errors are looked for. */
export const RENEWAL_START_FIELDS = ['employeeId', ...RENEWAL_PROPOSAL_FIELDS] as const;

/**
 * What the renewal is decided against, from GetRenewalInfo on a new start or from the form the
 * server filled (a work the system started, a later step).
 */
export interface RenewalFacts {
  currentContractType?: string;
  currentContractTypeText?: string;
  currentContractBeginDay?: string;
  currentContractEndDay?: string;
  currentSequence?: number;
  jzsj?: string;
  threePeriods: boolean;
  threePeriodEndDay?: string;
  fixedTermCount?: number;
  /** An open-ended contract is due unless the employee asks in writing for a fixed term. */
  openEndedDue: boolean;
  /** Where a new contract begins: the day after the current one ends. */
  suggestedBeginDay?: string;
}

/**
 * 劳动合同法 §14: after two consecutive fixed terms the renewal is open-ended unless the employee
 * asks otherwise. GetRenewalInfo says so itself; the stored form only has the count.
 */
export const FIXED_TERMS_BEFORE_OPEN_ENDED = 2;

export function factsFromInfo(info: TRenewalInfo): RenewalFacts {
  return {
    currentContractType: info.currentContractType,
    currentContractTypeText: info.currentContractTypeText,
    currentContractBeginDay: info.currentContractBeginDay,
    currentContractEndDay: info.currentContractEndDay,
    currentSequence: info.currentSequence,
    jzsj: info.jzsj,
    threePeriods: info.isThreePeriodsTitle === '是',
    threePeriodEndDay: info.threePeriodEndDay || undefined,
    fixedTermCount: info.fixedTermCount,
    openEndedDue: info.openEndedDue,
    suggestedBeginDay: info.suggestedBeginDay || undefined,
  };
}

export function factsFromForm(form: Record<string, unknown> | undefined): RenewalFacts {
  const str = (key: string) =>
    typeof form?.[key] === 'string' && form[key] !== '' ? (form[key] as string) : undefined;
  const num = (key: string) => (typeof form?.[key] === 'number' ? (form[key] as number) : undefined);
  const count = num('fixedTermCount');
  const end = str('currentContractEndDay');
  return {
    currentContractType: str('currentContractType'),
    currentContractBeginDay: str('currentContractBeginDay'),
    currentContractEndDay: end,
    currentSequence: num('currentSequence'),
    jzsj: str('jzsj'),
    threePeriods: form?.isThreePeriodsTitle === '是',
    threePeriodEndDay: str('threePeriodEndDay'),
    fixedTermCount: count,
    openEndedDue: count !== undefined && count >= FIXED_TERMS_BEFORE_OPEN_ENDED,
    suggestedBeginDay: end && /^\d{4}-\d{2}-\d{2}$/.test(end) ? addDays(end, 1) : undefined,
  };
}

const day = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/**
 * Form values → the contract's input shape (ZContractRenewalFormSchema parses it). Only what the
 * chosen result needs goes out: no type or dates when the contract is not renewed, no end date for
 * an open-ended one, the written request only for a fixed term.
 */
export function toRenewalInput(values: RenewalValues): Record<string, unknown> {
  const out: Record<string, unknown> = { employeeId: values.employeeId ?? '', reasons: values.reasons ?? '' };
  if (values.employeeName) out.employeeName = values.employeeName;
  if (values.contractReviewResult) out.contractReviewResult = values.contractReviewResult;
  if (values.contractReviewResult === 'renew') {
    if (values.contractTypeText) out.contractTypeText = values.contractTypeText;
    const begin = day(values.contractBeginDay);
    if (begin) out.contractBeginDay = begin;
    if (values.contractTypeText === 'fixed') {
      const end = day(values.contractEndDay);
      if (end) out.contractEndDay = end;
      if (values.fixedTermRequested !== undefined) out.fixedTermRequested = values.fixedTermRequested;
    }
  }
  const signed = day(values.signedDate);
  if (signed) out.signedDate = signed;
  return out;
}

/** A stored form → form values (the starter's revision, 1402/1403, 1406). */
export function fromRenewalForm(form: Record<string, unknown> | undefined): RenewalValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' && form[key] !== '' ? (form[key] as string) : undefined);
  const date = (key: string) => {
    const value = str(key);
    const parsed = value ? dayjs(value) : null;
    return parsed?.isValid() ? parsed : null;
  };
  const result = RENEWAL_RESULTS.find((r) => r.value === form.contractReviewResult)?.value;
  const type = RENEWAL_CONTRACT_TYPES.find((r) => r.value === form.contractTypeText)?.value;
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    contractReviewResult: result,
    contractTypeText: type,
    contractBeginDay: date('contractBeginDay'),
    contractEndDay: date('contractEndDay'),
    reasons: str('reasons'),
    fixedTermRequested: typeof form.fixedTermRequested === 'boolean' ? form.fixedTermRequested : undefined,
    signedDate: date('signedDate'),
  };
}

/** The last day of a term of whole years from `begin` (2026-05-01 + 1 年 → 2027-04-30). */
export function termEnd(begin: string, years: number): string {
  return addDays(addYears(begin, years), -1);
}

/**
 * The proposal as it opens where nothing was chosen yet (a work the system started arrives at 1402
 * empty): the type the law suggests and the day after the current contract ends.
 */
export function withProposalDefaults(values: RenewalValues, facts: RenewalFacts | null): RenewalValues {
  return {
    ...values,
    contractTypeText: values.contractTypeText ?? (facts?.openEndedDue ? 'open_ended' : 'fixed'),
    contractBeginDay: values.contractBeginDay ?? (facts?.suggestedBeginDay ? dayjs(facts.suggestedBeginDay) : null),
  };
}

/** The start form's values both ways (StartFormShell). */
export const renewalConversion = { toInput: toRenewalInput, fromForm: fromRenewalForm };
