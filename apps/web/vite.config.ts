import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Relative asset paths: the server may mount the app under any prefix.
  base: './',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd forms in jsdom are slow on a loaded 2-core machine; these are behaviour tests, not timings.
    testTimeout: 30_000,
  },
});
