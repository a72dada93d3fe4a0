/** A typed amount as a number: empty or unreadable counts as 0 (the live total must not jump to NaN). */
export function amountOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** The sum of amounts in yuan, rounded to the cent (0.1 + 0.2 shows 0.30, not 0.30000000000000004). */
export function sumAmounts(values: readonly unknown[]): number {
  return Math.round(values.reduce<number>((acc, v) => acc + Math.round(amountOf(v) * 100), 0)) / 100;
}

export interface MoneyFormat {
  /** 1234.50 without the yuan sign and thousands separators, as salary records and their sheets write it. */
  plain?: boolean;
  /** What an absent amount (null, undefined, empty text) shows instead of 0.00. */
  empty?: string;
}

/** How a record shows an amount: 12000.50 as the sheet had it, — when there is none. */
export const PLAIN_MONEY: MoneyFormat = { plain: true, empty: '—' };

function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * An amount in yuan with two decimals (spec: amounts always show cents): ¥1,234.50, as
 * Intl.NumberFormat('zh-CN') writes it (but ¥0.00, not ¥-0.00), or 1234.50 with `plain`. By hand:
 * the to-do list shows amounts on its first render, and creating the Intl formatter visibly delays it.
 */
export function formatMoney(value: unknown, { plain = false, empty }: MoneyFormat = {}): string {
  if (empty !== undefined && isAbsent(value)) return empty;
  const amount = amountOf(value);
  const abs = Math.abs(amount);
  // Rounded half away from zero on the decimal digits shown (1.005 → 1.01), as Intl does.
  const cents = String(abs).includes('e') ? Math.round(abs * 100) : Math.round(Number(`${abs}e2`));
  const fixed = (cents / 100).toFixed(2);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  if (plain) return `${sign}${fixed}`;
  const whole = fixed.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, ',');
  return `¥${sign}${whole}${fixed.slice(-3)}`;
}

/**
 * A salary figure as the server sent or revealed it (issue 38): a number formats as money, a mask
 * (***) or any other text stays as it is (never ¥0.00 for what is hidden).
 */
export function formatFigure(value: unknown, format: MoneyFormat = {}): string {
  if (typeof value === 'number') return formatMoney(value, format);
  if (typeof value !== 'string' || value.trim() === '') return format.empty ?? '—';
  return Number.isFinite(Number(value)) ? formatMoney(value, format) : value;
}
