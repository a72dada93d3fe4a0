import { describe, expect, it } from 'vitest';
import { DEFAULT_OIDC_SCOPE, loadConfig } from './config';

const ISSUER = 'https://login.example.com/realms/hris';

/** The settings of company sign-on as the server reads them, or the message it stops with. */
function oidcOf(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: '/tmp/hris-config-test', ...env }).oidc;
}

describe('[CONFIG] company sign-on settings', () => {
  it('is off without an issuer and a client id, on with both; the scope defaults to openid profile email', () => {
    expect(oidcOf({})).toBeUndefined();
    expect(oidcOf({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_SCOPE: '' })).toBeUndefined();
    expect(oidcOf({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'hris-web' })).toEqual({
      issuer: ISSUER,
      clientId: 'hris-web',
      scope: 'openid profile email',
      allowInsecure: false,
    });
    expect(DEFAULT_OIDC_SCOPE).toBe('openid profile email');
  });

  it('takes OIDC_SCOPE with its spaces tidied, and OIDC_ALLOW_INSECURE', () => {
    const oidc = oidcOf({
      OIDC_ISSUER: 'http://127.0.0.1:8180/realms/hris',
      OIDC_CLIENT_ID: 'hris-web',
      OIDC_SCOPE: '  openid   email profile offline_access ',
      OIDC_ALLOW_INSECURE: 'true',
    });
    expect(oidc).toMatchObject({ scope: 'openid email profile offline_access', allowInsecure: true });
    // Microsoft Entra ID's Graph scope is a name like any other.
    expect(oidcOf({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'x', OIDC_SCOPE: 'openid email User.Read' })?.scope).toBe(
      'openid email User.Read',
    );
  });

  it('stops the server on a wrong setting, naming the variable and what is wrong', () => {
    const refusal = (env: Record<string, string>) => () => oidcOf(env);
    expect(refusal({ OIDC_ISSUER: ISSUER })).toThrow(
      /OIDC_CLIENT_ID: set both OIDC_ISSUER and OIDC_CLIENT_ID for company sign-on, or neither/,
    );
    expect(refusal({ OIDC_CLIENT_ID: 'hris-web' })).toThrow(/set both OIDC_ISSUER and OIDC_CLIENT_ID/);
    expect(refusal({ OIDC_ISSUER: 'login.example.com', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER/);
    expect(refusal({ OIDC_ISSUER: 'ftp://login.example.com', OIDC_CLIENT_ID: 'x' })).toThrow(
      /OIDC_ISSUER: must be an http\(s\) address/,
    );
    expect(refusal({ OIDC_ISSUER: `${ISSUER}?tenant=1`, OIDC_CLIENT_ID: 'x' })).toThrow(
      /OIDC_ISSUER: must have no query or fragment/,
    );
    expect(refusal({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'x', OIDC_SCOPE: 'profile email' })).toThrow(
      /OIDC_SCOPE: must include openid/,
    );
    expect(refusal({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'x', OIDC_SCOPE: 'openid,email' })).toThrow(
      /OIDC_SCOPE: must include openid/,
    );
    expect(refusal({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'x', OIDC_SCOPE: 'openid "email"' })).toThrow(
      /OIDC_SCOPE: must be scope names separated by spaces/,
    );
    expect(refusal({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'x', OIDC_ALLOW_INSECURE: 'yes' })).toThrow(
      /OIDC_ALLOW_INSECURE/,
    );
  });
});
