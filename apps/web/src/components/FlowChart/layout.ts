import dagre from '@dagrejs/dagre';
import type { FlowChartData } from '../../api/workflow';

export type NodeState = FlowChartData['nodes'][number]['state'];
export type NodeKind = FlowChartData['nodes'][number]['kind'];
export type Direction = 'LR' | 'TB';

export interface ChartNode {
  id: string;
  nodeId: number;
  name: string;
  assigneeText: string;
  kind: NodeKind;
  state: NodeState;
  /** Top-left corner, as React Flow wants it. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  kind: 'normal' | 'rollback';
  taken: boolean;
  /** Rollbacks between the same two nodes are drawn once, with their count. */
  count: number;
}

export interface ChartLayout {
  nodes: ChartNode[];
  edges: ChartEdge[];
  width: number;
  height: number;
}

const STEP = { width: 168, height: 64 };
/** An approver added at a step (加签): a step of its own, a little smaller than the flow's. */
const ADDED = { width: 148, height: 56 };
const TERMINAL = { width: 96, height: 40 };

const SIZE: Record<NodeKind, { width: number; height: number }> = {
  start: TERMINAL,
  step: STEP,
  added: ADDED,
  end: TERMINAL,
};

/**
 * Positions the flow's nodes with dagre along the normal path only (so a rollback never reorders
 * the steps) and collapses repeated rollbacks into one edge with a count.
 */
export function layoutChart(chart: FlowChartData, direction: Direction): ChartLayout {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: direction, nodesep: 32, ranksep: direction === 'LR' ? 56 : 44, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of chart.nodes) {
    const size = SIZE[node.kind];
    g.setNode(String(node.nodeId), { width: size.width, height: size.height });
  }
  for (const edge of chart.edges) {
    if (edge.kind === 'normal') g.setEdge(String(edge.from), String(edge.to));
  }
  dagre.layout(g);

  const nodes: ChartNode[] = chart.nodes.map((node) => {
    const placed = g.node(String(node.nodeId));
    return {
      id: String(node.nodeId),
      nodeId: node.nodeId,
      name: node.name,
      assigneeText: node.assigneeText,
      kind: node.kind,
      state: node.state,
      x: placed.x - placed.width / 2,
      y: placed.y - placed.height / 2,
      width: placed.width,
      height: placed.height,
    };
  });

  const edges: ChartEdge[] = [];
  for (const edge of chart.edges) {
    const id = `${edge.kind}:${edge.from}-${edge.to}`;
    const existing = edges.find((e) => e.id === id);
    if (existing) {
      existing.count += 1;
      existing.taken = existing.taken || edge.taken;
      continue;
    }
    edges.push({
      id,
      source: String(edge.from),
      target: String(edge.to),
      kind: edge.kind,
      taken: edge.taken,
      count: 1,
    });
  }

  const graph = g.graph();
  return { nodes, edges, width: graph.width ?? 0, height: graph.height ?? 0 };
}
