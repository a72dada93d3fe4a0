import { expect, test } from '@playwright/test';
import { apiAs, freeEmployees } from '../workflow/wf';
import { go, login } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('[SHELL] mobile layout', () => {
  test('[SHELL][ACTION]: below 992px the sidebar is a drawer that closes on navigation', async ({ page }) => {
    await login(page, 'sh001Hr');
    await expect(page.locator('.hris-sider')).toHaveCount(0);
    await expect(page.locator('.hris-layout')).toHaveClass(/is-mobile/);
    await page.getByTestId('hamburger').click();
    const drawer = page.locator('.hris-mobile-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByText('员工信息').click();
    await expect(page).toHaveURL(/#\/basicData\/staffList$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('staff-list')).toBeVisible();
  });

  test('[SHELL][ACTION]: at 390 px a to-do is a card (person, store, step, arrival) with 办理 in view; a row keeps 查看', async ({
    page,
    request,
  }) => {
    // A to-do of south_hr's own: SZN001's store HR starts a deduction (GZ001 is the withdraw spec's).
    const store = await apiAs(request, 'szn001Hr');
    const [employee] = await freeEmployees(store, await apiAs(request, 'hqHr'), 1, 8);
    await store('/api/WF/StartWork', {
      flowId: 8,
      form: { employeeId: employee!.employeeId, deductionsMonth: '2026-10', lostDdeductions: '18' },
    });
    await login(page, 'southHr');
    await go(page, '/task/index');
    const card = page.getByTestId('task-card').filter({ hasText: employee!.employeeId }).first();
    await expect(card).toContainText(`${employee!.name}-${employee!.employeeId}`);
    await expect(card).toContainText('SZN001');
    await expect(card).toContainText('失物扣款');
    await expect(card).toContainText('当前步骤：区域HR审核');
    await expect(card).toContainText('到达时间');
    await card.scrollIntoViewIfNeeded();
    const open = card.getByTestId('task-card-open');
    await expect(open).toHaveText('办理');
    await expect(open).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('my-tasks-390.png') });
    await open.click();
    await expect(page).toHaveURL(/#\/process\/do/);
    await go(page, '/basicData/staffList');
    await expect(page.locator('[data-testid="staff-list"] .ant-table-row').first().getByText('查看')).toBeInViewport();
  });
});
