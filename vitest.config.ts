import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

/**
 * `npm run test:unit`: every workspace's Vitest suite in one run and one pool of workers, one per
 * core, so both cores stay busy until the last file (ARCHITECTURE.md, Tests).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/web',
      ...serverProjects(path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/server')),
    ],
  },
});
