import {
  InterfacePaths,
  NotifyPaths,
  type TInterfaceCard,
  type TInterfaceRun,
  type TNotifyChannelRow,
  UserPaths,
} from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import InterfaceCenterPage from './InterfaceCenter';

const run = (over: Partial<TInterfaceRun>): TInterfaceRun => ({
  id: 7,
  integration: 'payroll',
  integrationName: '薪资接口',
  status: 'succeeded',
  statusText: '成功',
  trigger: 'manual',
  triggerText: '手动',
  requestedBy: '周敏',
  createdTime: '2026-11-25T02:00:00.000Z',
  startedAt: '2026-11-25T02:00:01.000Z',
  finishedAt: '2026-11-25T02:00:03.000Z',
  sent: 12,
  failed: 0,
  fileName: 'payroll-20261125-1000-7.xlsx',
  message: '导出扣款10条、调薪2条',
  watermarkFrom: null,
  watermarkTo: '2026-11-25T02:00:01.000Z',
  ...over,
});

const CARDS: TInterfaceCard[] = [
  {
    integration: 'esign',
    name: '转签电子签',
    configured: false,
    configNote: 'ESIGN_BASE_URL',
    lastRun: run({
      id: 9,
      integration: 'esign',
      status: 'failed',
      sent: 0,
      fileName: null,
      message: '电子签平台未配置，请联系系统管理员；转签记录待同步',
    }),
    busy: false,
    retryable: 3,
    nextRunAt: '2026-11-26T18:00:00.000Z',
  },
  {
    integration: 'payroll',
    name: '薪资接口',
    configured: true,
    configNote: 'DATA_DIR/exports',
    lastRun: run({}),
    busy: false,
    retryable: 0,
    nextRunAt: '2026-11-26T18:00:00.000Z',
  },
  {
    integration: 'directory',
    name: 'AD账号同步',
    configured: true,
    // What an HR user receives: no configuration names.
    configNote: null,
    lastRun: null,
    busy: true,
    retryable: 0,
    nextRunAt: '2026-11-26T18:00:00.000Z',
  },
];

const EMAIL_CHANNEL: TNotifyChannelRow = {
  channel: 'email',
  name: '电子邮件',
  enabled: true,
  configured: true,
  webhookUrl: null,
  secretSet: true,
  host: 'smtp.example.com',
  port: 465,
  secure: true,
  user: 'hris',
  from: 'hris@example.com',
  defaultKinds: ['todo'],
  updatedBy: '周敏',
  updatedTime: '2026-11-25T02:00:00.000Z',
  pending: 0,
  failed: 0,
};

function renderPage(isEdit: 0 | 1) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === UserPaths.getUserMenuButton) return { buttons: [{ menuCode: 'Interface', isEdit }] };
    if (path === InterfacePaths.getInterfaceList) return CARDS;
    if (path === InterfacePaths.getInterfaceRunPageList) {
      return {
        list: [
          run({}),
          run({ id: 6, status: 'failed', fileName: null, message: '导出目录未配置，无法生成文件，请联系系统管理员' }),
        ],
        total: 2,
      };
    }
    if (path === InterfacePaths.runInterface) return { runId: 8 };
    if (path === NotifyPaths.getChannelList) return [EMAIL_CHANNEL];
    if (path === NotifyPaths.getOutboxPageList) return { list: [], total: 0 };
    return null;
  });
  const fetchFile = vi.spyOn(http, 'fetchFile').mockResolvedValue({ blob: new Blob(['x']), fileName: 'payroll.xlsx' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InterfaceCenterPage />
    </QueryClientProvider>,
  );
  return { post, fetchFile };
}

describe('接口中心', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one card per integration: configuration, last run, result, counts and next run', async () => {
    renderPage(1);
    const esign = await screen.findByTestId('interface-card-esign');
    expect(within(esign).getByText('转签电子签')).toBeInTheDocument();
    expect(within(esign).getByText('未配置')).toBeInTheDocument();
    expect(within(esign).getByTestId('interface-status-failed')).toHaveTextContent('失败');
    expect(within(esign).getByText('重试失败（3）')).toBeInTheDocument();

    const payroll = screen.getByTestId('interface-card-payroll');
    expect(within(payroll).getByText('已配置')).toBeInTheDocument();
    expect(within(payroll).getByTestId('interface-status-succeeded')).toHaveTextContent('成功');
    expect(within(payroll).getByTestId('interface-counts')).toHaveTextContent('12 / 0');
    expect(within(payroll).getByText('导出扣款10条、调薪2条')).toBeInTheDocument();
    expect(within(payroll).getByTestId('interface-next-run').textContent).toMatch(/^2026-11-2[67] \d\d:00$/);
    expect(within(payroll).getByTestId('interface-retry')).toBeDisabled();

    const directory = screen.getByTestId('interface-card-directory');
    expect(within(directory).queryByText('配置')).toBeNull();
    expect(within(payroll).getByText('DATA_DIR/exports')).toBeInTheDocument();
    expect(within(directory).getByTestId('interface-last-run')).toHaveTextContent('尚未运行');
    // A run under way: 立即运行 waits.
    expect(within(directory).getByTestId('interface-run-now')).toBeDisabled();
  });

  it('立即运行 asks for the integration’s run after confirming', async () => {
    const { post } = renderPage(1);
    const payroll = await screen.findByTestId('interface-card-payroll');
    fireEvent.click(within(payroll).getByTestId('interface-run-now'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(InterfacePaths.runInterface, { integration: 'payroll' }));
  });

  it('a read-only user sees the cards and the history, without run or retry', async () => {
    const { post, fetchFile } = renderPage(0);
    const payroll = await screen.findByTestId('interface-card-payroll');
    await waitFor(() => expect(post).toHaveBeenCalledWith(UserPaths.getUserMenuButton, {}, { silent: true }));
    expect(screen.queryByTestId('interface-run-now')).toBeNull();
    expect(screen.queryByTestId('interface-retry')).toBeNull();

    fireEvent.click(within(payroll).getByTestId('interface-history'));
    const drawer = await screen.findByText('薪资接口 · 运行记录');
    expect(drawer).toBeInTheDocument();
    expect(await screen.findByText('导出目录未配置，无法生成文件，请联系系统管理员')).toBeInTheDocument();
    expect(screen.getByText('无文件')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(InterfacePaths.getInterfaceRunPageList, {
      integration: 'payroll',
      pageIndex: 1,
      pageSize: 10,
    });
    fireEvent.click(screen.getByTestId('interface-download'));
    await waitFor(() => expect(fetchFile).toHaveBeenCalledWith(InterfacePaths.downloadInterfaceFile, { id: 7 }));
  });

  it('消息通知, a tab of its own, shows the channels and the sent messages; 设置 only for editors', async () => {
    const { post } = renderPage(1);
    await screen.findByTestId('interface-card-payroll');
    // Asked only once the tab opens.
    expect(post).not.toHaveBeenCalledWith(NotifyPaths.getChannelList, {});
    fireEvent.click(screen.getByRole('tab', { name: '消息通知' }));
    const email = await screen.findByTestId('notify-card-email');
    expect(within(email).getByTestId('notify-settings')).toBeInTheDocument();
    expect(await screen.findByText('暂无发送记录')).toBeInTheDocument();
  });

  it('a read-only user sees 消息通知 without 设置', async () => {
    renderPage(0);
    fireEvent.click(await screen.findByRole('tab', { name: '消息通知' }));
    await screen.findByTestId('notify-card-email');
    expect(screen.queryByTestId('notify-settings')).toBeNull();
  });
});
