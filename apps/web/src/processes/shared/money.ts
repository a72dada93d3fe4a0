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

const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ¥1,234.50 */
export function formatMoney(value: unknown): string {
  return `¥${MONEY.format(amountOf(value))}`;
}
