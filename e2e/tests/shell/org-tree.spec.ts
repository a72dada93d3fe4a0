import { expect, test } from '@playwright/test';
import { filterText, rows, tableTotal } from '../basic-data/helpers';
import { apiAs } from '../workflow/wf';
import { go, login } from './fixtures';

/**
 * 组织架构: the administrator moves a store to another region in the tree; that region's HR sees
 * the store's staff at once, and the system log shows the move. NN001 (南宁, 华南) is used by no
 * other spec; it is moved to 华北 (north_hr) and moved back at the end, so the shared server's
 * demo regions are as they were for the specs after this one.
 */
test.describe('[SYSTEM][ORG] organisation tree', () => {
  test('[SYSTEM][ORG]: admin moves a store to another region; its regional HR sees its staff; the log shows the move', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const admin = await apiAs(request, 'admin');
    const tree = await admin<{ nodes: { id: number; code: string; parentId: number | null; headcount: number }[] }>(
      '/api/Orgs/GetOrgTree',
    );
    const store = tree.nodes.find((n) => n.code === 'NN001')!;
    const south = tree.nodes.find((n) => n.code === 'REG-SOUTH')!;
    expect(store.parentId, 'NN001 is in 华南 in the demo data').toBe(south.id);
    expect(store.headcount, 'NN001 has staff').toBeGreaterThan(0);

    // north_hr does not see NN001's staff before the move.
    const north = await browser.newPage();
    await login(north, 'northHr');
    await go(north, '/basicData/staffList');
    await filterText(north, 'staff-list', '门店', 'NN001');
    await expect(north.getByTestId('staff-list').locator('.ant-empty')).toBeVisible();

    try {
      await login(page, 'admin');
      await go(page, '/system/orgTree');
      await page.getByPlaceholder('按名称或编码搜索').fill('NN001');
      await page.getByPlaceholder('按名称或编码搜索').press('Enter');
      await expect(page.getByTestId('org-tree-found')).toHaveText('找到 1 个组织');
      // The match is drawn (the tree scrolled to it) and chosen: its panel shows.
      await expect(page.getByTestId('org-node-NN001').locator('mark')).toHaveText('NN001');
      const panel = page.getByTestId('org-panel');
      await expect(panel).toContainText('华南');
      await expect(panel.getByTestId('org-panel-headcount')).toHaveText(String(store.headcount));
      await panel.getByTestId('org-move').click();
      const dialog = page.getByTestId('org-move-dialog');
      // The picker's list is virtual: type to bring 华北 into it.
      await dialog.getByRole('combobox').fill('华北');
      await page.locator('.ant-select-dropdown:visible').getByTitle('华北（REG-NORTH）').click();
      await dialog.getByRole('button', { name: '移 动' }).click();
      await expect(page.locator('.ant-message-notice').filter({ hasText: '保存成功' })).toBeVisible();
      await expect(panel).toContainText('华北');

      // north_hr's list, asked again, now holds the store's staff.
      await filterText(north, 'staff-list', '门店', 'NN0');
      await expect(rows(north, 'staff-list').first()).toContainText('NN001');
      expect(await tableTotal(north, 'staff-list')).toBeGreaterThan(0);

      // The system log names the move with the old and new parent.
      await go(page, '/system/systemLog');
      await filterText(page, 'system-log-list', '操作', '移动组织');
      // 对象 names the unit as people read it (组织 <name>（NN001）), not by its key org:NN001.
      const entry = rows(page, 'system-log-list').filter({ hasText: '（NN001）' }).first();
      await expect(entry).toContainText('系统管理');
      await expect(entry).toContainText('组织 ');
      await expect(entry).not.toContainText('org:NN001');
      await entry.getByTestId('log-view-link').click();
      const changed = page.getByTestId('system-log-changes').locator('tr.system-log-changed');
      await expect(changed.filter({ hasText: '上级组织' })).toContainText('REG-NORTH 华北');
      await expect(changed.filter({ hasText: '上级组织' })).toContainText('REG-SOUTH 华南');
    } finally {
      const now = await admin<{ nodes: { id: number; code: string; parentId: number | null }[] }>(
        '/api/Orgs/GetOrgTree',
      );
      if (now.nodes.find((n) => n.code === 'NN001')?.parentId !== south.id)
        await admin('/api/Orgs/MoveOrgUnit', { id: store.id, parentId: south.id });
    }
  });
});
