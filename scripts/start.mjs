#!/usr/bin/env node
// `npm start`: builds what is missing or out of date, then runs the server (web + API on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(target, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function outdated(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

function run(args) {
  const res = spawnSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const contract = 'packages/contract/src';
if (
  outdated('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/plugins',
    'apps/web/vite.config.ts',
    'apps/web/index.html',
    contract,
  ])
)
  run(['run', 'build', '-w', '@hris/web']);
if (outdated('apps/server/dist/main.js', ['apps/server/src', 'apps/server/drizzle', contract]))
  run(['run', 'build', '-w', '@hris/server']);

const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
