import { ErrorCode, NOTIFY_KINDS, NotifyPaths, type TMyNotifySettings } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/http';
import { NotifySettingsModal } from './NotifySettingsModal';

/** 电子邮件 and 钉钉 turned on: 新待办 by e-mail and 超时 by DingTalk follow the defaults; 每日摘要 by e-mail is the user's own. */
const SETTINGS: TMyNotifySettings = {
  email: 'liting@example.com',
  imId: '13800000000',
  channels: [
    { channel: 'email', name: '电子邮件' },
    { channel: 'dingtalk', name: '钉钉机器人' },
  ],
  choices: (['email', 'dingtalk'] as const).flatMap((channel) =>
    NOTIFY_KINDS.map((kind) => ({
      channel,
      kind,
      enabled:
        (channel === 'email' && (kind === 'todo' || kind === 'digest')) ||
        (channel === 'dingtalk' && kind === 'overdue'),
      isDefault: !(channel === 'email' && kind === 'digest'),
    })),
  ),
};

function renderModal(settings: TMyNotifySettings = SETTINGS) {
  const onClose = vi.fn();
  const post = vi
    .spyOn(http, 'post')
    .mockImplementation(async (path: string, _body?: unknown, config?: AxiosRequestConfig) => {
      if (path === NotifyPaths.getMyNotifySettings) return settings;
      if (path === NotifyPaths.saveMyNotifySettings) {
        // The server's message, read through the call's own response transform.
        const transforms = [config?.transformResponse ?? []].flat() as ((envelope: unknown) => unknown)[];
        transforms.at(-1)?.({ code: ErrorCode.Ok, msg: '服务器：通知设置已保存', data: null });
        return null;
      }
      return null;
    });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotifySettingsModal open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { post, onClose };
}

const saveButton = () => screen.getByRole('button', { name: '保存' });

describe('通知设置', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the addresses and the grid; a toggled cell is saved with every other cell', async () => {
    const { post, onClose } = renderModal();
    expect(await screen.findByLabelText('邮箱')).toHaveValue('liting@example.com');
    expect(screen.getByLabelText('IM 账号')).toHaveValue('13800000000');
    expect(screen.getByText('企业微信 userid、钉钉手机号或飞书 open_id，机器人消息将 @ 您')).toBeInTheDocument();

    const grid = screen.getByTestId('notify-settings-grid');
    expect(within(grid).getByRole('columnheader', { name: '电子邮件' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: '钉钉机器人' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: '飞书机器人' })).toBeNull();
    expect(within(grid).getByRole('checkbox', { name: '新待办 - 电子邮件' })).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: '每日摘要 - 电子邮件' })).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: '新待办 - 钉钉机器人' })).not.toBeChecked();
    // 默认 beside the cells that follow the administrator: all but the user's own 每日摘要 by e-mail.
    expect(within(grid).getAllByText('默认')).toHaveLength(11);
    // 抄送给我 (issue 37) is a row like the others.
    expect(within(grid).getByRole('checkbox', { name: '抄送给我 - 电子邮件' })).not.toBeChecked();

    fireEvent.click(within(grid).getByRole('checkbox', { name: '新待办 - 钉钉机器人' }));
    await waitFor(() => expect(within(grid).getAllByText('默认')).toHaveLength(10));
    fireEvent.change(screen.getByLabelText('IM 账号'), { target: { value: ' 13900000000 ' } });
    fireEvent.click(saveButton());

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        NotifyPaths.saveMyNotifySettings,
        {
          email: 'liting@example.com',
          imId: '13900000000',
          choices: [
            { channel: 'email', kind: 'todo', enabled: true },
            { channel: 'email', kind: 'returned', enabled: false },
            { channel: 'email', kind: 'finished', enabled: false },
            { channel: 'email', kind: 'overdue', enabled: false },
            { channel: 'email', kind: 'copy', enabled: false },
            { channel: 'email', kind: 'digest', enabled: true },
            { channel: 'dingtalk', kind: 'todo', enabled: true },
            { channel: 'dingtalk', kind: 'returned', enabled: false },
            { channel: 'dingtalk', kind: 'finished', enabled: false },
            { channel: 'dingtalk', kind: 'overdue', enabled: true },
            { channel: 'dingtalk', kind: 'copy', enabled: false },
            { channel: 'dingtalk', kind: 'digest', enabled: false },
          ],
        },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('服务器：通知设置已保存')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('without a channel turned on, says messages stay in HRIS and still saves the addresses', async () => {
    const { post } = renderModal({ email: null, imId: null, channels: [], choices: [] });
    expect(await screen.findByText('管理员尚未开启任何通知渠道，消息仅在系统内显示')).toBeInTheDocument();
    expect(screen.queryByTestId('notify-settings-grid')).toBeNull();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'liting@example.com' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        NotifyPaths.saveMyNotifySettings,
        { email: 'liting@example.com', imId: '', choices: [] },
        expect.anything(),
      ),
    );
  });

  it('refuses a malformed e-mail under its field, before sending', async () => {
    const { post, onClose } = renderModal();
    const email = await screen.findByLabelText('邮箱');
    fireEvent.change(email, { target: { value: 'liting@example' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalledWith(NotifyPaths.saveMyNotifySettings, expect.anything(), expect.anything());
    expect(onClose).not.toHaveBeenCalled();
  });
});
