import {
  RENEWAL_CONTRACT_TYPES,
  RENEWAL_RESULTS,
  type RenewalContractType,
  type RenewalResult,
  type TFinishedRenewal,
} from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; dates are Dayjs until sent. */
export interface ContractEditValues {
  employeeId?: string;
  employeeName?: string;
  renewalWorkId?: number;
  contractReviewResult?: RenewalResult;
  contractTypeText?: RenewalContractType;
  contractBeginDay?: Dayjs | null;
  contractEndDay?: Dayjs | null;
  fixedTermRequested?: boolean;
  reason?: string;
}

/** The fields of the start form, in the order errors are looked for. */
export const CONTRACT_EDIT_START_FIELDS = [
  'employeeId',
  'renewalWorkId',
  'contractReviewResult',
  'contractTypeText',
  'contractBeginDay',
  'contractEndDay',
  'fixedTermRequested',
  'reason',
] as const;

const day = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/**
 * Form values → the contract's input shape (ZContractEditFormSchema parses it): the renewal, the
 * new result and, for a renewal, its type and term; the written request only for a fixed term.
 */
export function toContractEditInput(values: ContractEditValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    renewalWorkId: values.renewalWorkId ?? '',
    reason: values.reason ?? '',
  };
  if (values.employeeId) out.employeeId = values.employeeId;
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
  return out;
}

/** A stored form → form values (the starter's revision after a return). */
export function fromContractEditForm(form: Record<string, unknown> | undefined): ContractEditValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' && form[key] !== '' ? (form[key] as string) : undefined);
  const date = (key: string) => {
    const value = str(key);
    const parsed = value ? dayjs(value) : null;
    return parsed?.isValid() ? parsed : null;
  };
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    renewalWorkId: typeof form.renewalWorkId === 'number' ? form.renewalWorkId : undefined,
    contractReviewResult: RENEWAL_RESULTS.find((r) => r.value === form.contractReviewResult)?.value,
    contractTypeText: contractTypeOf(form.contractTypeText),
    contractBeginDay: date('contractBeginDay'),
    contractEndDay: date('contractEndDay'),
    fixedTermRequested: typeof form.fixedTermRequested === 'boolean' ? form.fixedTermRequested : undefined,
    reason: str('reason'),
  };
}

/** A renewal's contract type, whether it comes as the code (fixed) or as shown (固定期限). */
export function contractTypeOf(value: unknown): RenewalContractType | undefined {
  return RENEWAL_CONTRACT_TYPES.find((c) => c.value === value || c.label === value || c.labelEn === value)?.value;
}

/**
 * The new values start as the renewal decided them, so a correction changes only what was wrong
 * (a date, or the result).
 */
export function valuesOfRenewal(renewal: TFinishedRenewal): Partial<ContractEditValues> {
  const date = (value: string) => (value ? dayjs(value) : null);
  const renew = renewal.contractReviewResult === 'renew';
  const type = renew ? contractTypeOf(renewal.contractTypeText) : undefined;
  return {
    contractReviewResult: renewal.contractReviewResult,
    contractTypeText: type,
    contractBeginDay: renew ? date(renewal.contractBeginDay) : null,
    contractEndDay: renew && type === 'fixed' ? date(renewal.contractEndDay) : null,
    fixedTermRequested: undefined,
  };
}

/** The same decision as the renewal's: nothing would change (the server refuses it too). */
export function changesNothing(
  input: Record<string, unknown>,
  renewal: Pick<TFinishedRenewal, 'contractTypeText' | 'contractBeginDay' | 'contractEndDay'> & {
    contractReviewResult: string;
  },
): boolean {
  if (input.contractReviewResult !== renewal.contractReviewResult) return false;
  if (input.contractReviewResult !== 'renew') return true;
  // Whether the renewal had the written request is not listed: a request may be what changes.
  if (input.fixedTermRequested === true) return false;
  return (
    input.contractTypeText === contractTypeOf(renewal.contractTypeText) &&
    (input.contractBeginDay ?? '') === (renewal.contractBeginDay ?? '') &&
    (input.contractEndDay ?? '') === (input.contractTypeText === 'fixed' ? (renewal.contractEndDay ?? '') : '')
  );
}

/** The start form's values both ways (StartFormShell). */
export const contractEditConversion = { toInput: toContractEditInput, fromForm: fromContractEditForm };
