import { formatFigure, formatMoney, PLAIN_MONEY, sumAmounts } from './money';

describe('money', () => {
  it('writes yuan with thousands separators and two decimals, as Intl.NumberFormat zh-CN does', () => {
    const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const samples = [0, 0.1, 1.005, 2.675, 12, 999.995, 1000, 1234.5, 98765.432, 1234567.891, -5, -1234.5, 1e15];
    for (const n of samples) expect(formatMoney(n), String(n)).toBe(`¥${intl.format(n)}`);
    // Where Intl writes "-0.00", a rounded-away minus is dropped.
    expect(formatMoney(-0.004)).toBe('¥0.00');
  });

  it('reads typed text and treats empty or unreadable input as 0', () => {
    expect(formatMoney('1234.5')).toBe('¥1,234.50');
    expect(formatMoney('')).toBe('¥0.00');
    expect(formatMoney('abc')).toBe('¥0.00');
    expect(formatMoney(undefined)).toBe('¥0.00');
  });

  it('sums to the cent', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(formatMoney(sumAmounts(['10.10', 5, '']))).toBe('¥15.10');
  });

  it('writes a record amount plainly, with cents, and — when there is none', () => {
    expect(formatMoney('12000.5', PLAIN_MONEY)).toBe('12000.50');
    expect(formatMoney('12345.67', PLAIN_MONEY)).toBe('12345.67');
    expect(formatMoney('-500', PLAIN_MONEY)).toBe('-500.00');
    expect(formatMoney(1234567.891, PLAIN_MONEY)).toBe('1234567.89');
    expect(formatMoney('0', PLAIN_MONEY)).toBe('0.00');
    for (const absent of [null, undefined, '', ' ']) expect(formatMoney(absent, PLAIN_MONEY)).toBe('—');
    expect(formatMoney(null, { empty: '—' })).toBe('—');
    expect(formatMoney(null, { plain: true })).toBe('0.00');
  });

  it('writes a salary figure as money when clear and leaves a mask as it is', () => {
    expect(formatFigure('12000.5', PLAIN_MONEY)).toBe('12000.50');
    expect(formatFigure(300)).toBe('¥300.00');
    expect(formatFigure('-500', PLAIN_MONEY)).toBe('-500.00');
    expect(formatFigure('***', PLAIN_MONEY)).toBe('***');
    expect(formatFigure(null, PLAIN_MONEY)).toBe('—');
  });
});
