import { PROCESSES } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { builtProcessNames } from '.';

describe('sign-in page features', () => {
  it('names exactly the processes that are built, never those still to come', () => {
    const text = builtProcessNames('zh-CN');
    expect(text).toContain('失物扣款');
    for (const p of PROCESSES) expect(text.includes(p.name), p.name).toBe(p.built);
    expect(builtProcessNames('en-US')).toContain('lost-item deduction');
  });
});
