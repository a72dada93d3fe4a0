import { expect, test } from '@playwright/test';
import { filterText, rows } from '../basic-data/helpers';
import { apiAs } from '../workflow/wf';
import { go, login } from './fixtures';

test.describe('[SYSTEM][LOG] system log', () => {
  test('[SYSTEM][LOG]: the administrator finds a failed sign-in and a shop edit, and sees what the edit changed', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    // A failed sign-in under a name nobody has, and a regional HR's edit of a shop's budget.
    const nobody = `nobody${Date.now() % 100000}`;
    const failed = await request.post('/api/User/Login', { data: { account: nobody, password: 'wrong-password' } });
    expect((await failed.json()).code).not.toBe(0);
    const east = await apiAs(request, 'eastHr');
    const shops = await east<{ list: { id: number }[] }>('/api/Shop/GetShopList', {
      filters: { shopCode: { search: 'SH005' } },
    });
    const shop = await east<Record<string, unknown>>('/api/Shop/GetShopDetail', { id: shops.list[0].id });
    const budget = Number(shop.budgetHeadcount) + 1;
    await east('/api/Shop/UpdateShop', {
      id: shop.id,
      updatedTime: shop.updatedTime,
      shopCode: shop.shopCode,
      shopName: shop.shopName,
      province: shop.province,
      city: shop.city,
      regionId: shop.regionId,
      address: shop.address,
      isOpen: shop.isOpen,
      openedDate: shop.openedDate,
      budgetHeadcount: budget,
      employingEntity: shop.employingEntity,
    });

    await login(page, 'admin');
    await go(page, '/system/systemLog');
    await filterText(page, 'system-log-list', '用户', nobody);
    const failure = rows(page, 'system-log-list').first();
    await expect(failure).toContainText('登录失败');
    await expect(failure.getByTestId('log-result')).toHaveText('失败');

    // The same tab keeps its filters: the user filter now names the editor.
    await filterText(page, 'system-log-list', '用户', 'east_hr');
    await filterText(page, 'system-log-list', '操作', '修改门店');
    // 对象 names the store as people read it, not by its key (shop:SH005).
    const edit = rows(page, 'system-log-list')
      .filter({ hasText: `门店 SH005 ${shop.shopName}` })
      .first();
    await expect(edit).toContainText('门店');
    await expect(edit).not.toContainText('shop:SH005');
    await page.screenshot({ path: test.info().outputPath('system-log.png') });
    await edit.getByTestId('log-view-link').click();
    const view = page.getByTestId('system-log-view');
    await expect(view).toContainText('修改门店');
    // The detail keeps the key below the name, for whoever looks into it.
    await expect(view.getByTestId('log-target')).toContainText('shop:SH005');
    const changed = view.getByTestId('system-log-changes').locator('tr.system-log-changed');
    await expect(changed.filter({ hasText: '编制人数' })).toContainText(String(budget));
    // Only the changed fields, when asked.
    await view.getByTestId('log-changed-only').click();
    await expect(view.getByTestId('system-log-changes').locator('tbody tr')).toHaveCount(await changed.count());
  });
});
