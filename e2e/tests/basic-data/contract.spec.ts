import { expect, test } from '@playwright/test';
import { go } from '../shell/fixtures';
import {
  chooseEmployee,
  chooseOption,
  exportList,
  fieldError,
  fillDate,
  filterText,
  newOfficeEmployee,
  openAs,
  rows,
} from './helpers';

test.describe('[BASIC][CONTRACT] contracts', () => {
  test('[BASIC][CONTRACT]: hq_hr adds a contract; an end before the begin and an overlap are refused on their fields', async ({
    page,
    request,
  }) => {
    const person = await newOfficeEmployee(request, { prefix: '合同', gender: 'M', entryDate: '2024-03-01' });
    await openAs(page, 'hqHr', '/basicData/employeeContractList');
    await page.getByTestId('contract-add-button').click();
    await expect(page.getByTestId('contract-add')).toBeVisible();

    await chooseEmployee(page, person);
    await chooseOption(page, '合同类型', '固定期限');
    await fillDate(page, '开始日期', '2024-03-01');
    await fillDate(page, '结束日期', '2026-02-28');
    await page.getByTestId('contract-save').click();

    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    const detail = page.getByTestId('contract-detail');
    await expect(detail).toContainText(`${person.label} · 固定期限`);
    await expect(detail).toContainText('2024-03-01');
    await expect(detail).toContainText('2026-02-28');

    // A second contract of the same person: the end before the begin, then an overlap.
    await go(page, '/basicData/employeeContractAdd');
    await chooseEmployee(page, person);
    await chooseOption(page, '合同类型', '固定期限');
    await fillDate(page, '开始日期', '2026-03-01');
    await fillDate(page, '结束日期', '2026-01-31');
    await page.getByTestId('contract-save').click();
    await expect(fieldError(page, '结束日期')).toHaveText('合同结束日期不能早于开始日期');

    await fillDate(page, '开始日期', '2025-06-01');
    await fillDate(page, '结束日期', '2027-05-31');
    await page.getByTestId('contract-save').click();
    await expect(fieldError(page, '开始日期')).toHaveText('与该员工的第1份合同（2024-03-01 至 2026-02-28）期限重叠');
    await expect(fieldError(page, '结束日期')).toHaveCount(0);

    // Only the first contract was stored; the filtered export holds exactly that row.
    await go(page, '/basicData/employeeContractList');
    await filterText(page, 'contract-list', '员工编号', person.employeeId);
    await expect(rows(page, 'contract-list')).toHaveCount(1);
    await expect(rows(page, 'contract-list')).toContainText('2026-02-28');
    const { fileName, sheet } = await exportList(page, 'contract-list');
    expect(fileName).toMatch(/^员工合同_\d{8}\.xlsx$/);
    expect(sheet[0]).toEqual(expect.arrayContaining(['员工编号', '姓名', '合同类型', '合同开始日期', '合同结束日期']));
    expect(sheet).toHaveLength(2);
    const header = sheet[0] ?? [];
    const row = sheet[1] ?? [];
    expect(row[header.indexOf('员工编号')]).toBe(person.employeeId);
    expect(row[header.indexOf('合同类型')]).toBe('固定期限');
    expect(row[header.indexOf('合同开始日期')]).toBe('2024-03-01');
    expect(row[header.indexOf('合同结束日期')]).toBe('2026-02-28');
  });
});
