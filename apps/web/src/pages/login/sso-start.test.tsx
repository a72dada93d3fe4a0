import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '../../feedback';
import LoginPage from './index';

vi.mock('../../feedback', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../feedback')>()),
  toastError: vi.fn(),
}));
vi.mock('../../api/sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/sign-in')>()),
  getAuthConfig: vi.fn(async () => ({
    ssoEnabled: true,
    oidcIssuer: 'https://login.example.com/realms/hris',
    oidcClientId: 'hris-web',
    oidcScope: 'openid profile email',
    appEnv: 'development',
    version: '1.0.0',
  })),
}));
// The provider's discovery document cannot be fetched (down, or no CORS for this origin).
vi.mock('../../auth/sso', () => ({
  startSsoSignIn: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
}));

afterEach(cleanup);

describe('[LOGIN] company sign-on that cannot start', () => {
  it('says in Chinese that the sign-on service cannot be reached, not the browser’s “Failed to fetch”', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<LoginPage query={new URLSearchParams()} onSignedIn={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /企业单点登录/ }));
    await waitFor(() =>
      expect(vi.mocked(toastError)).toHaveBeenCalledWith('无法连接单点登录服务，请稍后重试或联系系统管理员'),
    );
    expect(vi.mocked(toastError)).not.toHaveBeenCalledWith('Failed to fetch');
    // The button is offered again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /企业单点登录/ })).not.toHaveClass('ant-btn-loading'),
    );
  });
});
