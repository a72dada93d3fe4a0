import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// API tests run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const project = (name: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, env: { HRIS_TEST_DRIVER: name } },
});

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [project('pglite'), ...(withPostgres ? [project('postgres')] : [])],
  },
});
