import { describe, expect, it } from 'vitest';
import { addDays, anniversary, businessToday } from '../dates';
import { entryDateProblem, preEntryTimeProblem, ZStaffEntryFormSchema } from './staff-entry';

function withCheck(body: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

const today = businessToday();
const form = (overrides: Record<string, unknown> = {}) => ({
  inductionType: 'new',
  name: '陈晓雨',
  gender: 'F',
  identityNumber: '310101199503150023',
  phone: '13800138000',
  employeeType: 'store',
  shopCode: 'SH001',
  positionId: 5,
  rank: 'S1',
  preEntryTime: today,
  probationMonths: 3,
  contractYears: 3,
  ...overrides,
});
const issues = (overrides: Record<string, unknown>) =>
  ZStaffEntryFormSchema.safeParse(form(overrides)).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('[CONTRACT][STAFF ENTRY] onboarding form', () => {
  it('accepts a person whose number, gender and dates agree', () => {
    expect(ZStaffEntryFormSchema.safeParse(form()).success).toBe(true);
    expect(ZStaffEntryFormSchema.safeParse(form({ entryDate: today })).success).toBe(true);
  });

  it('refuses the identity number by the shared rule, and a gender it disagrees with', () => {
    expect(issues({ identityNumber: '310104199913401234' })).toEqual([
      ['identityNumber', '身份证号码中的出生日期无效'],
    ]);
    expect(issues({ gender: 'M' })).toEqual([['gender', '性别与身份证号码不符（身份证号码为女）']]);
    const born = addDays(anniversary(today, -11), -3);
    const eleven = withCheck(`310104${born.replaceAll('-', '')}002`);
    expect(issues({ identityNumber: eleven })).toEqual([
      ['identityNumber', '员工未满16周岁，不能录用'],
      ['preEntryTime', `预计入职日期不能早于员工年满16周岁的日期（${anniversary(born, 16)}）`],
    ]);
  });

  it('needs the person 16 today and on the expected and the actual first day', () => {
    // Turned 16 five days ago: a start filed for ten days ago is before it, one for today is not.
    const sixteenth = addDays(today, -5);
    const young = withCheck(`310104${anniversary(sixteenth, -16).replaceAll('-', '')}002`);
    expect(issues({ identityNumber: young })).toBeUndefined();
    expect(issues({ identityNumber: young, preEntryTime: addDays(today, -10) })).toEqual([
      ['preEntryTime', `预计入职日期不能早于员工年满16周岁的日期（${sixteenth}）`],
    ]);
    expect(issues({ identityNumber: young, entryDate: addDays(today, -6) })).toEqual([
      ['entryDate', `实际到岗日期不能早于员工年满16周岁的日期（${sixteenth}）`],
    ]);
    // 16 in ten days: not yet, whatever the expected day.
    const soon = withCheck(`310104${anniversary(addDays(today, 10), -16).replaceAll('-', '')}002`);
    expect(issues({ identityNumber: soon, preEntryTime: addDays(today, 20) })).toEqual([
      ['identityNumber', '员工未满16周岁，不能录用'],
    ]);
  });

  it('takes an actual arrival up to today, and not long before the expected day', () => {
    expect(issues({ entryDate: addDays(today, 1) })).toEqual([['entryDate', '实际到岗日期不能晚于今天']]);
    const preEntryTime = addDays(today, -5);
    expect(issues({ preEntryTime, entryDate: addDays(preEntryTime, -30) })).toBeUndefined();
    expect(issues({ preEntryTime, entryDate: addDays(preEntryTime, -31) })).toEqual([
      ['entryDate', `实际到岗日期不能早于${addDays(preEntryTime, -30)}（预计入职日期前30天）`],
    ]);
  });

  it('keeps the expected day within 30 days before and a year after the start', () => {
    const on = '2026-06-15';
    expect(preEntryTimeProblem('2026-05-16', on)).toBeNull();
    expect(preEntryTimeProblem('2026-05-15', on)).toBe('预计入职日期不能早于2026-05-16');
    expect(preEntryTimeProblem('2027-06-15', on)).toBeNull();
    expect(preEntryTimeProblem('2027-06-16', on)).toBe('预计入职日期不能晚于2027-06-15');
    expect(preEntryTimeProblem('2023-01-01', on)).toBe('预计入职日期不能早于2026-05-16');
    expect(entryDateProblem('2026-06-16', '2026-06-01', on)).toBe('实际到岗日期不能晚于今天');
    expect(entryDateProblem('2026-06-15', '2026-06-20', on)).toBeNull();
  });
});
