import { ErrorCode, NotifyPaths, type TNotifyChannelRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../../api/http';
import '../i18n';
import { NotifyChannels } from './NotifyChannels';

const row = (over: Partial<TNotifyChannelRow>): TNotifyChannelRow => ({
  channel: 'feishu',
  name: '飞书机器人',
  enabled: false,
  configured: false,
  webhookUrl: null,
  secretSet: false,
  host: null,
  port: null,
  secure: false,
  user: null,
  from: null,
  defaultKinds: [],
  updatedBy: null,
  updatedTime: null,
  pending: 0,
  failed: 0,
  ...over,
});

const CHANNELS: TNotifyChannelRow[] = [
  row({
    channel: 'email',
    name: '电子邮件',
    enabled: true,
    configured: true,
    host: 'smtp.example.com',
    port: 465,
    secure: true,
    user: 'hris',
    from: 'HRIS <hris@example.com>',
    secretSet: true,
    defaultKinds: ['todo', 'digest'],
    updatedBy: '周敏',
    updatedTime: '2026-11-25T02:00:00.000Z',
    pending: 2,
    failed: 1,
  }),
  row({
    channel: 'wecom',
    name: '企业微信机器人',
    enabled: true,
    configured: true,
    webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=secret-key',
    defaultKinds: ['todo'],
  }),
  row({
    channel: 'dingtalk',
    name: '钉钉机器人',
    configured: true,
    webhookUrl: 'https://oapi.dingtalk.com/robot/send?access_token=old',
    secretSet: true,
    defaultKinds: ['todo'],
  }),
  row({}),
];

/** The success envelope as the call reads it: its message passes through the call's own response transform. */
function answer(config: AxiosRequestConfig | undefined, msg: string, data: unknown = null) {
  const transforms = [config?.transformResponse ?? []].flat() as ((envelope: unknown) => unknown)[];
  transforms.at(-1)?.({ code: ErrorCode.Ok, msg, data });
  return data;
}

type Reply = (body: unknown, config?: AxiosRequestConfig) => unknown;

function renderChannels(editable: boolean, replies: Partial<Record<string, Reply>> = {}) {
  const post = vi
    .spyOn(http, 'post')
    .mockImplementation(async (path: string, body?: unknown, config?: AxiosRequestConfig) => {
      const reply = replies[path];
      if (reply) return reply(body, config);
      if (path === NotifyPaths.getChannelList) return CHANNELS;
      if (path === NotifyPaths.saveChannel) return answer(config, '设置已保存');
      return null;
    });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotifyChannels editable={editable} />
    </QueryClientProvider>,
  );
  return post;
}

async function openDialog(channel: TNotifyChannelRow['channel']) {
  const card = await screen.findByTestId(`notify-card-${channel}`);
  fireEvent.click(within(card).getByTestId('notify-settings'));
  return screen.findByTestId(`notify-dialog-${channel}`);
}

/** The last body sent to a path. */
function sent(post: ReturnType<typeof renderChannels>, path: string) {
  const call = post.mock.calls.filter(([p]) => p === path).at(-1);
  return call?.[1] as Record<string, unknown> | undefined;
}

describe('消息通知 channels', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one card per channel: on or off, where it sends, secret, default kinds, queue and last change', async () => {
    renderChannels(true);
    const email = await screen.findByTestId('notify-card-email');
    expect(within(email).getByText('电子邮件')).toBeInTheDocument();
    expect(within(email).getByTestId('notify-enabled')).toHaveTextContent('已启用');
    expect(within(email).getByTestId('notify-target')).toHaveTextContent('已配置');
    expect(within(email).getByTestId('notify-target')).toHaveTextContent('smtp.example.com:465');
    expect(within(email).getByTestId('notify-from')).toHaveTextContent('HRIS <hris@example.com>');
    expect(within(email).getByTestId('notify-secret-set')).toHaveTextContent('已设置密码');
    expect(within(email).getByTestId('notify-default-kinds')).toHaveTextContent('新待办每日摘要');
    expect(within(email).getByTestId('notify-counts')).toHaveTextContent('待发送 2发送失败 1');
    expect(within(email).getByTestId('notify-updated').textContent).toMatch(/^周敏 · 2026-11-25 \d\d:00$/);

    // A robot's card names the host only: the key in the address stays out of sight.
    const wecom = screen.getByTestId('notify-card-wecom');
    expect(within(wecom).getByTestId('notify-target')).toHaveTextContent('qyapi.weixin.qq.com');
    expect(wecom).not.toHaveTextContent('secret-key');
    expect(within(wecom).queryByTestId('notify-secret-set')).toBeNull();

    const dingtalk = screen.getByTestId('notify-card-dingtalk');
    expect(within(dingtalk).getByTestId('notify-enabled')).toHaveTextContent('未启用');
    expect(within(dingtalk).getByTestId('notify-secret-set')).toHaveTextContent('已设置加签密钥');

    const feishu = screen.getByTestId('notify-card-feishu');
    expect(within(feishu).getByTestId('notify-target')).toHaveTextContent('未配置');
    expect(within(feishu).getByTestId('notify-default-kinds')).toHaveTextContent('无');
    expect(within(feishu).getByTestId('notify-updated')).toHaveTextContent('尚未设置');
    expect(within(feishu).getByRole('button', { name: '设置飞书机器人' })).toBeInTheDocument();
  });

  it('a read-only user sees the cards without 设置', async () => {
    renderChannels(false);
    await screen.findByTestId('notify-card-email');
    expect(screen.queryByTestId('notify-settings')).toBeNull();
  });

  it('saves a robot: an empty secret is not sent (the stored one stays), the server’s message is shown', async () => {
    const post = renderChannels(true, {
      // Not the dialog's own fallback text: the server's message is the one shown.
      [NotifyPaths.saveChannel]: (_, config) => answer(config, '服务器：钉钉机器人设置已保存'),
    });
    const dialog = await openDialog('dingtalk');
    expect(screen.getByText('钉钉机器人设置')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('加签密钥')).toHaveAttribute('placeholder', '已设置，留空则不修改');
    fireEvent.click(within(dialog).getByRole('switch', { name: '启用' }));
    fireEvent.change(within(dialog).getByLabelText('Webhook 地址'), {
      target: { value: 'https://oapi.dingtalk.com/robot/send?access_token=new' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '超时与催办提醒' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sent(post, NotifyPaths.saveChannel)).toBeDefined());
    expect(sent(post, NotifyPaths.saveChannel)).toStrictEqual({
      channel: 'dingtalk',
      enabled: true,
      defaultKinds: ['todo', 'overdue'],
      webhookUrl: 'https://oapi.dingtalk.com/robot/send?access_token=new',
    });
    expect(await screen.findByText('服务器：钉钉机器人设置已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notify-dialog-dingtalk')).toBeNull());
    // The cards are asked again.
    expect(post.mock.calls.filter(([p]) => p === NotifyPaths.getChannelList).length).toBeGreaterThan(1);
  });

  it('saves e-mail: the port follows SSL/TLS, 清除 sends clearSecret instead of a password', async () => {
    const post = renderChannels(true);
    const dialog = await openDialog('email');
    expect(within(dialog).getByLabelText('密码')).toHaveAttribute('placeholder', '已设置，留空则不修改');
    expect(within(dialog).getByLabelText('端口')).toHaveValue('465');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'SSL/TLS' }));
    await waitFor(() => expect(within(dialog).getByLabelText('端口')).toHaveValue('25'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '清除已保存的密码' }));
    await waitFor(() => expect(within(dialog).getByLabelText('密码')).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sent(post, NotifyPaths.saveChannel)).toBeDefined());
    expect(sent(post, NotifyPaths.saveChannel)).toStrictEqual({
      channel: 'email',
      enabled: true,
      defaultKinds: ['todo', 'digest'],
      host: 'smtp.example.com',
      port: 25,
      secure: false,
      user: 'hris',
      from: 'HRIS <hris@example.com>',
      clearSecret: true,
    });
  });

  it('puts a server refusal under 「Webhook 地址」; 企业微信 has no secret field', async () => {
    const message = 'Webhook 地址应以 http:// 或 https:// 开头';
    renderChannels(true, {
      [NotifyPaths.saveChannel]: () => {
        throw new ApiError(message, 'envelope', ErrorCode.Validation, message, [
          { field: 'webhookUrl', label: 'Webhook 地址', message },
        ]);
      },
    });
    const dialog = await openDialog('wecom');
    expect(within(dialog).queryByLabelText('加签密钥')).toBeNull();
    expect(within(dialog).getByText(/密钥（key）已包含在 Webhook 地址中/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Webhook 地址'), { target: { value: 'qyapi.weixin.qq.com' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    const refusal = await within(dialog).findByText(message);
    const item = refusal.closest('.ant-form-item');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByLabelText('Webhook 地址')).toHaveAttribute('aria-invalid', 'true');
    // The dialog stays open for the correction.
    expect(screen.getByTestId('notify-dialog-wecom')).toBeInTheDocument();
  });

  it('发送测试 sends what the form holds and shows the platform’s answer and where it went', async () => {
    const post = renderChannels(true, {
      [NotifyPaths.testChannel]: (body) =>
        (body as { channel: string }).channel === 'feishu'
          ? { ok: false, answer: '{"code":19021,"msg":"sign match fail"}', to: '飞书机器人' }
          : { ok: true, answer: '250 2.0.0 OK', to: 'zhoumin@example.com' },
    });
    const dialog = await openDialog('feishu');
    fireEvent.change(within(dialog).getByLabelText('Webhook 地址'), {
      target: { value: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc' },
    });
    fireEvent.change(within(dialog).getByLabelText('加签密钥'), { target: { value: 'sign-secret' } });
    fireEvent.click(screen.getByTestId('notify-test'));

    const result = await screen.findByTestId('notify-test-result');
    expect(result).toHaveClass('ant-alert-error');
    expect(result).toHaveTextContent('测试消息未能发送至飞书机器人');
    expect(result).toHaveTextContent('{"code":19021,"msg":"sign match fail"}');
    expect(sent(post, NotifyPaths.testChannel)).toStrictEqual({
      channel: 'feishu',
      enabled: false,
      defaultKinds: [],
      webhookUrl: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc',
      secret: 'sign-secret',
    });
    // Nothing is saved by a test.
    expect(sent(post, NotifyPaths.saveChannel)).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('notify-dialog-feishu')).toBeNull());
    await openDialog('email');
    fireEvent.click(screen.getByTestId('notify-test'));
    const ok = await screen.findByText('测试消息已发送至zhoumin@example.com');
    expect(ok.closest('.ant-alert')).toHaveClass('ant-alert-success');
    expect(screen.getByText('250 2.0.0 OK')).toBeInTheDocument();
  });
});
