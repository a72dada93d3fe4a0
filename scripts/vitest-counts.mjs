// A Vitest reporter that counts the tests of each project (workspace, and the server's two
// database drivers) into .test-results/vitest-counts.json, for the summary of scripts/test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.test-results/vitest-counts.json');
const NAMES = { '@hris/contract': 'contract', '@hris/web': 'web', pglite: 'server', postgres: 'server on PostgreSQL' };

export default class VitestCounts {
  onTestRunEnd(testModules, unhandledErrors = []) {
    const counts = {};
    for (const module of testModules) {
      const name = NAMES[module.project.name] ?? module.project.name;
      counts[name] ??= { files: 0, passed: 0, failed: 0, skipped: 0 };
      const c = counts[name];
      c.files += 1;
      let failed = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') c.passed += 1;
        else if (state === 'failed') failed += 1;
        else c.skipped += 1;
      }
      // A file that failed outside its tests (an import error, a hook) counts as one failure.
      c.failed += module.state() === 'failed' ? Math.max(failed, 1) : failed;
    }
    // Errors outside any test (a timer firing after a file's teardown) fail the run too: say so.
    if (unhandledErrors.length) counts['unhandled errors'] = { errors: unhandledErrors.length };
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(counts, null, 2)}\n`);
  }
}
