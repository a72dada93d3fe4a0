import {
  CheckCircleFilled,
  ClockCircleFilled,
  FlagFilled,
  PlayCircleFilled,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import {
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowChartData } from '../../api/workflow';
import '../../processes/i18n';
import { type ChartNode, type Direction, layoutChart } from './layout';
import './flow-chart.css';

interface StepData extends Record<string, unknown> {
  node: ChartNode;
  direction: Direction;
}

type StepNode = Node<StepData, 'step'>;

const COLORS = {
  passed: '#52c41a',
  current: 'var(--hris-primary, #409eff)',
  pending: '#c0c4cc',
  rollback: '#fa8c16',
};

const StepNodeView = memo(function StepNodeView({ data }: NodeProps<StepNode>) {
  const { t } = useTranslation();
  const { node, direction } = data;
  const look = node.state;
  const terminal = node.kind === 'start' || node.kind === 'end';
  const added = node.kind === 'added';
  const main =
    direction === 'LR' ? { in: Position.Left, out: Position.Right } : { in: Position.Top, out: Position.Bottom };
  // Rollback paths leave and enter on the side away from the main line, so they arc around it.
  const back = direction === 'LR' ? Position.Bottom : Position.Right;
  const icon =
    node.kind === 'start' && look !== 'current' ? (
      <PlayCircleFilled />
    ) : node.kind === 'end' ? (
      <FlagFilled />
    ) : look === 'passed' ? (
      <CheckCircleFilled />
    ) : look === 'current' ? (
      <ClockCircleFilled />
    ) : added ? (
      <UsergroupAddOutlined />
    ) : null;
  return (
    <div
      className={`wf-chart-node is-${look}${terminal ? ' is-terminal' : ''}${added ? ' is-added' : ''}`}
      style={{ width: node.width, height: node.height }}
      data-testid={`chart-node-${node.nodeId}`}
      data-state={look}
      data-kind={node.kind}
      title={node.assigneeText ? `${node.name} · ${node.assigneeText}` : node.name}
    >
      <Handle type="target" position={main.in} id="in" isConnectable={false} />
      <Handle type="source" position={main.out} id="out" isConnectable={false} />
      <Handle
        type="source"
        position={back}
        id="back-out"
        isConnectable={false}
        style={{ left: direction === 'LR' ? '35%' : undefined, top: direction === 'TB' ? '35%' : undefined }}
      />
      <Handle
        type="target"
        position={back}
        id="back-in"
        isConnectable={false}
        style={{ left: direction === 'LR' ? '65%' : undefined, top: direction === 'TB' ? '65%' : undefined }}
      />
      <div className="wf-chart-node__name">
        {icon && <span className="wf-chart-node__icon">{icon}</span>}
        <span>{node.name}</span>
      </div>
      {!terminal && (
        <div className="wf-chart-node__meta">
          {look !== 'current'
            ? node.assigneeText
            : added
              ? t('wf.chart.addedHandling', { mode: node.assigneeText })
              : t('wf.chart.handling', { who: node.assigneeText })}
        </div>
      )}
    </div>
  );
});

const NODE_TYPES = { step: StepNodeView };

export interface FlowChartProps {
  chart: FlowChartData;
  direction?: Direction;
}

/**
 * The flow drawn from its definition (React Flow, laid out by dagre): passed steps green, the
 * current step in the theme colour, steps not reached grey, rollbacks as orange arcs; approvers
 * added at a step (加签) are steps of their own, dashed with a purple edge.
 */
export function FlowChart({ chart, direction = 'LR' }: FlowChartProps) {
  const { t } = useTranslation();
  const layout = useMemo(() => layoutChart(chart, direction), [chart, direction]);

  const nodes = useMemo<StepNode[]>(
    () =>
      layout.nodes.map((node) => ({
        id: node.id,
        type: 'step',
        position: { x: node.x, y: node.y },
        data: { node, direction },
        draggable: false,
        selectable: false,
        connectable: false,
      })),
    [layout, direction],
  );

  const edges = useMemo<Edge[]>(
    () =>
      layout.edges.map((edge, index) => {
        if (edge.kind === 'rollback') {
          return {
            id: edge.id,
            source: edge.source,
            target: edge.target,
            sourceHandle: 'back-out',
            targetHandle: 'back-in',
            type: 'smoothstep',
            pathOptions: { offset: 18 + index * 4, borderRadius: 10 },
            animated: true,
            label: edge.count > 1 ? t('wf.chart.rollbackTimes', { n: edge.count }) : t('wf.chart.rollback'),
            labelStyle: { fill: COLORS.rollback, fontSize: 12, fontWeight: 500 },
            labelBgStyle: { fill: '#fff7e6' },
            labelBgPadding: [4, 2] as [number, number],
            labelBgBorderRadius: 4,
            style: { stroke: COLORS.rollback, strokeWidth: 2 },
            markerEnd: { type: MarkerType.ArrowClosed, color: COLORS.rollback, width: 16, height: 16 },
            className: 'wf-chart-edge is-rollback',
          };
        }
        const color = edge.taken ? COLORS.passed : COLORS.pending;
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          sourceHandle: 'out',
          targetHandle: 'in',
          type: 'smoothstep',
          style: { stroke: color, strokeWidth: edge.taken ? 2 : 1.5, strokeDasharray: edge.taken ? undefined : '5 4' },
          markerEnd: { type: MarkerType.ArrowClosed, color, width: 16, height: 16 },
          className: `wf-chart-edge ${edge.taken ? 'is-taken' : 'is-pending'}`,
        };
      }),
    [layout, t],
  );

  const hasRollback = layout.edges.some((e) => e.kind === 'rollback');
  // Room under (or beside) the main line for the rollback arcs.
  const height = direction === 'LR' ? layout.height + (hasRollback ? 72 : 24) : layout.height + 24;

  return (
    <div className="wf-chart" data-testid="flow-chart">
      <div className="wf-chart__canvas" style={{ height: Math.max(140, height) }}>
        <ReactFlowProvider>
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            fitView
            fitViewOptions={{ padding: 0.08, maxZoom: 1 }}
            minZoom={0.3}
            maxZoom={1.5}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            zoomOnScroll={false}
            preventScrolling={false}
            panOnDrag
            proOptions={{ hideAttribution: true }}
          />
        </ReactFlowProvider>
      </div>
      <ul className="wf-chart__legend" aria-label={t('wf.chart.legend')}>
        <li>
          <span className="wf-chart__swatch is-passed" />
          {t('wf.chart.passed')}
        </li>
        <li>
          <span className="wf-chart__swatch is-current" />
          {t('wf.chart.current')}
        </li>
        <li>
          <span className="wf-chart__swatch is-pending" />
          {t('wf.chart.pending')}
        </li>
        <li>
          <span className="wf-chart__line is-rollback" />
          {t('wf.chart.rollbackPath')}
        </li>
        {layout.nodes.some((n) => n.kind === 'added') && (
          <li>
            <span className="wf-chart__swatch is-added" />
            {t('wf.chart.added')}
          </li>
        )}
      </ul>
    </div>
  );
}

export default FlowChart;
