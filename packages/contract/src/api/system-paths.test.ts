import { describe, expect, it } from 'vitest';
import { PROCESSES } from '../processes/index';
import { SYSTEM_LOG_MODULES, systemLogModuleOf } from './system-paths';

describe('[CONTRACT] system log modules', () => {
  it('files every process’s own actions under 信息统计, the areas’ under their module, the rest under 其他', () => {
    for (const p of PROCESSES.filter((p) => p.key !== 'violation'))
      expect(systemLogModuleOf(`${p.key}.export`), p.key).toBe('statistics');
    expect(systemLogModuleOf('holiday.close')).toBe('statistics');
    expect(systemLogModuleOf('violation.update')).toBe('violation');
    expect(systemLogModuleOf('shop.update')).toBe('shop');
    expect(systemLogModuleOf('somethingNew.done')).toBe('other');
  });

  it('names each prefix in one module only, so the log’s module filter and its rows agree', () => {
    const prefixes = Object.values(SYSTEM_LOG_MODULES).flatMap((m) => [...m.prefixes]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
