import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../router/match';
import { ALL_ROUTES } from '../router/routes';
import enUS from './en-US.json';
import i18n, { DEFAULT_NS, LANGUAGES, setLanguage } from './index';
import zhCN from './zh-CN.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function lookup(dict: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);
}

describe('i18n', () => {
  it('zh-CN and en-US hold the same keys', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it('every route title and feature description is translated', async () => {
    // English of every registered namespace (a process's own, `deduction:start.title`) comes with the switch.
    await setLanguage('en-US');
    try {
      for (const { route } of flattenRoutes(ALL_ROUTES)) {
        for (const key of [route.meta?.title, route.meta?.feature]) {
          if (!key) continue;
          const [ns, path] = key.includes(':') ? key.split(':') : [DEFAULT_NS, key];
          for (const lng of LANGUAGES) expect(typeof i18n.getResource(lng, ns ?? '', path ?? ''), key).toBe('string');
        }
      }
    } finally {
      await setLanguage('zh-CN');
    }
  });

  it('keeps the spec messages verbatim in Chinese', () => {
    expect(lookup(zhCN, 'table.rangeIncomplete')).toBe('请填写完整！');
    expect(lookup(zhCN, 'table.rangeInvalid')).toBe('请填写正确！');
    expect(lookup(zhCN, 'navbar.greeting')).toBe('欢迎您，{{name}}');
    expect(lookup(zhCN, 'upload.networkFailed')).toBe('文件【{{name}}】上传失败，请刷新重试或联系系统管理员！');
  });
});
