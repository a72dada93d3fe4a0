import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../api/http';
import type { FlowChartData, ProgressRow } from '../../api/workflow';
import { ApprovalProgress } from './index';
import { ProgressTable } from './ProgressTable';

// React Flow measures the DOM, which jsdom does not lay out; the chart has its own layout test.
vi.mock('../FlowChart', () => ({
  default: ({ chart }: { chart: FlowChartData }) => (
    <div data-testid="flow-chart">{chart.nodes.map((n) => `${n.name}:${n.state}`).join(',')}</div>
  ),
}));

const ROWS: ProgressRow[] = [
  {
    nodeId: 1200,
    nodeName: '发起',
    actionType: 'start',
    actionTypeText: '发起',
    msg: null,
    processorName: '李婷',
    startedTime: '2026-11-22T08:48:17.903',
    completedTime: '2026-11-22T08:48:17.903',
    taskIntervalText: '0分钟',
  },
  {
    nodeId: 1202,
    nodeName: '总部HR审批',
    actionType: 'rollback',
    actionTypeText: '退回',
    msg: '岗位职级需确认',
    processorName: '周敏',
    startedTime: '2026-11-22T08:59:03.000',
    completedTime: '2026-11-23T12:05:59.000',
    taskIntervalText: '1天3小时',
  },
  {
    nodeId: 1203,
    nodeName: '区域HR确认到岗',
    actionType: null,
    actionTypeText: '',
    msg: null,
    processorName: '陈静（代 王芳）',
    startedTime: '2026-11-23T12:06:00.000',
    completedTime: null,
    taskIntervalText: '5分钟',
  },
];

const CHART: FlowChartData = {
  nodes: [
    { nodeId: 1200, name: '发起', assigneeText: '发起人', kind: 'start', state: 'passed' },
    { nodeId: 1201, name: '区域HR审核', assigneeText: '区域HR', kind: 'step', state: 'current' },
  ],
  edges: [{ from: 1200, to: 1201, kind: 'normal', taken: true }],
};

function wrap(node: ReactNode, url = '/process/do') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('progress table', () => {
  it('shows 未办理 for a step without an action, times as YYYY-MM-DD HH:mm, — when not completed', () => {
    render(<ProgressTable rows={ROWS} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const last = within(rows[2] as HTMLElement);
    expect(last.getByTestId('progress-action')).toHaveTextContent('未办理');
    expect(last.getByText('2026-11-23 12:06')).toBeInTheDocument();
    expect(last.getByText('—')).toBeInTheDocument();
    expect(last.getByText('陈静（代 王芳）')).toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('2026-11-22 08:59')).toBeInTheDocument();
    expect(second.getByText('2026-11-23 12:05')).toBeInTheDocument();
    expect(second.getByText('1天3小时')).toBeInTheDocument();
  });

  it('colours each action by its type, not by its wording', () => {
    const worded = (actionType: ProgressRow['actionType'], actionTypeText: string): ProgressRow => ({
      ...(ROWS[1] as ProgressRow),
      msg: null,
      actionType,
      actionTypeText,
    });
    render(
      <ProgressTable
        rows={[
          worded('approve', 'Approved'),
          worded('rollback', 'Returned'),
          worded('finish', 'Terminated'),
          worded('start', '退回'),
          worded(null, '审批通过'),
        ]}
      />,
    );
    const tags = screen.getAllByTestId('progress-action');
    expect(tags.map((tag) => tag.className.match(/ant-tag-(success|warning|error|processing)/)?.[1] ?? null)).toEqual([
      'success',
      'warning',
      'error',
      'success',
      null,
    ]);
    expect(tags[4]).toHaveTextContent('未办理');
  });

  it('shows the message as the tooltip of the action', async () => {
    render(<ProgressTable rows={ROWS} />);
    expect(screen.queryByText('岗位职级需确认')).toBeNull();
    fireEvent.mouseEnter(screen.getByText('退回'));
    expect(await screen.findByText('岗位职级需确认')).toBeInTheDocument();
  });
});

describe('approval progress dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a 前加签 row like any action, and who was copied, by whom, and whether they read it', async () => {
    const added: ProgressRow = {
      ...(ROWS[1] as ProgressRow),
      nodeName: '区域HR确认到岗',
      actionType: 'addSign',
      actionTypeText: '前加签',
      msg: '请总部HR确认编制',
      processorName: '陈静',
    };
    vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/WF/GetApprovalProgress') return [...ROWS, added];
      if (url === '/api/WF/GetWorkCopies')
        return [
          {
            userName: '王五',
            byName: '陈静',
            nodeName: '区域HR确认到岗',
            copiedTime: '2026-11-23T12:10:00.000',
            readTime: '2026-11-23T13:00:00.000',
          },
          { userName: '赵六', byName: '系统', nodeName: '办结', copiedTime: '2026-11-24T09:00:00.000', readTime: null },
        ];
      return CHART;
    });
    wrap(<ApprovalProgress open onClose={() => {}} flowId={12} workId={1} />);
    const action = (await screen.findByText('前加签')).closest('[data-testid="progress-action"]');
    expect(action).toHaveClass('ant-tag-purple');
    expect(screen.getByText('抄送记录')).toBeInTheDocument();
    const table = await screen.findByTestId('copies-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('王五陈静区域HR确认到岗2026-11-23 12:10已读 2026-11-23 13:00');
    expect(rows[1]).toHaveTextContent('赵六系统办结2026-11-24 09:00未读');
  });

  it('reads flowkey and workid from the route query before its props', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/WF/GetApprovalProgress') return ROWS;
      if (url === '/api/WF/GetFlowChart') return CHART;
      if (url === '/api/WF/GetWorkCopies') return [];
      throw new Error(`unexpected ${url}`);
    });
    wrap(<ApprovalProgress open onClose={() => {}} flowId={8} workId={99} />, '/process/do?flowkey=12&workid=5');
    expect(await screen.findByText('未办理')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/WF/GetApprovalProgress', { flowId: 12, workId: 5 }, { silent: true });
    expect(post).toHaveBeenCalledWith('/api/WF/GetFlowChart', { flowId: 12, workId: 5 }, { silent: true });
    expect(await screen.findByTestId('flow-chart')).toHaveTextContent('区域HR审核:current');
  });

  it('uses its props when the address has no flowkey/workid', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/WF/GetApprovalProgress') return ROWS;
      if (url === '/api/WF/GetWorkCopies') return [];
      return CHART;
    });
    wrap(<ApprovalProgress open onClose={() => {}} flowId={8} workId={99} />);
    expect(await screen.findByText('1天3小时')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/WF/GetApprovalProgress', { flowId: 8, workId: 99 }, { silent: true });
  });

  it('shows the server message when the progress cannot be loaded', async () => {
    vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/WF/GetApprovalProgress')
        throw new ApiError('您无权查看该流程', 'envelope', 40303, '您无权查看该流程');
      if (url === '/api/WF/GetWorkCopies') return [];
      return CHART;
    });
    wrap(<ApprovalProgress open onClose={() => {}} flowId={8} workId={99} />);
    expect(await screen.findByTestId('progress-error')).toHaveTextContent('您无权查看该流程');
  });
});
