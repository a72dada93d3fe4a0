/** What the antd form holds. */
export interface HolidayValues {
  holidayId?: number;
  shopId?: number;
  realNumber?: number | null;
  remark?: string;
  /** 在册人数 as the server counted it (read-only; sent so the rule shows at once, the server recounts). */
  shopCodeCount?: number;
}

/** The fields of the start form, in the order errors are looked for. */
export const HOLIDAY_FORM_FIELDS = ['holidayId', 'shopId', 'realNumber', 'remark'] as const;

/** Form values → the contract's input shape (ZHolidayFormSchema parses it). */
export function toHolidayInput(values: HolidayValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    holidayId: values.holidayId ?? '',
    shopId: values.shopId ?? '',
    realNumber: values.realNumber ?? '',
  };
  if (values.remark?.trim()) out.remark = values.remark.trim();
  if (values.shopCodeCount !== undefined) out.shopCodeCount = values.shopCodeCount;
  return out;
}

/** 2202's patch: 实发人数 and its remark. */
export function toHolidayPatch(values: HolidayValues): Record<string, unknown> {
  return { realNumber: values.realNumber ?? undefined, remark: values.remark?.trim() || undefined };
}

/** A stored form → form values (a resubmission, 2202's edit). */
export function fromHolidayForm(form: Record<string, unknown> | undefined): HolidayValues {
  if (!form) return {};
  const num = (key: string) => (typeof form[key] === 'number' ? (form[key] as number) : undefined);
  return {
    holidayId: num('holidayId'),
    shopId: num('shopId'),
    realNumber: num('realNumber'),
    remark: typeof form.remark === 'string' ? form.remark : undefined,
    shopCodeCount: num('shopCodeCount'),
  };
}

/** The start form's values both ways (StartFormShell). */
export const holidayConversion = { toInput: toHolidayInput, fromForm: fromHolidayForm };
