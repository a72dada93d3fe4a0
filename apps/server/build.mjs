// Bundles the server (and the shared contract) into dist/main.js, dist/pii-rotate.js and
// dist/sheet-worker.js (the spreadsheet reader's thread); npm packages stay external.
import { build } from 'esbuild';

await build({
  // The server, the key rotation an operator runs beside it (docs/privacy.md), and the worker
  // thread that reads uploaded spreadsheets (http/sheet/pool.ts loads it beside main.js).
  entryPoints: {
    main: 'src/main.ts',
    'pii-rotate': 'src/db/pii-rotate-cli.ts',
    'sheet-worker': 'src/http/sheet/worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The workspace contract is TypeScript source: bundle it rather than resolve it at run time.
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@hris\/contract$/ }, () => ({
          path: new URL('../../packages/contract/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');
