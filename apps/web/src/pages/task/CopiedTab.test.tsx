import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { TaskRow } from '../../api/workflow';
import * as feedback from '../../feedback';
import TaskIndexPage from './index';

const row = (workId: number, name: string, extra: Record<string, unknown> = {}) =>
  ({
    taskId: null,
    workId,
    flowId: 12,
    flowNo: `12-${String(workId).padStart(6, '0')}`,
    flowName: '员工入职',
    status: 'running',
    statusText: '审批中',
    name,
    employeeId: `E10${workId}`,
    shopCode: 'SH001',
    shopName: '上海南京西路店',
    rhrEmployeeName: '陈静',
    nodeId: 1203,
    nodeName: '区域HR确认到岗',
    approvalOpinion: null,
    toDoUserName: '陈静',
    starterName: '李婷',
    starterUserDispName: '李婷',
    startedTime: '2026-11-22T00:48:17.903Z',
    arrivedTime: '2026-11-22T00:59:00.000Z',
    deadlineTime: null,
    isOverdue: false,
    ...extra,
  }) as TaskRow;

const COPIED = [
  row(41, '王小明', { copiedTime: '2026-11-23T02:00:00.000Z', copiedByName: '周敏', unread: true }),
  row(42, '刘一兰', { copiedTime: '2026-11-22T02:00:00.000Z', copiedByName: '系统', unread: false }),
];

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function setup(tab: string) {
  let unread = 1;
  const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/Task/GetTaskCounts') return { toDo: 0, running: 0, completed: 2, byFlow: [] };
    if (url === '/api/Task/GetCopiedCounts') return { total: 2, unread };
    if (url === '/api/Task/GetCopiedTaskList')
      return { list: COPIED.map((r) => ({ ...r, unread: unread > 0 && r.unread })), total: 2 };
    if (url === '/api/Task/GetCompletedTaskList') return { list: [row(51, '赵敏'), row(52, '钱多多')], total: 2 };
    if (url === '/api/Task/MarkCopiesRead') {
      unread = 0;
      return null;
    }
    throw new Error(`unexpected ${url}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/task/index?tab=${tab}`]}>
        <Routes>
          <Route path="/task/index" element={<TaskIndexPage />} />
          <Route path="/process/do" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('/task/index 抄送我的', () => {
  let success: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts the unread copies on the tab, marks unread rows in words too, and marks all read', async () => {
    const post = setup('copied');
    const count = await screen.findByTestId('count-copied');
    await waitFor(() => expect(count).toHaveTextContent('1 条未读'));
    expect(screen.getByTestId('tab-copied')).toHaveTextContent('抄送我的');

    const unread = (await screen.findByText('12-000041')).closest('tr') as HTMLElement;
    expect(unread).toHaveClass('is-unread');
    expect(within(unread).getByText('（未读）')).toHaveClass('hris-sr-only');
    expect(within(unread).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(unread).getByText('周敏')).toBeInTheDocument();
    const read = screen.getByText('12-000042').closest('tr') as HTMLElement;
    expect(read).not.toHaveClass('is-unread');
    expect(within(read).queryByText('（未读）')).toBeNull();
    expect(screen.getByRole('combobox', { name: '流程类型' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '抄送人' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '抄送时间' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/Task/GetCopiedTaskList',
      { pageIndex: 1, pageSize: 10, filters: {} },
      undefined,
    );

    fireEvent.click(screen.getByTestId('copied-mark-all'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/Task/MarkCopiesRead', {}, expect.anything()));
    await waitFor(() => expect(success).toHaveBeenCalledWith('已全部标为已读'));
    await waitFor(() => expect(count).toHaveTextContent('0 条未读'));
    await waitFor(() => expect(screen.getByText('12-000041').closest('tr')).not.toHaveClass('is-unread'));
    expect(screen.getByTestId('copied-mark-all')).toBeDisabled();
  });

  it('opens a copied work as a work, without a step', async () => {
    setup('copied');
    fireEvent.click(await screen.findByText('12-000041'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/process/do?flowId=12&workId=41');
  });
});

describe('/task/index 已办 批量打印', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the ticked works in a new window, and asks to tick some first', async () => {
    const warning = vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    setup('completed');
    await screen.findByText('12-000051');
    fireEvent.click(screen.getByTestId('batch-print'));
    expect(warning).toHaveBeenCalledWith('请先勾选要打印的流程');
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 12-000052' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 12-000051' }));
    expect(screen.getByTestId('batch-print')).toHaveTextContent('批量打印（2）');
    fireEvent.click(screen.getByTestId('batch-print'));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/#\/process\/print\?workIds=52,51$/), '_blank', 'noopener');
  });
});
