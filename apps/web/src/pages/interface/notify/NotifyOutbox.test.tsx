import { ErrorCode, NotifyPaths, type TNotifyOutboxRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import '../i18n';
import { NotifyOutbox } from './NotifyOutbox';

const row = (over: Partial<TNotifyOutboxRow>): TNotifyOutboxRow => ({
  id: 1,
  channel: 'email',
  channelText: '电子邮件',
  kind: 'todo',
  kindText: '新待办',
  userName: '李婷（liting）',
  title: '新待办：转正申请',
  status: 'sent',
  statusText: '已发送',
  attempts: 1,
  lastAnswer: '250 2.0.0 OK',
  createdTime: '2026-11-25T02:00:00.000Z',
  sentTime: '2026-11-25T02:00:05.000Z',
  nextAttemptTime: null,
  ...over,
});

const ROWS: TNotifyOutboxRow[] = [
  row({ id: 5 }),
  row({
    id: 4,
    channel: 'dingtalk',
    channelText: '钉钉机器人',
    kind: 'overdue',
    kindText: '超时与催办提醒',
    status: 'failed',
    statusText: '发送失败',
    attempts: 6,
    lastAnswer: '{"errcode":310000,"errmsg":"sign not match"}',
    sentTime: null,
  }),
  row({
    id: 3,
    channel: 'wecom',
    channelText: '企业微信机器人',
    status: 'pending',
    statusText: '待发送',
    attempts: 2,
    lastAnswer: 'timeout of 10000ms exceeded',
    sentTime: null,
    nextAttemptTime: '2026-11-25T02:10:00.000Z',
  }),
  row({
    id: 2,
    channel: 'feishu',
    channelText: '飞书机器人',
    kind: 'digest',
    kindText: '每日摘要',
    status: 'skipped',
    statusText: '未发送',
    attempts: 0,
    lastAnswer: '待办已处理或已转出，未发送',
    sentTime: null,
  }),
  row({ id: 1, status: 'sending', statusText: '发送中', attempts: 1, lastAnswer: null, sentTime: null }),
];

function renderOutbox(editable: boolean) {
  const post = vi
    .spyOn(http, 'post')
    .mockImplementation(async (path: string, _body?: unknown, config?: AxiosRequestConfig) => {
      if (path === NotifyPaths.getOutboxPageList) return { list: ROWS, total: 23 };
      if (path === NotifyPaths.retryOutbox) {
        // The server's message, read through the call's own response transform.
        const transforms = [config?.transformResponse ?? []].flat() as ((envelope: unknown) => unknown)[];
        transforms.at(-1)?.({ code: ErrorCode.Ok, msg: '已重新加入发送队列', data: null });
        return null;
      }
      return null;
    });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotifyOutbox editable={editable} />
    </QueryClientProvider>,
  );
  return post;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function choose(testId: string, option: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

describe('消息通知 outbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the messages: channel, kind, recipient, status tag, attempts, answer and when', async () => {
    const post = renderOutbox(true);
    await screen.findByText('{"errcode":310000,"errmsg":"sign not match"}');
    expect(post).toHaveBeenCalledWith(NotifyPaths.getOutboxPageList, { pageIndex: 1, pageSize: 10 });

    const sent = rowOf('250 2.0.0 OK');
    expect(within(sent).getByText('电子邮件')).toBeInTheDocument();
    expect(within(sent).getByText('新待办')).toBeInTheDocument();
    expect(within(sent).getByText('李婷（liting）')).toBeInTheDocument();
    expect(within(sent).getByTestId('notify-status-sent')).toHaveTextContent('已发送');
    expect(within(sent).getByTestId('notify-status-sent')).toHaveClass('ant-tag-green');
    expect(sent.textContent).toMatch(/2026-11-25 \d\d:00/);

    expect(
      within(rowOf('{"errcode":310000,"errmsg":"sign not match"}')).getByTestId('notify-status-failed'),
    ).toHaveClass('ant-tag-red');
    const pending = rowOf('timeout of 10000ms exceeded');
    expect(within(pending).getByTestId('notify-status-pending')).toHaveTextContent('待发送');
    expect(within(pending).getByTestId('notify-status-pending')).toHaveClass('ant-tag-blue');
    expect(pending.textContent).toMatch(/下次重试 2026-11-25 \d\d:10/);
    expect(within(rowOf('待办已处理或已转出，未发送')).getByTestId('notify-status-skipped')).toHaveTextContent(
      '未发送',
    );
    expect(screen.getByTestId('notify-status-sending')).toHaveClass('ant-tag-blue');
    // 23 messages, ten a page.
    expect(screen.getByTitle('3')).toBeInTheDocument();
  });

  it('the filters send the channel and the status, from the first page', async () => {
    const post = renderOutbox(true);
    await screen.findByText('250 2.0.0 OK');
    await choose('notify-outbox-channel', '钉钉机器人');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(NotifyPaths.getOutboxPageList, {
        channel: 'dingtalk',
        pageIndex: 1,
        pageSize: 10,
      }),
    );
    await choose('notify-outbox-status', '发送失败');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(NotifyPaths.getOutboxPageList, {
        channel: 'dingtalk',
        status: 'failed',
        pageIndex: 1,
        pageSize: 10,
      }),
    );
  });

  it('重新发送 only on failed and unsent messages; it sends the id and refreshes', async () => {
    const post = renderOutbox(true);
    await screen.findByText('250 2.0.0 OK');
    expect(screen.getAllByTestId('notify-retry')).toHaveLength(2);
    expect(within(rowOf('250 2.0.0 OK')).queryByTestId('notify-retry')).toBeNull();
    expect(within(rowOf('timeout of 10000ms exceeded')).queryByTestId('notify-retry')).toBeNull();
    expect(within(rowOf('待办已处理或已转出，未发送')).getByTestId('notify-retry')).toBeInTheDocument();

    const asked = post.mock.calls.filter(([p]) => p === NotifyPaths.getOutboxPageList).length;
    fireEvent.click(within(rowOf('{"errcode":310000,"errmsg":"sign not match"}')).getByTestId('notify-retry'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(NotifyPaths.retryOutbox, { id: 4 }, expect.anything()));
    expect(await screen.findByText('已重新加入发送队列')).toBeInTheDocument();
    await waitFor(() =>
      expect(post.mock.calls.filter(([p]) => p === NotifyPaths.getOutboxPageList).length).toBeGreaterThan(asked),
    );
  });

  it('a read-only user sees the messages without 重新发送', async () => {
    renderOutbox(false);
    await screen.findByText('250 2.0.0 OK');
    expect(screen.queryByTestId('notify-retry')).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
