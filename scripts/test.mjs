#!/usr/bin/env node
// `npm test`: every check of the repository, in phases that keep both cores busy, then one line
// per phase with its seconds and the number of tests each suite ran (and any test Playwright
// had to retry). ARCHITECTURE.md (Tests) explains the phases.
//
//   lint                 Biome
//   typecheck            tsc over every workspace, beside build and unit (it uses one core)
//   build                the web and server bundles
//   unit                 Vitest, every workspace in one pool (vitest.config.ts at the root)
//   e2e                  Playwright against the server just built
//
// With HRIS_PHASES_FILE set, the phase lines are also appended to that file (.ci/run prints them
// with its own phases at the end).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a command with the terminal's output; resolves with its exit code and seconds. */
function run(name, command, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) =>
      resolve({ name, ok: code === 0, code: code ?? signal, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Vitest's counts per project (scripts/vitest-counts.mjs wrote them). */
function unitCounts() {
  const counts = readJson(path.join(reports, 'vitest-counts.json'));
  if (!counts) return 'no report';
  return Object.entries(counts)
    .map(([project, c]) =>
      c.errors
        ? `${c.errors} ${project}`
        : `${project} ${c.passed}${c.failed ? ` (${c.failed} failed)` : ''}${c.skipped ? ` +${c.skipped} skipped` : ''}`,
    )
    .join(' · ');
}

/** Playwright's counts from its JSON report, and the tests that passed only on a retry. */
function e2eCounts() {
  const report = readJson(path.join(reports, 'playwright.json'));
  if (!report) return { text: 'no report', retried: [] };
  const retried = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if ((test.results ?? []).length > 1) retried.push(`${spec.file}: ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const s = report.stats ?? {};
  const text = `e2e ${s.expected ?? 0}${s.unexpected ? ` (${s.unexpected} failed)` : ''}${s.flaky ? ` (${s.flaky} flaky)` : ''}${s.skipped ? ` +${s.skipped} skipped` : ''}`;
  return { text, retried };
}

const results = [];
const started = performance.now();

results.push(await run('lint', 'npx', ['biome', 'check', '.']));
// tsc is single-threaded: it runs beside the build and then the unit tests, on the core they leave.
const typecheck = run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const build = await run('build', 'npm', ['run', 'build', '--silent']);
const unit = await run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  `--reporter=${path.join(root, 'scripts/vitest-counts.mjs')}`,
]);
results.push(await typecheck, build, unit);
const built = results.find((r) => r.name === 'build')?.ok;
if (built) {
  results.push(
    await run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
    }),
  );
} else {
  results.push({ name: 'e2e', ok: false, code: 'not run: the build failed', seconds: 0 });
}

const e2e = e2eCounts();
const detail = { unit: unitCounts(), e2e: e2e.text };
const lines = results.map((r) =>
  `${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(6)} s  ${r.ok ? 'ok    ' : `FAILED (${r.code})`}  ${detail[r.name] ?? ''}`.trimEnd(),
);
const total = (performance.now() - started) / 1000;
console.log('\n── npm test ─────────────────────────────────────────────');
for (const line of lines) console.log(line);
console.log(`${'total'.padEnd(10)} ${total.toFixed(0).padStart(6)} s  (typecheck beside build and unit)`);
if (e2e.retried.length) {
  console.log(`Playwright retried ${e2e.retried.length} test(s):`);
  for (const t of e2e.retried) console.log(`  ${t}`);
}
if (process.env.HRIS_PHASES_FILE) {
  appendFileSync(process.env.HRIS_PHASES_FILE, `${lines.join('\n')}\n`);
  for (const t of e2e.retried) appendFileSync(process.env.HRIS_PHASES_FILE, `retried: ${t}\n`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
