import { describe, expect, it } from 'vitest';
import {
  employeeLabel,
  formatCents,
  identityNumberFacts,
  identityNumberProblem,
  listRequestSchema,
  maskIdentityNumber,
  parseColumnFilter,
  parseMoneyToCents,
  ZIdentityNumber,
} from './common';
import { performancePeriodText } from './performance';
import { ZStaffListRequestSchema } from './staff';

describe('[CONTRACT][BASIC DATA] identity numbers', () => {
  it('accepts a valid number (also with a lower-case x) and explains each kind of wrong one', () => {
    expect(identityNumberProblem('110105199203154522')).toBeNull();
    expect(ZIdentityNumber.parse(' 11010519900101007x ')).toBe('11010519900101007X');
    expect(identityNumberProblem('110105199203154523')).toBe('身份证号码校验位不正确');
    expect(identityNumberProblem('110105199202304521')).toBe('身份证号码中的出生日期无效');
    expect(identityNumberProblem('1101051992031545')).toBe('身份证号码应为18位，前17位为数字，最后一位为数字或X');
  });

  it('reads birth date and gender, and masks all but the first and last four', () => {
    expect(identityNumberFacts('110105199203154522')).toEqual({ birthDate: '1992-03-15', gender: 'F' });
    expect(maskIdentityNumber('310104199001011234')).toBe('3101**********1234');
    expect(employeeLabel('王芳', 'E100001')).toBe('王芳-E100001');
  });
});

describe('[CONTRACT][BASIC DATA] money', () => {
  it('keeps cents exact and shows two decimals', () => {
    expect(parseMoneyToCents('12000')).toBe(1_200_000);
    expect(parseMoneyToCents(9800.5)).toBe(980_050);
    expect(parseMoneyToCents('0.07')).toBe(7);
    expect(parseMoneyToCents('1.234')).toBeNull();
    expect(parseMoneyToCents('-5')).toBeNull();
    expect(parseMoneyToCents('1e5')).toBeNull();
    expect(formatCents(980_050)).toBe('9800.50');
    expect(formatCents(-5)).toBe('-0.05');
  });
});

describe('[CONTRACT][BASIC DATA] list requests', () => {
  it('parses each kind of column filter and skips unapplied ones', () => {
    expect(parseColumnFilter({ label: '状态', kind: 'select', options: [0, 1, 4] }, { search: '1,4' })).toEqual({
      kind: 'select',
      values: [1, 4],
    });
    expect(parseColumnFilter({ label: '状态', kind: 'select', options: [0, 1] }, { search: ',' })).toBeUndefined();
    expect(parseColumnFilter({ label: '日期', kind: 'dateRange' }, { search: '2026-01-01', searchTwo: null })).toEqual({
      kind: 'dateRange',
      from: '2026-01-01',
      to: undefined,
    });
    expect(
      parseColumnFilter({ label: '日期', kind: 'dateRange' }, { search: '2026-01-01', isSearch: false }),
    ).toBeUndefined();
    expect(parseColumnFilter({ label: '金额', kind: 'numberRange' }, { search: 10, searchTwo: 5 })).toBe(
      '金额的最小值不能大于最大值',
    );
    expect(parseColumnFilter({ label: '启用', kind: 'boolean' }, { search: true })).toEqual({
      kind: 'boolean',
      value: true,
    });
    expect(parseColumnFilter({ label: '启用', kind: 'boolean' }, { search: 'maybe' })).toBe('启用的取值应为 是 或 否');
  });

  it('refuses unknown sort fields and filters with a message naming them', () => {
    const schema = listRequestSchema({ name: '姓名' }, { name: { label: '姓名', kind: 'text' } });
    expect(schema.safeParse({ sortFieldName: '' }).success).toBe(true);
    const sort = schema.safeParse({ sortFieldName: 'salary' });
    expect(sort.error?.issues[0].message).toBe('不支持按「salary」排序');
    const filter = schema.safeParse({ filters: { salary: { search: 1 } } });
    expect(filter.error?.issues[0].message).toBe('不支持按「salary」筛选');
    const staff = ZStaffListRequestSchema.safeParse({ filters: { entryDate: { search: '2026-02-30' } } });
    expect(staff.error?.issues[0].message).toBe('入职日期的开始日期格式应为 YYYY-MM-DD');
  });

  it('names review periods in Chinese', () => {
    expect(performancePeriodText('2026-Q3')).toBe('2026年第三季度');
    expect(performancePeriodText('2026-H1')).toBe('2026年上半年');
    expect(performancePeriodText('2026')).toBe('2026年度');
  });
});
