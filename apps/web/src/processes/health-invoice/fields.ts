import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds; dates are Dayjs until sent. */
export interface HealthInvoiceValues {
  employeeId?: string;
  employeeName?: string;
  invoiceNo?: string;
  amount?: string | number;
  invoiceDate?: Dayjs | null;
  remark?: string;
}

export const HEALTH_INVOICE_FORM_FIELDS = ['employeeId', 'invoiceNo', 'amount', 'invoiceDate', 'remark'] as const;

/** Form values → the contract's input shape (ZHealthInvoiceFormSchema parses it). */
export function toHealthInvoiceInput(values: HealthInvoiceValues): Record<string, unknown> {
  return {
    employeeId: values.employeeId ?? '',
    invoiceNo: values.invoiceNo ?? '',
    amount: values.amount ?? '',
    invoiceDate: values.invoiceDate ? values.invoiceDate.format('YYYY-MM-DD') : '',
    remark: values.remark ?? '',
    ...(values.employeeName ? { employeeName: values.employeeName } : {}),
  };
}

/** A stored form → form values, for the starter's revision after a rollback. */
export function fromHealthInvoiceForm(form: Record<string, unknown> | undefined): HealthInvoiceValues {
  if (!form) return {};
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const date = str('invoiceDate') ? dayjs(str('invoiceDate')) : null;
  return {
    employeeId: str('employeeId'),
    employeeName: str('employeeName'),
    invoiceNo: str('invoiceNo'),
    amount: typeof form.amount === 'number' ? form.amount : undefined,
    invoiceDate: date?.isValid() ? date : null,
    remark: str('remark'),
  };
}

/** The start form's values both ways (StartFormShell). */
export const healthInvoiceConversion = { toInput: toHealthInvoiceInput, fromForm: fromHealthInvoiceForm };
