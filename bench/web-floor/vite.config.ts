import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from '../../apps/web/plugins/antd-static-styles';

// antd's styles of the first screen built into the CSS, as the web app's are: the floor's first row
// then costs what HRIS's would without its own code, not antd's run-time style generation too.
export default defineConfig({
  root: __dirname,
  plugins: [react(), antdStaticStyles()],
  build: { outDir: '/tmp/floor-web-dist', emptyOutDir: true },
});
