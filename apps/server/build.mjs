// Bundles the server (and the shared contract) into dist/main.js and dist/pii-rotate.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  // The server, and the key rotation an operator runs beside it (docs/privacy.md).
  entryPoints: { main: 'src/main.ts', 'pii-rotate': 'src/db/pii-rotate-cli.ts' },
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
