import { describe, expect, it } from 'vitest';
import { t } from '../../../i18n';
import enUS from '../../../i18n/basic-data.en-US.json';
import zhCN from '../../../i18n/basic-data.zh-CN.json';
import { menuTitle } from './menus';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('menu codes by name', () => {
  it('names a page and a section by their sidebar titles, and leaves an unknown code as it is', () => {
    expect(menuTitle('StaffList', t)).toBe('员工信息');
    expect(menuTitle('UesrThreePeriodsList', t)).toBe('员工三期');
    expect(menuTitle('BasicData', t)).toBe('基础数据');
    expect(menuTitle('NoSuchMenu', t)).toBe('NoSuchMenu');
  });
});

describe('basic-data texts', () => {
  it('zh-CN and en-US hold the same keys', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});
