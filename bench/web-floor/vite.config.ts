import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({
  root: __dirname,
  plugins: [react()],
  build: { outDir: '/tmp/floor-web-dist', emptyOutDir: true },
});
