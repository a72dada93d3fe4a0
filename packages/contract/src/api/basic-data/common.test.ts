import { describe, expect, it } from 'vitest';
import { addDays, anniversary, businessToday, yearsBetween } from '../../dates';
import {
  employableFrom,
  employeeLabel,
  employmentDateProblem,
  formatCents,
  identityGenderProblem,
  identityNumberFacts,
  identityNumberGender,
  identityNumberProblem,
  listRequestSchema,
  maskIdentityNumber,
  parseColumnFilter,
  parseMoneyToCents,
  ZIdentityNumber,
} from './common';
import { performancePeriodText } from './performance';
import { ZStaffListRequestSchema } from './staff';

/** Independent ISO 7064 MOD 11-2: the 17 digits of `body` and their check character. */
function withCheck(body: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/** A number with a right check character for a birth date (YYYY-MM-DD) and sequence digits. */
const idFor = (area: string, birth: string, seq = '123') => withCheck(`${area}${birth.replaceAll('-', '')}${seq}`);

describe('[CONTRACT][BASIC DATA] identity numbers', () => {
  const today = '2026-06-15';

  it.each([
    ['11010519491231002X', 'F'],
    ['110105199203154522', 'F'],
    ['310101199503150023', 'F'],
    [idFor('440106', '2000-02-29', '031'), 'M'],
    [idFor('650102', '1975-08-01', '458'), 'F'],
    [idFor('810000', '1988-11-30', '017'), 'M'],
    [idFor('830000', '1990-01-01', '002'), 'F'],
    // 16 today exactly.
    [idFor('310104', '2010-06-15', '019'), 'M'],
  ])('accepts %s (%s)', (value, gender) => {
    expect(identityNumberProblem(value, today)).toBeNull();
    expect(identityNumberGender(value)).toBe(gender);
    expect(identityGenderProblem(value, gender)).toBeNull();
  });

  it.each([
    ['', '身份证号码位数不正确（应为18位）'],
    ['1101051992031545', '身份证号码位数不正确（应为18位）'],
    ['11010519920315452', '身份证号码位数不正确（应为18位）'],
    ['1101051992031545220', '身份证号码位数不正确（应为18位）'],
    ['11010519920315A522', '身份证号码格式不正确（前17位应为数字，最后一位为数字或X）'],
    ['X10105199203154522', '身份证号码格式不正确（前17位应为数字，最后一位为数字或X）'],
    ['11010519920315452Y', '身份证号码格式不正确（前17位应为数字，最后一位为数字或X）'],
    [idFor('990105', '1992-03-15'), '身份证号码的地区码不正确'],
    [idFor('000000', '1992-03-15'), '身份证号码的地区码不正确'],
    [idFor('720101', '1992-03-15'), '身份证号码的地区码不正确'],
    [idFor('910101', '1992-03-15'), '身份证号码的地区码不正确'],
    // The number of the issue: its check character is right, its birth date (1999-13-40) is not.
    ['310104199913401234', '身份证号码中的出生日期无效'],
    ['110105199202304521', '身份证号码中的出生日期无效'],
    [withCheck('11010519990229123'), '身份证号码中的出生日期无效'],
    [withCheck('11010518991231123'), '身份证号码中的出生日期无效'],
    [idFor('110105', '2026-06-16'), '身份证号码中的出生日期晚于今天'],
    [idFor('110105', '2030-01-01'), '身份证号码中的出生日期晚于今天'],
    ['110105199203154523', '身份证号码校验位不正确'],
    ['110105194912310023', '身份证号码校验位不正确'],
    [idFor('310104', '2016-01-01'), '员工未满16周岁，不能录用'],
    // A day short of 16.
    [idFor('310104', '2010-06-16'), '员工未满16周岁，不能录用'],
  ])('refuses %j: %s', (value, message) => {
    expect(identityNumberProblem(value, today)).toBe(message);
  });

  it('reads a lower-case x as X and checks against today in China by default', () => {
    expect(ZIdentityNumber.parse(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(identityNumberProblem('11010519491231002x', today)).toBeNull();
    const tenYearsOld = idFor('310104', addDays(anniversary(businessToday(), -10), -1));
    expect(ZIdentityNumber.safeParse(tenYearsOld).error?.issues[0].message).toBe('员工未满16周岁，不能录用');
    const sixteen = idFor('310104', anniversary(businessToday(), -16));
    expect(ZIdentityNumber.safeParse(sixteen).success).toBe(true);
    const tomorrow = idFor('310104', addDays(businessToday(), 1));
    expect(ZIdentityNumber.safeParse(tomorrow).error?.issues[0].message).toBe('身份证号码中的出生日期晚于今天');
  });

  it('tells a gender the number disagrees with, and the first day a person may work', () => {
    expect(identityGenderProblem('110105199203154522', 'M')).toBe('性别与身份证号码不符（身份证号码为女）');
    expect(identityGenderProblem('110105199003071239', 'F')).toBe('性别与身份证号码不符（身份证号码为男）');
    // Nothing to compare while the number is wrong or the gender missing.
    expect(identityGenderProblem('110105199203154523', 'M')).toBeNull();
    expect(identityGenderProblem('110105199203154522', undefined)).toBeNull();
    expect(employableFrom(idFor('440106', '2008-02-29'))).toBe('2024-02-29');
    expect(employableFrom(idFor('440106', '2009-02-28'))).toBe('2025-02-28');
    expect(employableFrom(withCheck('44010620090229031'))).toBeUndefined();
    const young = idFor('310104', '2010-09-01');
    expect(employmentDateProblem(young, '2026-08-31', '入职日期')).toBe(
      '入职日期不能早于员工年满16周岁的日期（2026-09-01）',
    );
    expect(employmentDateProblem(young, '2026-09-01', '入职日期')).toBeNull();
  });

  it('reads birth date and gender, and masks all but the first and last four', () => {
    expect(identityNumberFacts('110105199203154522')).toEqual({ birthDate: '1992-03-15', gender: 'F' });
    expect(maskIdentityNumber('310104199001011234')).toBe('3101**********1234');
    expect(employeeLabel('王芳', 'E100001')).toBe('王芳-E100001');
  });
});

describe('[CONTRACT] business dates', () => {
  it("takes today in China, whatever the machine's zone, and counts full years", () => {
    expect(businessToday(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(businessToday(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(businessToday(new Date('2026-11-24T16:00:00Z'), 'UTC')).toBe('2026-11-24');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(yearsBetween('2008-02-29', '2024-02-28')).toBe(15);
    expect(yearsBetween('2008-02-29', '2024-02-29')).toBe(16);
    expect(yearsBetween('2009-02-28', '2025-02-28')).toBe(16);
    expect(anniversary('2008-02-29', 17)).toBe('2025-03-01');
    expect(anniversary('2026-11-25', 1)).toBe('2027-11-25');
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
