import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPE_TEXT, EMPLOYEE_TYPE_TEXT, THREE_PERIOD_KIND_TEXT } from '../api/basic-data/common';
import { listText, MESSAGE_AREAS, MESSAGES, type MessageKey, msg } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const entries = Object.entries(MESSAGES) as [MessageKey, { zh: string; en: string }][];

describe('[CONTRACT] message catalogue', () => {
  it('has a Chinese and an English text for every key, naming the same placeholders', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, { zh, en }] of entries) {
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
  });

  it('writes English without Chinese characters (those come only from parameters)', () => {
    for (const [key, { en }] of entries) expect(en, key).not.toMatch(/\p{Script=Han}/u);
  });

  it('holds each key in one area only (a later area must not silently replace an earlier text)', () => {
    const total = Object.values(MESSAGE_AREAS).reduce((n, area) => n + Object.keys(area).length, 0);
    expect(Object.keys(MESSAGES)).toHaveLength(total);
  });

  it('labels enum values as the contract does in Chinese', () => {
    for (const [value, text] of Object.entries(CONTRACT_TYPE_TEXT))
      expect(MESSAGES[`contractType.${value}` as MessageKey].zh).toBe(text);
    for (const [value, text] of Object.entries(THREE_PERIOD_KIND_TEXT))
      expect(MESSAGES[`threePeriodKind.${value}` as MessageKey].zh).toBe(text);
    for (const [value, text] of Object.entries(EMPLOYEE_TYPE_TEXT))
      expect(MESSAGES[`employeeType.${value}` as MessageKey].zh).toBe(text);
  });

  it('renders parameters, nested messages and lists in the language asked for', () => {
    const m = msg('contract.endDateRequired', { type: msg('contractType.fixed') });
    expect(m.render('zh')).toBe('固定期限合同须填写合同结束日期');
    expect(m.render('en')).toBe('A fixed-term contract needs an end date');
    expect(String(m)).toBe('固定期限合同须填写合同结束日期');
    const roles = msg('office.cannotGrantRoles', { roles: listText(['店长', '区域HR']) });
    expect(roles.render('zh')).toBe('您的权限不足以授予角色：店长、区域HR');
    expect(roles.render('en')).toBe('Your permissions do not allow granting these roles: 店长, 区域HR');
    expect(msg('salary.imported', { count: 3 }).render('en')).toBe('Imported 3 salary adjustments');
  });
});
