import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../workflow/wf';
import { go, login, sidebar } from './fixtures';

/** WCAG 2.1 A and AA, as issue 41 measured them with axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe over the page as shown and returns its critical and serious violations. In the app it
 * checks the page shown, with the shell (skip link, menu, navbar, tabs) when asked: the tabs kept
 * alive behind the page are hidden (display: none) and would only make every check slower.
 */
async function audit(page: Page, name: string, scope: 'document' | 'page' | 'page and shell'): Promise<Finding[]> {
  let builder = new AxeBuilder({ page });
  if (scope !== 'document') builder = builder.include('.hris-content > .hris-page:not([style*="display: none"])');
  if (scope === 'page and shell') {
    builder = builder.include('.hris-skip-link').include('.hris-sider').include('.hris-header');
  }
  const result = await builder
    .withTags(WCAG_TAGS)
    // Only the violations in full: the passes' details are most of axe's work on a large table.
    .options({ resultTypes: ['violations'] })
    // One run inside the page: the default (partial runs per frame, finished in a page of its
    // own) opens a page for every check, which cost more than the checks here (no frames).
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      page: name,
      rule: v.id,
      impact: v.impact ?? '',
      // A colour finding says which colours met, so the fix is plain from the report.
      targets: v.nodes.map((n) => {
        const colours = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const target = n.target.join(' ');
        return colours?.fgColor
          ? `${target} (${colours.fgColor} on ${colours.bgColor}: ${colours.contrastRatio}:1)`
          : `${target} ${n.html.slice(0, 160)}`;
      }),
    }));
}

/** Waits until the page shown has drawn its content: no page chunk, skeleton or table still loading. */
async function settled(page: Page): Promise<void> {
  const pane = page.locator('.hris-content .hris-page:visible');
  await expect(pane).toHaveCount(1);
  await expect(pane).not.toBeEmpty();
  await expect(
    page.locator('.hris-loading:visible, .ant-skeleton:visible, .ant-spin-spinning:visible, .ant-spin-dot:visible'),
  ).toHaveCount(0);
}

function report(findings: Finding[], perRule = 8): string {
  return findings
    .map(
      (f) =>
        `${f.page}: ${f.rule} (${f.impact}) ×${f.targets.length}\n    ${f.targets.slice(0, perRule).join('\n    ')}`,
    )
    .join('\n');
}

/**
 * The menu pages, as the sidebar draws them from the route table for the administrator (who holds
 * every menu code): a page added to the table is checked without a line here. Each section is
 * opened so its entries render.
 */
async function menuPages(page: Page): Promise<string[]> {
  const menu = sidebar(page);
  const sections = menu.locator('.ant-menu-submenu-inline > .ant-menu-submenu-title');
  const count = await sections.count();
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
  }
  const ids = await menu
    .locator('li.ant-menu-item[data-menu-id]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-menu-id') ?? ''));
  // rc-menu prefixes the key (the path) with an id of its own: rc-menu-uuid-…-/task/index.
  return ids.map((id) => id.slice(id.indexOf('-/') + 1)).filter((path) => path.startsWith('/'));
}

test.describe('[SHELL][A11Y] WCAG 2.1 AA (axe-core)', () => {
  test('[SHELL][A11Y]: the sign-in page has no critical or serious violation', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    const findings = await audit(page, '/login', 'document');
    expect(findings, report(findings)).toEqual([]);
  });

  test('[SHELL][A11Y]: every menu page and a work, staff and start page have no critical or serious violation', async ({
    page,
    request,
  }) => {
    // About 55 pages; axe takes 1–5 s a page depending on the load beside it.
    test.setTimeout(420_000);
    const admin = await apiAs(request, 'admin');
    await login(page, 'admin');
    const menu = await menuPages(page);
    // The sections of spec §2 all hold pages: a menu read wrong would check almost nothing.
    expect(menu.length).toBeGreaterThan(40);

    const staff = await admin<{ list: { id: number }[] }>('/api/Staff/GetStaffList', { pageIndex: 1, pageSize: 1 });
    const works = await admin<{ list: { flowId: number; workId: number }[] }>('/api/Task/GetAllTaskList', {
      pageIndex: 1,
      pageSize: 1,
      flowId: 12,
      state: 'running',
    });
    const staffId = staff.list[0]?.id;
    const work = works.list[0];
    expect(staffId, 'a demo employee').toBeDefined();
    expect(work, 'a running demo onboarding').toBeDefined();
    const others = [
      `/basicData/staffDetail?id=${staffId}`,
      `/basicData/staffEdit?id=${staffId}`,
      `/process/do?flowId=${work?.flowId}&workId=${work?.workId}`,
      '/process/start',
      '/process/do?flowId=12',
      '/deduction/post',
      '/message',
    ];

    const findings: Finding[] = [];
    for (const path of [...menu, ...others]) {
      const t0 = Date.now();
      await go(page, path);
      await settled(page);
      const t1 = Date.now();
      // The shell is the same on every page: checked with the first (and its menu opened) and the last.
      const withShell = path === menu[0] || path === others.at(-1);
      const found = await audit(page, path, withShell ? 'page and shell' : 'page');
      findings.push(...found);
      if (process.env.A11Y_TRACE) console.log(`${path} ${t1 - t0} ms + ${Date.now() - t1} ms\n${report(found, 100)}`);
    }
    expect(findings, report(findings)).toEqual([]);
  });
});
