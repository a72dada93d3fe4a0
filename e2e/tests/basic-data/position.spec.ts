import { expect, test } from '@playwright/test';
import { chooseOption, field, fieldError, filterText, openAs, rows, uniqueAccount } from './helpers';

test.describe('[BASIC][POSITION] positions', () => {
  test('[BASIC][POSITION]: hq_hr creates a position, a taken code is refused, then renames and deactivates it', async ({
    page,
  }) => {
    const code = uniqueAccount('E2E').toUpperCase().slice(0, 20);
    await openAs(page, 'hqHr', '/basicData/positionList');
    await page.getByTestId('position-add').click();
    const form = page.getByTestId('position-form');
    await expect(form).toContainText('新增岗位');

    // A code another position holds (a demo position) is refused under 岗位编码.
    await page.getByTestId('position-code').fill('HR-MGR');
    await page.getByTestId('position-name').fill('陈列主管');
    await chooseOption(page, '员工类型', '门店员工');
    await field(page, '默认职级').fill('S4');
    await page.getByTestId('position-save').click();
    await expect(fieldError(page, '岗位编码')).toContainText('岗位编码 HR-MGR 已被岗位');

    await page.getByTestId('position-code').fill(code);
    await page.getByTestId('position-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');

    await filterText(page, 'position-list', '岗位编码', code);
    await expect(rows(page, 'position-list')).toHaveCount(1);
    const row = rows(page, 'position-list').first();
    await expect(row).toContainText('陈列主管');
    await expect(row).toContainText('门店员工');
    await expect(row).toContainText('S4');
    await expect(row).toContainText('已启用');

    await row.getByTestId('position-edit-link').click();
    await expect(form).toContainText('编辑岗位：陈列主管');
    await expect(page.getByTestId('position-code')).toHaveValue(code);
    await page.getByTestId('position-name').fill('陈列督导');
    await page.getByTestId('position-active').click();
    await page.getByTestId('position-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');

    // Back on the list (kept alive with its filter), refreshed by the save.
    await expect(rows(page, 'position-list')).toHaveCount(1);
    await expect(rows(page, 'position-list').first()).toContainText('陈列督导');
    await expect(rows(page, 'position-list').first()).toContainText('已停用');

    // Two editors of the same position: the later save over an older copy is refused, not lost.
    await rows(page, 'position-list').first().getByTestId('position-edit-link').click();
    await expect(form).toContainText('编辑岗位：陈列督导');
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('position-form')).toContainText('编辑岗位：陈列督导');
    await other.getByTestId('position-name').fill('陈列经理');
    await other.getByTestId('position-save').click();
    await expect(other.locator('.ant-message-success').last()).toContainText('保存成功');
    await page.getByTestId('position-name').fill('陈列专员');
    await page.getByTestId('position-save').click();
    await expect(page.locator('.ant-message-error').last()).toContainText('该岗位信息已被他人修改，请刷新后重试');
    await other.close();
  });
});
