import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { menuTitle } from './menu-title';

describe('menu codes by name', () => {
  it('names a page and a section by their sidebar titles, and leaves an unknown code as it is', () => {
    expect(menuTitle('StaffList', t)).toBe('员工信息');
    expect(menuTitle('UesrThreePeriodsList', t)).toBe('员工三期');
    expect(menuTitle('BasicData', t)).toBe('基础数据');
    expect(menuTitle('NoSuchMenu', t)).toBe('NoSuchMenu');
  });
});
