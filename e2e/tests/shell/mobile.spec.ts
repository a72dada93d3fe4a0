import { expect, test } from '@playwright/test';
import { login } from './fixtures';

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
});
