import type { TProofApplyType } from '@hris/contract';

/** What the antd form holds. */
export interface ProofValues {
  employeeId?: string;
  employeeName?: string;
  applyType?: TProofApplyType;
  purpose?: string;
  copies?: number | null;
  remark?: string;
  monthlyIncome?: number | null;
}

/** The fields of the start form, in the order errors are looked for. */
export const PROOF_FORM_FIELDS = ['employeeId', 'applyType', 'purpose', 'copies', 'remark'] as const;

/** Form values → the contract's input shape (ZProofFormSchema parses it). */
export function toProofInput(values: ProofValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    employeeId: values.employeeId ?? '',
    applyType: values.applyType,
    purpose: values.purpose ?? '',
    copies: values.copies ?? undefined,
  };
  if (values.employeeName) out.employeeName = values.employeeName;
  if (values.remark?.trim()) out.remark = values.remark;
  if (values.monthlyIncome != null) out.monthlyIncome = values.monthlyIncome;
  return out;
}

/** A stored form → form values (the starter's revision, the 2502 income). */
export function fromProofForm(form: Record<string, unknown> | undefined): ProofValues {
  if (!form) return { copies: 1 };
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const num = (key: string) => (typeof form[key] === 'number' ? (form[key] as number) : undefined);
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    applyType: num('applyType') as TProofApplyType | undefined,
    purpose: str('purpose'),
    copies: num('copies') ?? 1,
    remark: str('remark'),
    monthlyIncome: num('monthlyIncome'),
  };
}

/** The start form's values both ways (StartFormShell). */
export const proofConversion = { toInput: toProofInput, fromForm: fromProofForm };
