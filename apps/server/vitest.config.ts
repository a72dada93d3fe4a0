import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * API tests run on PGlite (the embedded database `npm start` uses), each file on a copy of the
 * run's template database (test/global-setup.ts). A file whose behaviour depends on the driver
 * says so in a line of its own, `// @postgres: <why>`, and runs once more on PostgreSQL when
 * TEST_DATABASE_URL is set. ARCHITECTURE.md (Tests) says when a file must carry the tag.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const POSTGRES_TAG = /^\/\/ @postgres: \S/m;

function postgresFiles(): string[] {
  return ['src', 'test']
    .flatMap((dir) =>
      readdirSync(path.join(here, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
    )
    .filter((f) => f.endsWith('.test.ts') && POSTGRES_TAG.test(readFileSync(path.join(here, f), 'utf8')))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const project = (name: 'pglite' | 'postgres', include?: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, env: { HRIS_TEST_DRIVER: name }, ...(include ? { include } : {}) },
});

export default defineConfig({
  test: {
    // Every file in a process of its own; one per core (vitest's default leaves one core idle).
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['./test/global-setup.ts'],
    projects: [project('pglite'), ...(withPostgres ? [project('postgres', postgresFiles())] : [])],
  },
});
