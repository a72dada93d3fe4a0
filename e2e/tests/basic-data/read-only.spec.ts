import { expect, test } from '@playwright/test';
import { go, login, USERS } from '../shell/fixtures';
import { rows } from './helpers';

/** The list pages and the buttons an editor sees on them (none of which a read-only user may). */
const LISTS = [
  { path: '/basicData/staffList', scope: 'staff-list', editButtons: ['staff-add-office'] },
  { path: '/basicData/Office', scope: 'office-list', editButtons: [] },
  { path: '/basicData/ShopInfo', scope: 'shop-list', editButtons: ['shop-add-button'] },
  { path: '/basicData/employeeContractList', scope: 'contract-list', editButtons: ['contract-add-button'] },
  { path: '/basicData/EmployeePerformance', scope: 'performance-list', editButtons: ['performance-add-button'] },
  { path: '/basicData/UesrThreePeriodsList', scope: 'three-periods-list', editButtons: ['three-periods-add'] },
  { path: '/basicData/SalaryList', scope: 'salary-list', editButtons: ['salary-import'] },
  { path: '/basicData/positionList', scope: 'position-list', editButtons: ['position-add'] },
  { path: '/basicData/violationList', scope: 'violation-list', editButtons: ['violation-add'] },
] as const;

test.describe('[BASIC][READ-ONLY] viewer', () => {
  test('[BASIC][READ-ONLY]: the read-only auditor sees no edit action anywhere, and the server refuses every edit', async ({
    page,
    request,
  }) => {
    // Nine lists, four details and nine edit addresses: minutes on a loaded 2-core runner.
    test.setTimeout(300_000);
    await login(page, 'viewer');
    for (const list of LISTS) {
      await go(page, list.path);
      const card = page.getByTestId(list.scope);
      await expect(rows(page, list.scope).first()).toBeVisible();
      await expect(card.getByTestId('bd-export')).toBeVisible();
      for (const button of list.editButtons) await expect(card.getByTestId(button)).toHaveCount(0);
      await expect(card.locator('[data-testid$="-edit-link"]')).toHaveCount(0);
      await expect(card.getByRole('button', { name: /新增|导入|登记/ })).toHaveCount(0);
    }

    // Detail pages: no 编辑, 停用 or 重置密码.
    await go(page, '/basicData/staffList');
    await rows(page, 'staff-list').first().getByTestId('staff-detail-link').click();
    await expect(page.getByTestId('staff-detail')).toBeVisible();
    await expect(page.getByTestId('staff-edit')).toHaveCount(0);
    await go(page, '/basicData/ShopInfo');
    await rows(page, 'shop-list').first().getByTestId('shop-detail-link').click();
    await expect(page.getByTestId('shop-detail')).toBeVisible();
    await expect(page.getByTestId('shop-edit')).toHaveCount(0);
    await go(page, '/basicData/Office');
    await rows(page, 'office-list').first().getByTestId('office-detail-link').click();
    await expect(page.getByTestId('office-detail')).toBeVisible();
    for (const button of ['office-edit', 'office-toggle', 'office-reset']) {
      await expect(page.getByTestId(button)).toHaveCount(0);
    }
    await go(page, '/basicData/UesrThreePeriodsList');
    await rows(page, 'three-periods-list').first().getByTestId('three-periods-view-link').click();
    await expect(page.getByTestId('three-periods-detail')).toBeVisible();
    await expect(page.getByTestId('three-periods-edit')).toHaveCount(0);

    // Typed addresses of edit pages say why there is nothing to edit.
    for (const path of [
      '/basicData/staffEdit?id=1',
      '/basicData/addOffice',
      '/basicData/shopEdit?id=1',
      '/basicData/shopAdd',
      '/basicData/employeePerformanceAdd',
      '/basicData/employeePerformanceEdit?id=1',
      '/basicData/employeeContractAdd',
      '/basicData/UesrThreePeriodsEdit',
      '/basicData/salaryListUpload',
      '/basicData/positionEdit',
    ]) {
      await go(page, path);
      await expect(page.getByTestId('bd-read-only').filter({ visible: true })).toContainText('您对该页面只有查看权限');
    }

    // The server refuses whatever the client sends: 40302 没有编辑权限, before reading the body.
    const signIn = await request.post('/api/User/Login', { data: USERS.viewer });
    const token: string = (await signIn.json()).data.accessToken;
    const attempts: [string, unknown][] = [
      ['/api/Staff/UpdateStaff', { id: 1, version: 1, phone: '13900000000' }],
      ['/api/Staff/AddOfficeStaff', {}],
      ['/api/Shop/UpdateShop', {}],
      ['/api/Office/UpdateUser', {}],
      ['/api/Office/SetUserEnabled', { userId: 1, isEnabled: false }],
      ['/api/Office/ResetUserPassword', { userId: 1 }],
      ['/api/EmployeeContract/CreateEmployeeContract', {}],
      ['/api/ThreePeriods/CreateThreePeriods', {}],
      ['/api/Position/CreatePosition', {}],
      ['/api/Violation/CreateViolation', {}],
    ];
    for (const [path, body] of attempts) {
      const res = await request.post(path, { data: body, headers: { AccessToken: token } });
      const json = await res.json();
      expect(json.code, path).toBe(40302);
      expect(json.msg, path).toContain('没有编辑权限');
    }
  });
});
