import { describe, expect, it } from 'vitest';
import type { FlowChartData } from '../../api/workflow';
import { layoutChart } from './layout';

const chart: FlowChartData = {
  nodes: [
    { nodeId: 1200, name: '发起', assigneeText: '发起人', kind: 'start', state: 'passed' },
    { nodeId: 1201, name: '区域HR审核', assigneeText: '区域HR', kind: 'step', state: 'passed' },
    { nodeId: 1202, name: '总部HR审批', assigneeText: '总部HR', kind: 'step', state: 'current' },
    { nodeId: 1203, name: '区域HR确认到岗', assigneeText: '区域HR', kind: 'step', state: 'pending' },
    { nodeId: 0, name: '结束', assigneeText: '', kind: 'end', state: 'pending' },
  ],
  edges: [
    { from: 1200, to: 1201, kind: 'normal', taken: true },
    { from: 1201, to: 1202, kind: 'normal', taken: true },
    { from: 1202, to: 1203, kind: 'normal', taken: false },
    { from: 1203, to: 0, kind: 'normal', taken: false },
    { from: 1202, to: 1201, kind: 'rollback', taken: true },
    { from: 1202, to: 1201, kind: 'rollback', taken: true },
  ],
};

describe('flow chart layout', () => {
  it('lays the steps out in flow order, left to right or top to bottom', () => {
    const lr = layoutChart(chart, 'LR');
    const xs = lr.nodes.map((n) => n.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    expect(new Set(lr.nodes.map((n) => Math.round(n.y + n.height / 2))).size).toBe(1);
    const tb = layoutChart(chart, 'TB');
    const ys = tb.nodes.map((n) => n.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it('keeps rollbacks out of the ranking and draws repeated ones once with a count', () => {
    const { edges, nodes } = layoutChart(chart, 'LR');
    const rollbacks = edges.filter((e) => e.kind === 'rollback');
    expect(rollbacks).toEqual([
      { id: 'rollback:1202-1201', source: '1202', target: '1201', kind: 'rollback', taken: true, count: 2 },
    ]);
    expect(edges.filter((e) => e.kind === 'normal')).toHaveLength(4);
    // Start and end are drawn smaller than the steps.
    expect(nodes[0]?.width).toBeLessThan(nodes[1]?.width ?? 0);
  });

  it('draws an added approver (加签) as a step of its own, in the chain between its neighbours', () => {
    const added: FlowChartData = {
      nodes: [
        ...chart.nodes.slice(0, 3),
        { nodeId: -11, name: '加签：张三', assigneeText: '后加签', kind: 'added', state: 'pending' },
        ...chart.nodes.slice(3),
      ],
      edges: [
        { from: 1200, to: 1201, kind: 'normal', taken: true },
        { from: 1201, to: 1202, kind: 'normal', taken: true },
        { from: 1202, to: -11, kind: 'normal', taken: false },
        { from: -11, to: 1203, kind: 'normal', taken: false },
        { from: 1203, to: 0, kind: 'normal', taken: false },
      ],
    };
    const { nodes } = layoutChart(added, 'LR');
    const at = (id: number) => nodes.find((n) => n.nodeId === id)!;
    expect(at(-11).kind).toBe('added');
    expect(at(-11).x).toBeGreaterThan(at(1202).x);
    expect(at(-11).x).toBeLessThan(at(1203).x);
    // Room for its name and mode: wider than the start, narrower than a step of the flow.
    expect(at(-11).width).toBeGreaterThan(at(1200).width);
    expect(at(-11).width).toBeLessThan(at(1202).width);
  });
});
