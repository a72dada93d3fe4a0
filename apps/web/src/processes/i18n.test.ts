import { describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../i18n';
import enUS from '../i18n/workflow.en-US.json';
import zhCN from '../i18n/workflow.zh-CN.json';
import './i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

// Every workflow source file, to find the keys it uses.
const sources = import.meta.glob(
  [
    '../pages/task/**/*.tsx',
    '../pages/process/**/*.{ts,tsx}',
    './**/*.tsx',
    '../components/{ApprovalProgress,FlowChart}/*.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

describe('workflow texts', () => {
  it('zh-CN and en-US hold the same keys, all under wf.', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
    expect(Object.keys(zhCN)).toEqual(['wf']);
  });

  it('has every literal key the workflow screens use, in both languages', () => {
    const used = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('.test.tsx')) continue;
      for (const match of text.matchAll(/'(wf\.[A-Za-z0-9_.]+)'/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(100);
    const zh = new Set(keys(zhCN));
    const en = new Set(keys(enUS));
    const missing = [...used].filter((k) => !zh.has(k) || !en.has(k));
    expect(missing).toEqual([]);
  });

  it('keeps the spec wording in Chinese and is loaded into the shared namespace', async () => {
    expect(i18n.getFixedT('zh-CN')('wf.progress.notHandled')).toBe('未办理');
    expect(i18n.getFixedT('zh-CN')('wf.action.withdrawSuccess')).toBe('撤回成功');
    expect(i18n.getFixedT('zh-CN')('wf.rollback.opinionRequired')).toBe('退回时请填写审批意见');
    // English comes with the switch to it.
    expect(i18n.exists('wf.progress.notHandled', { lng: 'en-US', fallbackLng: false })).toBe(false);
    await setLanguage('en-US');
    expect(i18n.t('wf.progress.notHandled')).toBe('Not handled');
    expect(i18n.t('navbar.language')).toBe(i18n.getFixedT('en-US')('navbar.language'));
    await setLanguage('zh-CN');
  });
});
