import path from 'node:path';
import { PROCESSES } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { serverSources } from '../test/server-sources';

/*
 * The server's shape (ARCHITECTURE §6 "A new process, file by file"): what one process knows stays
 * in its folder under processes/, processes read time only from the engine, and the runtime import
 * graph between processes/ and the rest has no cycle. Reads the sources as text: no database.
 */

const sources = serverSources();

const inProcesses = (file: string) => file.startsWith('processes/');
/** Comments say which flow they speak of; only code counts. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const FLOW_IDS = PROCESSES.map((p) => p.flowId);
const FLOW = `(?:${FLOW_IDS.join('|')})`;
/** A flow named by its number: compared with, passed as, or quoted as a flow number (`15-000041`). */
const FLOW_NUMBER = new RegExp(
  [
    `\\bflow_?[iI]d\\b[^\\n;]{0,24}?(?:===|!==|==|!=|,|\\bin\\b\\s*\\()\\s*\\[?${FLOW}\\b`,
    `\\bflow_?[iI]d\\}?\\s*=\\s*${FLOW}\\b`,
    `\\bflowId:\\s*${FLOW}\\b`,
    `\\b(?:formatFlowNo|flowNoOf|requireProcess|getProcess|findProcess|startNodeId)\\(\\s*${FLOW}\\b`,
    `\\b[A-Z_]+_FLOWS?\\s*=\\s*\\[?${FLOW}\\b`,
    `flow_id\\s*(?:=|in\\s*\\()\\s*${FLOW}\\b`,
    `['"\`/^]${FLOW}-(?:\\d|\\\\d|\\(|\\$)`,
    `flowId=${FLOW}\\b`,
  ].join('|'),
);
const MACHINE_CLOCK = /\bnew Date\(\)|\bDate\.now\(\)|\bbusinessToday\(\)|\btodayInChina\(\)/;

/** The runtime imports of a file (type-only imports left out), as paths relative to SRC. */
function runtimeImports(file: string, text: string): string[] {
  const out: string[] = [];
  const statement = /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'(\.[^']+)'|^import\s+'(\.[^']+)'/gm;
  for (const m of text.matchAll(statement)) {
    const spec = m[4] ?? m[5];
    if (m[2]) continue;
    const names = m[3] ?? '';
    const braces = names.match(/^\{([\s\S]*)\}$/);
    if (braces?.[1].split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    out.push(target.replace(/\.js$/, ''));
  }
  return out;
}

function resolve(target: string, files: Set<string>): string | undefined {
  return [`${target}.ts`, `${target}/index.ts`, target].find((f) => files.has(f));
}

/** The strongly connected components of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const seen = new Map<string, { index: number; low: number; onStack: boolean }>();
  const found: string[][] = [];
  const visit = (v: string) => {
    const node = { index, low: index, onStack: true };
    index++;
    seen.set(v, node);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      const other = seen.get(w);
      if (!other) {
        visit(w);
        node.low = Math.min(node.low, seen.get(w)!.low);
      } else if (other.onStack) node.low = Math.min(node.low, other.index);
    }
    if (node.low === node.index) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        seen.get(w)!.onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!seen.has(v)) visit(v);
  return found;
}

describe('the server keeps a process in its folder', () => {
  it('names flows by number only inside processes/', () => {
    const outside = sources
      .filter(([file]) => !inProcesses(file))
      .flatMap(([file, text]) =>
        code(text)
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
          .filter((l) => FLOW_NUMBER.test(l.text)),
      );
    expect(outside.map((l) => `${l.file}:${l.line}: ${l.text}`)).toEqual([]);
  });

  it('recognises the ways a flow number is written', () => {
    for (const line of [
      'eq(work.flowId, 14)',
      'formatFlowNo(15, running.id)',
      'sql`w.flow_id = 15 and`',
      'flowId: 8,',
      'const FLOW_NO = /^39-(\\d{1,10})$/;',
      'export const HEALTH_INVOICE_FLOW = 39;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the rule reads
      '`/process/do?flowId=22&holidayId=${id}`',
      'r.flowId === 32 ? a : b',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the rule reads
      '${work.flowId} in (18, 27, 32))',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the rule reads
      'sql`${t.flowId} = 14`',
    ])
      expect(FLOW_NUMBER.test(line), line).toBe(true);
    for (const line of ['x.slice(0, 10)', 'flowId: r.flowId,', 'padStart(6, "0")', 'limit(15)'])
      expect(FLOW_NUMBER.test(line), line).toBe(false);
  });

  it('reads time inside processes/ only from the engine', () => {
    const reads = sources
      .filter(([file]) => inProcesses(file))
      .flatMap(([file, text]) =>
        code(text)
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
          .filter((l) => MACHINE_CLOCK.test(l.text)),
      );
    expect(reads.map((l) => `${l.file}:${l.line}: ${l.text}`)).toEqual([]);
  });

  it('has no runtime import cycle through processes/', () => {
    const files = new Set(sources.map(([file]) => file));
    const graph = new Map(
      sources.map(([file, text]) => [
        file,
        runtimeImports(file, text)
          .map((t) => resolve(t, files))
          .filter((t): t is string => !!t),
      ]),
    );
    const through = cycles(graph).filter((c) => c.some(inProcesses) && c.some((f) => !inProcesses(f)));
    expect(through).toEqual([]);
  });
});
