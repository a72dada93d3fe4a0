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

/**
 * ¥1,234.50, as Intl.NumberFormat('zh-CN') with two decimals writes it (but ¥0.00, not ¥-0.00). By hand: the
 * to-do list shows amounts on its first render, and creating the Intl formatter visibly delays it.
 */
export function formatMoney(value: unknown): string {
  const amount = amountOf(value);
  const abs = Math.abs(amount);
  // Rounded half away from zero on the decimal digits shown (1.005 → 1.01), as Intl does.
  const cents = String(abs).includes('e') ? Math.round(abs * 100) : Math.round(Number(`${abs}e2`));
  const fixed = (cents / 100).toFixed(2);
  const whole = fixed.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, ',');
  return `¥${amount < 0 && cents > 0 ? '-' : ''}${whole}${fixed.slice(-3)}`;
}
