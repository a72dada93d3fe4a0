import { describe, expect, it } from 'vitest';
import { appAddress } from './redirect';
import { DEFAULT_SSO_SCOPE, ssoSettings } from './sso';

describe('company sign-on in the browser', () => {
  const config = { authority: 'https://login.example.com/realms/hris', clientId: 'hris-web' };

  it('asks for the code flow (PKCE) with the scope the server configured, or openid profile email', () => {
    expect(ssoSettings({ ...config, scope: 'openid email offline_access' })).toMatchObject({
      authority: config.authority,
      client_id: 'hris-web',
      response_type: 'code',
      scope: 'openid email offline_access',
    });
    // Nothing Microsoft-only (User.Read): a provider refusing unknown scopes must not break sign-in.
    expect(ssoSettings({ ...config, scope: null }).scope).toBe('openid profile email');
    expect(ssoSettings(config).scope).toBe(DEFAULT_SSO_SCOPE);
  });

  it('comes back to the app’s own address, with its trailing slash and without the hash: the URI to register', () => {
    window.history.replaceState(null, '', '/#/login?redirect=%2Ftask%2Findex');
    expect(appAddress()).toBe(`${window.location.origin}/`);
    expect(ssoSettings(config).redirect_uri).toBe(`${window.location.origin}/`);
    // Served under a path behind a proxy: that path, as the browser shows it.
    window.history.replaceState(null, '', '/hris/#/login');
    expect(ssoSettings(config).redirect_uri).toBe(`${window.location.origin}/hris/`);
    window.history.replaceState(null, '', '/');
  });
});
