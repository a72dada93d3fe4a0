import { renderAntdStyles } from './antd-static-styles';

describe('antd styles built ahead', () => {
  let css: string;
  beforeAll(async () => {
    css = await renderAntdStyles();
  }, 60_000);

  it('lists every component in the marker @ant-design/cssinjs reads, so none is generated again', () => {
    const marker = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1];
    expect(marker).toBeDefined();
    // Each entry is `<hash id>|<style set>|<class prefix>|<icon prefix>:<style hash>`.
    const sets = new Set((marker ?? '').split(';').map((entry) => entry.split('|')[1]));
    // What the sign-in page, the shell and the to-do list render (Row and Col are antd's Grid).
    for (const set of [
      'App-App',
      'Breadcrumb-Breadcrumb',
      'Form-Form',
      'Grid-Grid',
      'Input-Component',
      'Layout-Sider',
    ]) {
      expect(sets, set).toContain(set);
    }
    for (const set of [
      'Menu-Menu',
      'Table-Table',
      'Tabs-Tabs',
      'Pagination-Pagination',
      'Select-Select',
      'Spin-Spin',
    ]) {
      expect(sets, set).toContain(set);
    }
    // Tag's preset and status colours are style sets of their own.
    expect(sets).toContain('Tag-preset');
    expect(sets).toContain('Tag-status');
  });

  it('holds the component rules, written against the theme variables', () => {
    expect(css).toContain('.ant-table-thead');
    expect(css).toContain('.ant-menu-item-selected');
    expect(css).toContain('var(--ant-color-primary)');
  });

  it('leaves the design tokens to the browser, where the chosen theme colour sets them', () => {
    expect(css).not.toMatch(/--ant-color-primary\s*:/);
    expect(css).not.toContain('#1677ff');
  });
});
