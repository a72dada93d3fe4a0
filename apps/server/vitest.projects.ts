import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server's test projects, for its own vitest.config.ts and for the repository's root config
 * (`npm run test:unit` runs every workspace in one pool).
 *
 * API tests run on PGlite (the embedded database `npm start` uses), each file on a copy of the
 * run's template database (test/global-setup.ts). A file whose behaviour depends on the driver
 * says so in a line of its own, `// @postgres: <why>`, and its tests named `[PG]` run once more on
 * PostgreSQL when TEST_DATABASE_URL is set. ARCHITECTURE.md (Tests) says when a file must carry the tag.
 */
const POSTGRES_TAG = /^\/\/ @postgres: \S/m;
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/** The test files of `root` carrying the `// @postgres:` tag, relative to it. */
export function postgresFiles(root: string): string[] {
  return ['src', 'test']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
    )
    .filter((f) => f.endsWith('.test.ts') && POSTGRES_TAG.test(readFileSync(path.join(root, f), 'utf8')))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/**
 * In a tagged file only the tests whose full name carries `[PG]` (theirs or a describe's) run
 * again on PostgreSQL: the races, locks, LISTEN/NOTIFY and text search the tag names. The rest of
 * the file ran on PGlite and would only repeat it.
 */
export const POSTGRES_TEST_NAME = /\[PG\]/;

function postgresProject(config: TestProjectInlineConfiguration): TestProjectInlineConfiguration {
  // Vitest applies a project's testNamePattern to that project only; its ProjectConfig type omits it.
  const only = { testNamePattern: POSTGRES_TEST_NAME } as object;
  return { ...config, test: { ...config.test, ...only } };
}

export function serverProjects(root: string): TestProjectInlineConfiguration[] {
  const project = (name: 'pglite' | 'postgres', include: string[]): TestProjectInlineConfiguration => ({
    test: {
      name,
      root,
      include,
      env: { HRIS_TEST_DRIVER: name },
      // The files of a worker share one module graph: the server's modules (Fastify, drizzle, the
      // processes, PGlite) load once per worker instead of once per file, about 4 s each. Each file
      // still builds its own app and database (buildTestApp); nothing in src keeps state at module
      // level beyond registries that every file fills alike. A file that mocks a module or fakes
      // timers restores them in its own hooks.
      pool: 'forks',
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      globalSetup: [path.join(root, 'test/global-setup.ts')],
    },
  });
  return [
    project('pglite', INCLUDE),
    ...(process.env.TEST_DATABASE_URL ? [postgresProject(project('postgres', postgresFiles(root)))] : []),
  ];
}
