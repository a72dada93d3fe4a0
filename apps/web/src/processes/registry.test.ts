import { findProcess } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import workflowZh from '../i18n/workflow.zh-CN.json';
import shellZh from '../i18n/zh-CN.json';
import { flattenRoutes } from '../router/match';
import { ALL_ROUTES } from '../router/routes';
import {
  loadProcessForms,
  PROCESS_METAS,
  processBatchColumns,
  processByStartPath,
  processMeta,
  processTaskColumns,
} from './registry';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const texts = import.meta.glob<object>('./*/{zh-CN,en-US}.json', { import: 'default', eager: true });
const sources = import.meta.glob<string>(['./*/**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./shared/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const webSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The folder of each registered process, found by the file that declares its flow id. */
function folderOf(flowId: number): string {
  const meta = Object.entries(sources).find(
    ([file, text]) => /\/meta\.tsx?$/.test(file) && new RegExp(`flowId: ${flowId},`).test(text),
  );
  if (!meta) throw new Error(`no meta.ts declares flow ${flowId}`);
  return meta[0].slice(0, meta[0].lastIndexOf('/') + 1);
}

describe('process registry', () => {
  it('holds each process once, in its own namespace: its key in the contract', () => {
    const flows = PROCESS_METAS.map((m) => m.flowId);
    expect(new Set(flows).size).toBe(flows.length);
    for (const meta of PROCESS_METAS) expect(meta.ns).toBe(findProcess(meta.flowId)?.key);
    expect(processMeta(8)?.ns).toBe('deduction');
    expect(processMeta(12)?.ns).toBe('staffEntry');
    expect(processMeta(999)).toBeUndefined();
  });

  it('gives each process texts in both languages, holding every key its code uses', () => {
    const shared = new Set([...keys(workflowZh), ...keys(shellZh)]);
    for (const meta of PROCESS_METAS) {
      const folder = folderOf(meta.flowId);
      const zh = keys(texts[`${folder}zh-CN.json`]);
      const en = keys(texts[`${folder}en-US.json`]);
      expect(zh.length, folder).toBeGreaterThan(0);
      expect(en.sort(), folder).toEqual([...zh].sort());
      const own = new Set(zh);
      const missing: string[] = [];
      for (const [file, text] of Object.entries(sources)) {
        if (!file.startsWith(folder)) continue;
        for (const match of text.matchAll(/\bt\('([A-Za-z0-9_.]+)'/g)) {
          const key = match[1] as string;
          if (!own.has(key) && !shared.has(key)) missing.push(`${file}: ${key}`);
        }
      }
      expect(missing).toEqual([]);
    }
  });

  it('routes a process’s own start address to its start page, titled in its texts', () => {
    expect(processByStartPath('/deduction/post')?.flowId).toBe(8);
    expect(processByStartPath('/process/start')).toBeUndefined();
    const routes = flattenRoutes(ALL_ROUTES).map((m) => m.route);
    for (const meta of PROCESS_METAS.filter((m) => m.startPath)) {
      const route = routes.find((r) => r.path === meta.startPath);
      expect(route?.meta?.title).toBe(`${meta.ns}:start.title`);
      expect(route?.meta?.hidden).toBe(true);
    }
  });

  it('adds the columns of the process a list is narrowed to, and none otherwise', () => {
    expect(processTaskColumns(8).map((c) => c.name)).toEqual(['扣款月份', '扣款合计']);
    expect(processTaskColumns(12).map((c) => c.name)).toEqual(['入职类型', '岗位', '预计入职日期', '实际到岗日期']);
    expect(processTaskColumns(32).map((c) => c.name)).toEqual(['新岗位', '新职级', '异动性质', '生效日期']);
    expect(processTaskColumns(undefined)).toEqual([]);
    expect(processTaskColumns(999)).toEqual([]);
    expect(processBatchColumns(8).map((c) => c.title)).toEqual(['扣款合计']);
    expect(processBatchColumns(12)).toEqual([]);
  });

  it('loads the forms of each process on demand', async () => {
    for (const meta of PROCESS_METAS) {
      const forms = await loadProcessForms(meta.flowId);
      expect(forms?.StartForm, String(meta.flowId)).toBeTypeOf('function');
      expect(forms?.ViewForm, String(meta.flowId)).toBeTypeOf('function');
    }
    await expect(loadProcessForms(999)).resolves.toBeUndefined();
  });

  it('keeps what one process knows in its folder: no flow id branches elsewhere', () => {
    const branch =
      /\bflowId\b[^\n;]{0,20}?(===|!==|==|!=)\s*\d|\b\d+\s*(===|!==|==|!=)\s*[\w.?]*flowId\b|flowId=\{\d+\}/;
    // This folder's files are listed as ./…: a process's own folder is ./<flow>/ (not ./shared/).
    const processFolder = /^\.\/(?!shared\/)[^/]+\//;
    expect(Object.keys(webSources).length).toBeGreaterThan(100);
    const offenders = Object.entries(webSources)
      .filter(([file, text]) => !processFolder.test(file) && branch.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    // The check itself sees such a branch.
    expect(branch.test('if (flow.flowId === 8) return')).toBe(true);
    expect(branch.test('<StartWork flowId={8} />')).toBe(true);
  });
});
