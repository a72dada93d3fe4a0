import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { menuTitle } from './menu-title';

describe('menu codes by name', () => {
  it('names a page and a section by their sidebar titles, and leaves an unknown code as it is', () => {
    expect(menuTitle('StaffList', t)).toBe('员工信息');
    expect(menuTitle('UesrThreePeriodsList', t)).toBe('员工三期');
    expect(menuTitle('BasicData', t)).toBe('基础数据');
    expect(menuTitle('NoSuchMenu', t)).toBe('NoSuchMenu');
    // A permission that opens no page of its own: the role matrix's name.
    expect(menuTitle('SensitiveData', t)).toBe('敏感信息查看');
    expect(menuTitle('PrivacyLog', t)).toBe('个人信息访问记录');
  });
});
