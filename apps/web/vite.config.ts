import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { TOKEN_COOKIE } from '../../packages/contract/src/constants.ts';
import { PROCESSES } from '../../packages/contract/src/processes/index.ts';
import { antdStaticStyles, STATIC_STYLE_COMPONENTS } from './plugins/antd-static-styles.ts';

/** The chunks a dynamic import of `chunkFile` loads: the chunk and its static imports, recursively. */
function chunkClosure(bundle: OutputBundle, chunkFile: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[chunkFile];
  if (into.has(chunkFile) || chunk?.type !== 'chunk') return into;
  into.add(chunkFile);
  for (const file of chunk.imports) chunkClosure(bundle, file, into);
  return into;
}

/** The libraries every signed-in page runs on: the UI kit, the router and the query cache. */
const SIGNED_IN_LIBS = /[\\/]node_modules[\\/](antd|@rc-component|@ant-design|react-router|@tanstack)[\\/]/;
/** antd's folder of a component: `Tabs` in antd/es/tabs, `Row` and `Col` in antd/es/grid. */
const antdFolder = (component: string) =>
  component === 'Row' || component === 'Col' ? 'grid' : component.replace(/(?<=.)[A-Z]/g, (c) => `-${c}`).toLowerCase();
/**
 * What the shell and the to-do list run on: the router, the query cache, the icons and antd's
 * components of those screens (those whose styles are built ahead, the mobile menu's drawer and
 * the alert of a batch's results), each with what it imports. Not antd's form engine: the sign-in
 * page draws its form without it, and 批量处理 and the number filter, which use it and the dialog
 * and number input, load on use with the other pages' libraries.
 */
const SHELL_COMPONENTS = [...STATIC_STYLE_COMPONENTS.filter((c) => c !== 'Form'), 'Drawer', 'Alert'];
const SHELL_LIBS = new RegExp(
  `[\\\\/]node_modules[\\\\/](react-router|@tanstack|@ant-design[\\\\/]icons|antd[\\\\/]es[\\\\/](${SHELL_COMPONENTS.map(antdFolder).join('|')}))[\\\\/]`,
);
/**
 * The route table and what it is built from: every process's meta (its start address, list
 * columns and Chinese texts; never its forms) and the registry collecting them.
 */
const ROUTE_TABLE =
  /[\\/]src[\\/](router[\\/]routes\.tsx|processes[\\/](registry|define)\.ts|processes[\\/][^\\/]+[\\/](meta\.tsx?|zh-CN\.json))$/;
/** Parts of them only a few screens use, left to load with those screens. */
const ON_DEMAND_PARTS =
  /[\\/](picker|date-picker|time-picker|calendar|slider|upload|color-picker|tree-select|cascader|transfer|image|qrcode|tour|mentions|segmented|rate|carousel)[\\/]/;

/**
 * A few antd modules that the first screens load take one small piece from a large module, and
 * the rest of that module comes along with it (a package index that attaches parts to its
 * component as it loads, a module that also holds a component). Each of them gets the piece alone,
 * from the same module the package itself uses, so nothing is copied:
 * - every input's form context takes `FormProvider`, and the table's radio group a name helper of
 *   the form hooks that take `useForm`, from @rc-component/form, whose index keeps the whole form
 *   engine and async-validator (the sign-in page and the to-do list use neither);
 * - the button's and the tag's style tokens take `isBright` from the colour picker's presets,
 *   which also hold the presets' panel (antd's Collapse) and load the whole rc colour picker.
 * bench/README.md "Issue 40" has what each saved.
 */
const ANTD_DIR = fileURLToPath(new URL('../../node_modules/antd/es/', import.meta.url));
/** `isBright`, as the colour picker's presets module defines it, with the colour class it uses. */
function isBrightModule(): string {
  const presets = readFileSync(`${ANTD_DIR}color-picker/components/ColorPresets.js`, 'utf8');
  const definition = /^export const isBright = [\s\S]*?^};$/m.exec(presets)?.[0];
  if (!definition || !presets.includes("Color as RcColor } from '@rc-component/color-picker'")) {
    throw new Error('hris-antd-pieces: antd changed color-picker/components/ColorPresets.js; update vite.config.ts');
  }
  return `import { Color as RcColor } from '@rc-component/color-picker/es/color.js';\n${definition}\n`;
}
const ANTD_PIECES: { source: string; importers: string[]; code: () => string }[] = [
  {
    source: '@rc-component/form',
    importers: ['form/context.js'],
    code: () => 'export { FormProvider } from "@rc-component/form/es/FormContext.js";',
  },
  {
    source: '@rc-component/form',
    importers: ['form/hooks/useForm.js'],
    code: () => 'export { default as useForm } from "@rc-component/form/es/hooks/useForm.js";',
  },
  {
    source: '../../color-picker/components/ColorPresets',
    importers: ['button/style/token.js', 'tag/style/index.js'],
    code: isBrightModule,
  },
  {
    source: '@rc-component/color-picker',
    importers: ['color-picker/color.js'],
    code: () => 'export { Color } from "@rc-component/color-picker/es/color.js";',
  },
];
function antdPieces(): Plugin {
  const prefix = '\0hris-antd-piece:';
  return {
    name: 'hris-antd-pieces',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      const index = ANTD_PIECES.findIndex(
        (p) => p.source === source && p.importers.some((file) => from.endsWith(`/antd/es/${file}`)),
      );
      return index < 0 ? null : `${prefix}${index}`;
    },
    load(id) {
      return id.startsWith(prefix) ? ANTD_PIECES[Number(id.slice(prefix.length))]?.code() : null;
    },
  };
}

/**
 * A signed-in visit needs the app (router) and the layout chunks, which main.tsx imports only
 * after the start-up chunk ran. An inline script in index.html starts fetching them (scripts and
 * styles) at once when the token cookie is there; the sign-in page, without it, loads nothing more.
 */
function preloadSignedIn(entries: string[]): Plugin {
  return {
    name: 'hris-preload-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const initial = chunkClosure(bundle, chunk.fileName);
        const files = new Set<string>();
        const found = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const entry = entries.find((e) => output.facadeModuleId?.endsWith(e));
          if (!entry) continue;
          found.add(entry);
          for (const file of chunkClosure(bundle, output.fileName)) {
            if (initial.has(file)) continue;
            files.add(file);
            const meta = (bundle[file] as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
            for (const css of meta?.importedCss ?? []) files.add(css);
          }
        }
        const missing = entries.filter((e) => !found.has(e));
        if (missing.length) throw new Error(`hris-preload-signed-in: no dynamic chunk for ${missing.join(', ')}`);
        const links = JSON.stringify([...files].sort());
        return [
          {
            tag: 'script',
            injectTo: 'head',
            // crossOrigin as Vite's own preload links, so the later imports reuse these fetches.
            children: `if (/(^|;\\s*)${TOKEN_COOKIE}=/.test(document.cookie)) for (const f of ${links}) {
  const l = document.createElement('link');
  l.rel = f.endsWith('.css') ? 'preload' : 'modulepreload';
  if (l.rel === 'preload') l.as = 'style';
  l.crossOrigin = '';
  l.href = './' + f;
  document.head.appendChild(l);
}`,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  // Relative asset paths: the server may mount the app under any prefix.
  base: './',
  plugins: [antdPieces(), react(), antdStaticStyles(), preloadSignedIn(['/src/app.tsx', '/src/layout/index.tsx'])],
  define: {
    // src/processes/contract-processes.ts: the processes as data, without the schemas beside them.
    __CONTRACT_PROCESSES__: JSON.stringify(PROCESSES.map(({ messages: _, ...info }) => info)),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically runs on every visit: one chunk compresses and
          // loads better than the dozens of shared pieces it would otherwise be cut into.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The libraries of the signed-in pages in two chunks instead of some forty pieces, which
            // the browser's six connections to the server fetched a few at a time (bench/README.md):
            // those of the shell and the to-do list, where most users land, and the rest of antd,
            // which only the other pages load.
            { name: 'libs', test: (id: string) => SHELL_LIBS.test(id) },
            { name: 'libs-pages', test: (id: string) => SIGNED_IN_LIBS.test(id) && !ON_DEMAND_PARTS.test(id) },
            // One chunk, not one per process meta and helper: the shell loads them all anyway.
            { name: 'routes', test: (id: string) => ROUTE_TABLE.test(id) },
          ],
        },
      },
      treeshake: {
        // The contract is data and schemas only: a contract module nobody imports from may be dropped,
        // which keeps zod out of the entry chunk (the sign-in route stays lean).
        moduleSideEffects: (id: string) => (id.includes('/packages/contract/') ? false : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    css: false,
    // antd forms in jsdom are slow on a loaded 2-core machine; these are behaviour tests, not timings.
    testTimeout: 30_000,
  },
});
