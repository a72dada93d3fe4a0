// Apart from the form schema of welfare.ts: the web's task lists read these labels without zod.

/** treatmentCategory (spec §9): 0 结婚 (marriage certificate, date needed), 1 生育 (birth certificate). */
export const WELFARE_CATEGORIES = [
  {
    value: 0,
    label: '结婚',
    labelEn: 'Marriage',
    certificate: '结婚证',
    certificateEn: 'marriage certificate',
    /** The amount proposed to head office (yuan). */
    defaultAmount: 500,
  },
  {
    value: 1,
    label: '生育',
    labelEn: 'Newborn',
    certificate: '出生证明',
    certificateEn: 'birth certificate',
    defaultAmount: 500,
  },
] as const;
export type TWelfareCategory = (typeof WELFARE_CATEGORIES)[number]['value'];
export const WELFARE_CATEGORY_VALUES = WELFARE_CATEGORIES.map((c) => c.value);

/** The highest benefit head office may book (yuan). */
export const WELFARE_MAX_AMOUNT = 100_000;
/** A marriage is claimed within this many months of its date, and once in this many months. */
export const WELFARE_MARRIAGE_MONTHS = 12;

export function welfareCategory(value: unknown) {
  return WELFARE_CATEGORIES.find((c) => c.value === value);
}

/** 结婚 / 生育 ('' when unknown). */
export function welfareCategoryTitle(value: unknown): string {
  return welfareCategory(value)?.label ?? '';
}
