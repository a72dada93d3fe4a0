import type { Plugin } from 'vite';

/** The module main.tsx imports first, so its rules come before the app's own CSS, as antd's runtime styles do. */
const ANTD_STYLES_MODULE = 'virtual:antd-styles.css';
const RESOLVED_ID = `\0${ANTD_STYLES_MODULE}`;

/**
 * The antd components whose styles ship in the built CSS: those the sign-in page, the signed-in
 * shell and the to-do list (the usual first screen) render. Any other component generates its
 * styles in the browser when it first renders, as every component did before.
 */
export const STATIC_STYLE_COMPONENTS = [
  'App',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  // The sign-in page's line above 单点登录, shown when company sign-on is configured.
  'Divider',
  'Dropdown',
  'Empty',
  'Form',
  'Input',
  'Layout',
  'Menu',
  'Pagination',
  'Row',
  'Select',
  'Space',
  'Spin',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
] as const;

/**
 * Renders the components above on the server and returns the style rules antd's CSS-in-JS
 * registered for them, with the marker that tells it, in the browser, which styles the page
 * already has (`.data-ant-cssinjs-cache-path`, read once by @ant-design/cssinjs): those components
 * then skip generating, serializing and injecting their styles at run time.
 *
 * Only the component rules are taken ('style'), not the design tokens: antd 6 writes the tokens as
 * CSS variables, and the rules refer to them, so the rules are the same for every theme colour a
 * user picks. The tokens stay generated in the browser from the user's theme.
 */
export async function renderAntdStyles(): Promise<string> {
  const [{ createCache, extractStyle, StyleProvider }, antd, React, { renderToString }] = await Promise.all([
    import('@ant-design/cssinjs'),
    import('antd'),
    import('react'),
    import('react-dom/server'),
  ]);
  const h = React.createElement;
  // Components that need content to render, or whose variants register styles of their own.
  const special: Partial<Record<(typeof STATIC_STYLE_COMPONENTS)[number], () => ReturnType<typeof h>>> = {
    Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('span')),
    Form: () => h(antd.Form, null, h(antd.Form.Item, { label: '-' }, h('span'))),
    Layout: () => h(antd.Layout, null, h(antd.Layout.Header), h(antd.Layout.Sider), h(antd.Layout.Content)),
    Menu: () => h(antd.Menu, { items: [] }),
    // Preset colours (blue…) and status colours (success…) are two more style sets.
    Tag: () => h(React.Fragment, null, h(antd.Tag, { color: 'blue' }), h(antd.Tag, { color: 'success' })),
    Tooltip: () => h(antd.Tooltip, { title: '-' }, h('span')),
  };
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      { cache },
      STATIC_STYLE_COMPONENTS.map((name) => {
        const component = antd[name] as Parameters<typeof h>[0];
        return h(React.Fragment, { key: name }, special[name]?.() ?? h(component));
      }),
    ),
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/**
 * `virtual:antd-styles.css`: in a build, the styles of STATIC_STYLE_COMPONENTS (renderAntdStyles);
 * in the dev server and the unit tests, nothing, and every style is generated at run time.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  return {
    name: 'hris-antd-static-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === ANTD_STYLES_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return build ? await renderAntdStyles() : '/* antd styles are generated at run time */';
    },
  };
}
