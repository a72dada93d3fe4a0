import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/interface.en-US.json';
import zhCN from '../../i18n/interface.zh-CN.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('interface centre texts', () => {
  it('zh-CN and en-US hold the same keys', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});
