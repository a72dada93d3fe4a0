import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals, formatYuan, proofLetterNo, ZProofFormSchema } from './proof';

describe('amountInChineseCapitals', () => {
  it.each([
    [8500, '人民币捌仟伍佰元整'],
    [10005.5, '人民币壹万零伍元伍角'],
    [8500.05, '人民币捌仟伍佰元零伍分'],
    [1010, '人民币壹仟零壹拾元整'],
    [100000, '人民币壹拾万元整'],
    [12345.67, '人民币壹万贰仟叁佰肆拾伍元陆角柒分'],
    [100001000, '人民币壹亿零壹仟元整'],
    [200000001, '人民币贰亿零壹元整'],
    [0.05, '人民币伍分'],
    [0, '人民币零元整'],
    [7083.33, '人民币柒仟零捌拾叁元叁角叁分'],
  ])('%d → %s', (amount, text) => {
    expect(amountInChineseCapitals(amount)).toBe(text);
  });

  it('refuses negative and huge amounts', () => {
    expect(() => amountInChineseCapitals(-1)).toThrow(RangeError);
    expect(() => amountInChineseCapitals(1e12)).toThrow(RangeError);
  });
});

describe('proof letters', () => {
  it('numbers letters per year with four digits', () => {
    expect(proofLetterNo(2026, 1)).toBe('HRZM-2026-0001');
    expect(proofLetterNo(2026, 12345)).toBe('HRZM-2026-12345');
    expect(formatYuan(8500)).toBe('8,500.00');
  });

  it('bounds purpose and copies', () => {
    const base = { employeeId: 'E1', applyType: 1, purpose: '办理签证', copies: 1 };
    expect(ZProofFormSchema.safeParse(base).success).toBe(true);
    expect(ZProofFormSchema.safeParse({ ...base, purpose: ' ' }).error?.issues[0].message).toBe('请填写用途');
    expect(ZProofFormSchema.safeParse({ ...base, purpose: '字'.repeat(101) }).error?.issues[0].message).toBe(
      '用途不能超过100字',
    );
    expect(ZProofFormSchema.safeParse({ ...base, copies: 6 }).error?.issues[0].message).toBe('份数不能超过5');
    expect(ZProofFormSchema.safeParse({ ...base, copies: 0 }).error?.issues[0].message).toBe('份数至少为1');
    expect(ZProofFormSchema.safeParse({ ...base, applyType: 3 }).success).toBe(false);
    expect(ZProofFormSchema.safeParse({ ...base, monthlyIncome: 8500.123 }).success).toBe(false);
  });
});
