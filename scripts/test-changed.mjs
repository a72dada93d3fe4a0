#!/usr/bin/env node
// `npm run test:changed [-- <ref>]`: the Vitest files nearest to what changed since <ref> (default:
// the last commit, plus files git does not track yet): each changed test file; the test files in a
// changed source file's own folder; and the test files that import it directly. Vitest's own
// `--changed` follows every import, and every server API test imports the whole app, so one changed
// process file meant the whole server suite (about ten minutes); this keeps a one-file change
// under two minutes. The full suite stays `npm test` (docs/testing.md "Inner loop").
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ref = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
const WORKSPACES = ['packages/contract/src', 'apps/web/src', 'apps/server/src', 'apps/server/test'];

const changed = [...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]
  .filter((f) => SOURCE.test(f) && existsSync(path.join(root, f)))
  .filter((f) => WORKSPACES.some((w) => f.startsWith(`${w}/`)));

const allTests = WORKSPACES.flatMap((w) =>
  readdirSync(path.join(root, w), { recursive: true, encoding: 'utf8' })
    .filter((f) => TEST.test(f))
    .map((f) => path.posix.join(w, f.split(path.sep).join('/'))),
);

/** The files a test imports by a relative path, resolved as TypeScript does. */
function importsOf(test) {
  const text = readFileSync(path.join(root, test), 'utf8');
  return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map((m) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(test), m[1] ?? m[2]));
    return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => target + ext);
  });
}

const chosen = new Set();
for (const file of changed) {
  if (TEST.test(file)) {
    chosen.add(file);
    continue;
  }
  const folder = path.posix.dirname(file);
  for (const test of allTests) {
    if (path.posix.dirname(test) === folder) chosen.add(test);
    else if (importsOf(test).some((candidates) => candidates.includes(file))) chosen.add(test);
  }
}

if (chosen.size === 0) {
  console.log(changed.length === 0 ? `Nothing changed since ${ref}.` : 'No test is near what changed.');
  process.exit(0);
}
const files = [...chosen].sort();
console.log(`${changed.length} changed file(s) → ${files.length} test file(s):\n  ${files.join('\n  ')}`);
const run = spawnSync('npx', ['vitest', 'run', ...files], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
