import { InterfacePaths, type TSsoStatusView, UserPaths } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import InterfaceCenterPage from '../InterfaceCenter';

const CAUSE =
  '发现文档（https://sso.example.com/realms/hris/.well-known/openid-configuration）返回 HTTP 404：请检查 OIDC_ISSUER 是否为身份提供方的发行方（issuer）地址';

const BROKEN: TSsoStatusView = {
  status: 'misconfigured',
  checkedAt: '2026-11-29T01:00:00.000Z',
  cause: CAUSE,
  warnings: [],
  settings: {
    issuer: 'https://sso.example.com/realms/hris',
    clientId: 'hris-web',
    scope: 'openid profile email',
    allowInsecure: false,
  },
};

const WORKING: TSsoStatusView = {
  ...BROKEN,
  status: 'ok',
  cause: null,
  warnings: ['身份提供方未列出作用域 offline_access（scopes_supported）'],
};

function renderPage(isEdit: 0 | 1, answers: { status: TSsoStatusView; recheck?: TSsoStatusView }) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === UserPaths.getUserMenuButton) return { buttons: [{ menuCode: 'Interface', isEdit }] };
    if (path === InterfacePaths.getInterfaceList) return [];
    if (path === UserPaths.getSsoStatus) return answers.status;
    if (path === UserPaths.checkSso) return answers.recheck ?? answers.status;
    return null;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InterfaceCenterPage />
    </QueryClientProvider>,
  );
  return { post };
}

async function openSsoTab() {
  fireEvent.click(await screen.findByRole('tab', { name: /单点登录/ }));
  return screen.findByTestId('sso-section');
}

describe('接口中心 › 单点登录', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an administrator why sign-on fails, the settings and what to register; 重新检测 asks again', async () => {
    const { post } = renderPage(1, { status: BROKEN, recheck: WORKING });
    // Seen before the tab opens: a dot on its name.
    const label = await screen.findByTestId('sso-tab-label');
    await waitFor(() => expect(label.querySelector('.ant-badge-dot')).not.toBeNull());

    const section = await openSsoTab();
    expect(within(section).getByTestId('sso-status-misconfigured')).toHaveTextContent('配置有误');
    expect(within(section).getByTestId('sso-cause')).toHaveTextContent(CAUSE);
    expect(within(section).getByTestId('sso-issuer')).toHaveTextContent('https://sso.example.com/realms/hris');
    expect(within(section).getByTestId('sso-scope')).toHaveTextContent('openid profile email');
    // The redirect URI the sign-in page sends: this address, its trailing slash, no hash.
    expect(within(section).getByTestId('sso-redirect-uri')).toHaveTextContent(`${window.location.origin}/`);
    expect(within(section).getByText('公开客户端（无密钥），授权码 + PKCE（S256）')).toBeInTheDocument();

    fireEvent.click(within(section).getByTestId('sso-recheck'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(UserPaths.checkSso, {}));
    expect(await within(section).findByTestId('sso-status-ok')).toHaveTextContent('正常');
    expect(within(section).queryByTestId('sso-cause')).toBeNull();
    expect(within(section).getByTestId('sso-warnings')).toHaveTextContent('offline_access');
    await waitFor(() => expect(label.querySelector('.ant-badge-dot')).toBeNull());
  });

  it('an HR user sees the state only, and no 重新检测 without edit', async () => {
    renderPage(0, { status: { ...BROKEN, cause: null, settings: null } });
    const section = await openSsoTab();
    expect(within(section).getByTestId('sso-status-misconfigured')).toBeInTheDocument();
    expect(within(section).getByText('原因和配置仅系统管理员可见。')).toBeInTheDocument();
    expect(within(section).queryByTestId('sso-issuer')).toBeNull();
    expect(within(section).queryByTestId('sso-recheck')).toBeNull();
  });

  it('says how to switch sign-on on when it is not configured', async () => {
    renderPage(1, {
      status: { status: 'notConfigured', checkedAt: null, cause: null, warnings: [], settings: null },
    });
    const section = await openSsoTab();
    expect(within(section).getByTestId('sso-status-notConfigured')).toHaveTextContent('未配置');
    expect(within(section).getByText(/设置环境变量 OIDC_ISSUER 和 OIDC_CLIENT_ID 后重启服务器/)).toBeInTheDocument();
    expect(within(section).queryByTestId('sso-recheck')).toBeNull();
  });
});
