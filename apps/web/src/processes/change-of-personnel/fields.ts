import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form of 人事异动（调店） holds; the date is a Dayjs. */
export interface TransferValues {
  employeeId?: string;
  employeeName?: string;
  changeTheType?: 'shop' | 'shopAndPosition';
  newShopCode?: string;
  newPosition?: number;
  newRank?: string;
  effectiveTime?: Dayjs | null;
  reason?: string;
}

export const TRANSFER_FORM_FIELDS = [
  'employeeId',
  'changeTheType',
  'newShopCode',
  'newPosition',
  'newRank',
  'effectiveTime',
  'reason',
] as const;

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Form values → the contract's input (ZChangeOfPersonnelFormSchema parses it). */
export function toTransferInput(values: TransferValues): Record<string, unknown> {
  const withPosition = values.changeTheType === 'shopAndPosition';
  return {
    employeeId: values.employeeId ?? '',
    ...(values.employeeName ? { employeeName: values.employeeName } : {}),
    changeTheType: values.changeTheType ?? '',
    newShopCode: values.newShopCode ?? '',
    ...(withPosition && values.newPosition !== undefined ? { newPosition: values.newPosition } : {}),
    ...(withPosition && values.newRank?.trim() ? { newRank: values.newRank } : {}),
    effectiveTime: values.effectiveTime ? values.effectiveTime.format('YYYY-MM-DD') : '',
    reason: values.reason ?? '',
  };
}

/** A stored form → form values (the starter's revision after a rollback, a step's date). */
export function fromTransferForm(form: Record<string, unknown> | undefined): TransferValues {
  if (!form) return { changeTheType: 'shop' };
  const date = str(form.effectiveTime) ? dayjs(str(form.effectiveTime)) : null;
  return {
    employeeId: str(form.employeeId),
    employeeName: str(form.employeeName),
    changeTheType: form.changeTheType === 'shopAndPosition' ? 'shopAndPosition' : 'shop',
    newShopCode: str(form.newShopCode),
    newPosition: typeof form.newPosition === 'number' ? form.newPosition : undefined,
    newRank: str(form.newRank),
    effectiveTime: date?.isValid() ? date : null,
    reason: str(form.reason),
  };
}

/** "code name" of a store, or the code alone. */
export function storeText(code: unknown, name: unknown): string | undefined {
  if (typeof code !== 'string' || !code) return undefined;
  return typeof name === 'string' && name ? `${code} ${name}` : code;
}

/** The start form's values both ways (StartFormShell). */
export const transferConversion = { toInput: toTransferInput, fromForm: fromTransferForm };
