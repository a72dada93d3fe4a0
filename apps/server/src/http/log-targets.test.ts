import { describe, expect, it } from 'vitest';
import { serverSources } from '../../test/server-sources';
import { registerParts } from '../parts';
import { logTargetKinds } from './log-targets';

describe('system-log targets', () => {
  it('can name every kind of target the server writes (`work:…`, `employee:…`), so 系统日志 shows no raw key', () => {
    registerParts();
    const written = new Set<string>();
    for (const [, text] of serverSources())
      for (const m of text.matchAll(/\btarget: `([a-zA-Z]+):/g)) written.add(m[1]);
    expect(written.size).toBeGreaterThan(10);
    const known = new Set(logTargetKinds());
    expect([...written].filter((kind) => !known.has(kind))).toEqual([]);
  });
});
