import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerParts } from '../parts';
import { logTargetKinds } from './log-targets';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('system-log targets', () => {
  it('can name every kind of target the server writes (`work:…`, `employee:…`), so 系统日志 shows no raw key', () => {
    registerParts();
    const written = new Set<string>();
    for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(path.join(SRC, file), 'utf8');
      for (const m of text.matchAll(/\btarget: `([a-zA-Z]+):/g)) written.add(m[1]);
    }
    expect(written.size).toBeGreaterThan(10);
    const known = new Set(logTargetKinds());
    expect([...written].filter((kind) => !known.has(kind))).toEqual([]);
  });
});
