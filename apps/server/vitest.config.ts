import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './vitest.projects.ts';

export default defineConfig({
  // One file per core: vitest's default (cores - 1) leaves one of two cores idle.
  test: { maxWorkers: 2, projects: serverProjects(path.dirname(fileURLToPath(import.meta.url))) },
});
