import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { TaskAction, TaskRow } from '../../api/workflow';
import { BatchDialog, batchActions, narrowedTo, nodeNamed } from './BatchDialog';

const row = (taskId: number, workId: number, name: string, employeeId: string, nodeName = '总部HR确认') =>
  ({
    taskId,
    workId,
    flowId: 8,
    flowNo: `8-${String(workId).padStart(6, '0')}`,
    flowName: '失物扣款',
    status: 'running',
    statusText: '审批中',
    name,
    employeeId,
    shopCode: 'SH001',
    shopName: '上海南京西路店',
    rhrEmployeeName: '陈静',
    nodeId: nodeName === '总部HR确认' ? 802 : 801,
    nodeName,
    approvalOpinion: null,
    toDoUserName: '周敏',
    starterName: '李婷',
    starterUserDispName: '李婷',
    startedTime: '2026-11-22T00:48:17.903Z',
    arrivedTime: '2026-11-22T00:59:00.000Z',
    deadlineTime: null,
    isOverdue: false,
    deductionAmount: 142.5,
  }) as TaskRow;

const COUNTS = {
  toDo: 3,
  running: 0,
  completed: 0,
  byFlow: [{ flowId: 8, flowName: '失物扣款', toDo: 3, running: 0, completed: 0 }],
};

const NODE_802 = { nodeId: 802, nodeName: '总部HR确认', actions: ['approve', 'rollback', 'finish'] as TaskAction[] };

const NODE_801 = { nodeId: 801, nodeName: '区域HR审核', actions: ['approve', 'rollback'] as TaskAction[] };

function setup(
  nodes: unknown[] = [{ ...NODE_802, count: 2, taskIds: [5, 6] }],
  props: { initialFlowId?: number; initialNodeName?: string; counts?: typeof COUNTS } = { initialFlowId: 8 },
) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/Task/GetBatchNodesInfo') return nodes;
    if (url === '/api/Task/GetToDoTaskList')
      return {
        list: [row(5, 2, '刘美芳', 'E100006'), row(6, 3, '刘一兰', 'E100008'), row(9, 4, '刘紫悦', 'E100015', '其他')],
        total: 3,
      };
    if (url === '/api/Task/BatchProcessingTasks')
      return {
        succeeded: 1,
        failed: 1,
        results: [
          {
            taskId: 5,
            flowNo: '8-000002',
            name: '刘美芳',
            employeeId: 'E100006',
            ok: true,
            msg: '审批通过，流程已办结',
          },
          {
            taskId: 6,
            flowNo: '8-000003',
            name: '刘一兰',
            employeeId: 'E100008',
            ok: false,
            msg: '该待办已被他人处理',
          },
        ],
      };
    throw new Error(`unexpected ${url}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BatchDialog counts={props.counts ?? COUNTS} {...props} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return post;
}

describe('batch processing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers only the actions the node allows, in a fixed order', () => {
    expect(
      batchActions({ nodeId: 1204, nodeName: '总部HR建档', count: 1, actions: ['rollback', 'approve'], taskIds: [1] }),
    ).toEqual(['approve', 'rollback']);
    expect(batchActions(undefined)).toEqual([]);
  });

  it('opens on what the list is narrowed to: its picker or 流程类型 filter, and its 当前步骤 filter', () => {
    const filters = (f: Record<string, string | number>) => ({
      pageIndex: 1,
      pageSize: 10,
      filters: Object.fromEntries(
        Object.entries(f).map(([k, v]) => [k, { search: v, searchTwo: null, isSearch: true }]),
      ),
    });
    expect(narrowedTo(8, null)).toEqual({ initialFlowId: 8 });
    expect(narrowedTo(undefined, filters({ flowId: 12, nodeName: '建档' }))).toEqual({
      initialFlowId: 12,
      initialNodeName: '建档',
    });
    expect(narrowedTo(undefined, filters({}))).toEqual({});
    const nodes = [
      { ...NODE_801, count: 1, taskIds: [1] },
      { ...NODE_802, count: 1, taskIds: [2] },
    ];
    expect(nodeNamed(nodes, '总部')?.nodeId).toBe(802);
    expect(nodeNamed(nodes, 'HR')).toBeUndefined();
    expect(nodeNamed(nodes, undefined)).toBeUndefined();
  });

  it('asks for the process when the list shows several, rather than opening on the first', async () => {
    setup(undefined, {
      initialFlowId: undefined,
      counts: {
        ...COUNTS,
        byFlow: [...COUNTS.byFlow, { flowId: 12, flowName: '员工入职', toDo: 3, running: 0, completed: 0 }],
      },
    });
    expect(await screen.findByTestId('batch-pick-flow')).toHaveTextContent('请先选择流程类型');
    expect(screen.queryByTestId('batch-table')).toBeNull();
    expect(screen.getByTestId('batch-submit')).toBeDisabled();
  });

  it('asks for the step when the flow has to-dos at several and the list names none', async () => {
    setup([
      { ...NODE_801, count: 1, taskIds: [9] },
      { ...NODE_802, count: 2, taskIds: [5, 6] },
    ]);
    expect(await screen.findByTestId('batch-pick-node')).toHaveTextContent('请选择要批量处理的步骤');
    expect(screen.queryByTestId('batch-table')).toBeNull();
  });

  it('ticks nothing, confirms what will happen, processes the ticked and shows a result per task', async () => {
    const post = setup(
      [
        { ...NODE_801, count: 1, taskIds: [9] },
        { ...NODE_802, count: 2, taskIds: [5, 6] },
      ],
      { initialFlowId: 8, initialNodeName: '总部HR' },
    );
    const table = await screen.findByTestId('batch-table');
    await waitFor(() => expect(within(table).getByText('刘美芳-E100006')).toBeInTheDocument());
    // Only the filtered node's own tasks are listed, none chosen at first.
    expect(within(table).queryByText('刘紫悦-E100015')).toBeNull();
    expect(screen.getByTestId('batch-selected')).toHaveTextContent('已选 0 / 2 条');
    expect(screen.getByTestId('batch-submit')).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/api/Task/GetBatchNodesInfo', { flowId: 8 });
    fireEvent.click(screen.getByTestId('batch-select-all'));
    expect(screen.getByTestId('batch-submit')).toHaveTextContent('批量处理（2）');

    // A rollback needs an opinion.
    fireEvent.click(screen.getByLabelText('退回'));
    fireEvent.click(screen.getByTestId('batch-submit'));
    expect(await screen.findByText('退回时请填写审批意见')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('审批通过'));
    fireEvent.change(screen.getByTestId('batch-opinion'), { target: { value: '核对无误' } });
    fireEvent.click(screen.getByTestId('batch-submit'));
    // Nothing is sent before the user confirms what will happen.
    expect(await screen.findByTestId('batch-confirm-text')).toHaveTextContent('将审批通过 2 条 失物扣款 · 总部HR确认');
    expect(post).not.toHaveBeenCalledWith('/api/Task/BatchProcessingTasks', expect.anything());
    fireEvent.click(screen.getByTestId('batch-confirm'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Task/BatchProcessingTasks', {
        taskIds: [5, 6],
        action: 'approve',
        opinion: '核对无误',
      }),
    );
    expect(await screen.findByTestId('batch-summary')).toHaveTextContent('成功 1 条，失败 1 条');
    const result = screen.getByTestId('batch-result');
    expect(within(result).getByText('审批通过，流程已办结')).toBeInTheDocument();
    expect(within(result).getByText('该待办已被他人处理')).toBeInTheDocument();
    // Named as the user knows them, the failed row too, although both have left the to-do list.
    expect(within(result).getByText('8-000003')).toBeInTheDocument();
    expect(within(result).getByText('8-000002')).toBeInTheDocument();
    expect(within(result).getByText(/刘一兰/)).toBeInTheDocument();
    expect(within(result).queryByText('—')).toBeNull();
  });

  it('names the steps that allow batch when the user has no to-dos there', async () => {
    setup([{ ...NODE_802, count: 0, taskIds: [] }]);
    expect(await screen.findByTestId('batch-no-nodes')).toHaveTextContent(
      '该流程只有「总部HR确认」步骤支持批量处理，您目前在这些步骤没有待办',
    );
    expect(screen.getByTestId('batch-submit')).toBeDisabled();
  });
});
