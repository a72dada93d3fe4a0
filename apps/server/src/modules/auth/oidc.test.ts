import { createHash, randomBytes, type webcrypto } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { appUser, session } from '../../db/schema';

/**
 * Single sign-on against a REAL OpenID provider (oidc-provider) listening on 127.0.0.1: each
 * test drives the authorization-code flow (with PKCE) the way a browser would — following
 * redirects, keeping cookies, submitting the login and consent forms — takes the id_token from
 * the token endpoint and hands it to POST /api/User/LoginWithJWT of an app configured with that
 * issuer and client id.
 */

// oidc-provider ships no type declarations; import it through a non-literal specifier (typed any).
const OIDC_PROVIDER_MODULE: string = 'oidc-provider';

const CLIENT_ID = 'hris-web';
const OTHER_CLIENT_ID = 'payroll-portal';
const REDIRECT_URI = 'http://127.0.0.1:5173/cb';
const SIGNING_KID = 'hris-test-signing-key';
const SSO_INVALID_TOKEN_MSG = '单点登录失败：身份令牌无效或已过期，请重新登录';

/** The provider's user directory. Only the email or the preferred_username can match HRIS. */
const ACCOUNTS: Record<string, { email: string; preferred_username: string; name: string }> = {
  // email matches app_user.email of hq_hr; the username does not match anything in HRIS.
  'sub-zhou-min': { email: 'hq_hr@example.com', preferred_username: 'zhou.min', name: '周敏' },
  // email unknown to HRIS; preferred_username matches app_user.account east_hr.
  'sub-chen-jing': { email: 'chen.jing@corp.example', preferred_username: 'east_hr', name: '陈静' },
  // matches nothing in HRIS.
  'sub-stranger': { email: 'stranger@corp.example', preferred_username: 'stranger', name: '路人甲' },
  // south_hr by email (disabled in HRIS by the test).
  'sub-huang-lihua': { email: 'South_HR@Example.com', preferred_username: 'huang.lihua', name: '黄丽华' },
};

let server: http.Server;
let issuer: string;
let signingKey: webcrypto.CryptoKey;
let t: TestApp;
let noSso: TestApp | undefined;

beforeAll(async () => {
  // The provider's issuer holds its port, so listen first and hand requests over once it exists.
  let handle: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  signingKey = privateKey;
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: SIGNING_KID, alg: 'RS256', use: 'sig' };

  const { default: Provider } = await import(OIDC_PROVIDER_MODULE);
  const provider = new Provider(issuer, {
    clients: [CLIENT_ID, OTHER_CLIENT_ID].map((clientId) => ({
      client_id: clientId,
      client_secret: `${clientId}-secret-0123456789abcdef0123456789abcdef`,
      redirect_uris: [REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'preferred_username'] },
    // Put the scope claims (email, preferred_username) in the id_token, as Keycloak or Azure AD do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = ACCOUNTS[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  handle = provider.callback();

  t = await buildTestApp({
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_ALLOW_INSECURE: 'true' },
  });
});

afterAll(async () => {
  await t?.close();
  await noSso?.close();
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A minimal browser cookie store: one value per name (the provider's cookie names are unique per step). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const sep = pair.indexOf('=');
      const name = pair.slice(0, sep).trim();
      const value = pair.slice(sep + 1).trim();
      const expires = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
      const expired = expires !== undefined && new Date(expires.slice('expires='.length)).getTime() <= Date.now();
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Signs in at the provider as `sub` for `clientId` and returns the id_token of the code exchange. */
async function signInAtProvider(sub: string, clientId = CLIENT_ID): Promise<string> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const send = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(res);
    return res;
  };

  let url = authorize.href;
  let res = await send(url);
  const prompts: string[] = [];
  for (let step = 0; step < 12; step++) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (`${next.origin}${next.pathname}` === REDIRECT_URI) {
        const error = next.searchParams.get('error');
        if (error) throw new Error(`provider answered ${error}: ${next.searchParams.get('error_description')}`);
        expect(next.searchParams.get('state')).toBe(state);
        expect(next.searchParams.get('iss')).toBe(issuer);
        expect(prompts).toEqual(['login', 'consent']);
        const code = next.searchParams.get('code');
        if (!code) throw new Error('no code in the redirect');
        return exchangeCode(code, verifier, clientId, nonce, sub);
      }
      url = next.href;
      res = await send(url);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered HTTP ${res.status} at ${url}: ${html.slice(0, 300)}`);
    // The interaction page: a login form, then a consent form.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at ${url}: ${html.slice(0, 300)}`);
    prompts.push(prompt);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    res = await send(url, prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt });
  }
  throw new Error('authorization flow did not end at the redirect_uri');
}

async function exchangeCode(code: string, verifier: string, clientId: string, nonce: string, sub: string) {
  const res = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: clientId,
      client_secret: `${clientId}-secret-0123456789abcdef0123456789abcdef`,
    }).toString(),
  });
  const body = (await res.json()) as { id_token?: string; error?: string; error_description?: string };
  if (!res.ok || !body.id_token) throw new Error(`token endpoint: ${body.error} ${body.error_description}`);
  const claims = decodeJwt(body.id_token);
  expect(claims).toMatchObject({ iss: issuer, aud: clientId, sub, nonce, ...ACCOUNTS[sub] });
  return body.id_token;
}

/** A token minted outside the provider, signed by `key` (with header kid `kid`, if any). */
async function mint(
  key: webcrypto.CryptoKey,
  kid: string | undefined,
  claims: JWTPayload,
  expiresIn: string | number = '5m',
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const loginWithJwt = (app: TestApp, jToken: string) => call(app, '/api/User/LoginWithJWT', undefined, { jToken });

describe('[AUTH][OIDC] sign-in through a real OpenID provider', () => {
  it('maps the provider account to the HRIS user with the same email and opens a working session', async () => {
    const idToken = await signInAtProvider('sub-zhou-min');
    const { body } = await loginWithJwt(t, idToken);
    expect(body.code).toBe(0);
    expect(body.data.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(body.data.dispName).toBe('周敏');
    expect(body.data.loginMethod).toBe('sso');
    expect(body.data.navMenus.length).toBeGreaterThan(0);
    expect(body.data.roleList).toContainEqual({ roleID: '001', roleName: expect.any(String) });

    const info = await call(t, '/api/User/GetUserInfo', body.data.accessToken);
    expect(info.body.code).toBe(0);
    expect(info.body.data.account).toBe('hq_hr');
    expect(info.body.data.userID).toBe(body.data.userID);
  });

  it('maps by preferred_username when the email is unknown to HRIS', async () => {
    const { body } = await loginWithJwt(t, await signInAtProvider('sub-chen-jing'));
    expect(body.code).toBe(0);
    expect(body.data.loginMethod).toBe('sso');
    const info = await call(t, '/api/User/GetUserInfo', body.data.accessToken);
    expect(info.body.code).toBe(0);
    expect(info.body.data.account).toBe('east_hr');
  });

  it('refuses an identity HRIS does not know, naming it in a Chinese message, and opens no session', async () => {
    const idToken = await signInAtProvider('sub-stranger');
    const sessionsBefore = (await t.db.select({ id: session.id }).from(session)).length;
    const { body } = await loginWithJwt(t, idToken);
    expect(body).toEqual({
      code: 40004,
      msg: '单点登录失败：账号 stranger@corp.example 未在 HRIS 中开通，请联系系统管理员',
      data: null,
    });
    expect((await t.db.select({ id: session.id }).from(session)).length).toBe(sessionsBefore);
  });

  it('refuses a disabled HRIS user with 40003 (email compared case-insensitively)', async () => {
    const idToken = await signInAtProvider('sub-huang-lihua');
    // Enabled, the same token signs south_hr in: the refusal below is due to the flag alone.
    const before = await loginWithJwt(t, idToken);
    expect(before.body.code).toBe(0);
    expect((await call(t, '/api/User/GetUserInfo', before.body.data.accessToken)).body.data.account).toBe('south_hr');

    await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.account, 'south_hr'));
    const sessionsBefore = await t.db.select({ id: session.id }).from(session).where(eq(session.loginMethod, 'sso'));
    const { body } = await loginWithJwt(t, idToken);
    expect(body).toEqual({ code: 40003, msg: '账号已停用，请联系系统管理员', data: null });
    const sessionsAfter = await t.db.select({ id: session.id }).from(session).where(eq(session.loginMethod, 'sso'));
    expect(sessionsAfter.length).toBe(sessionsBefore.length);
  });
});

describe('[AUTH][OIDC] tokens HRIS must not accept', () => {
  const hqClaims = () => ({
    iss: issuer,
    aud: CLIENT_ID,
    sub: 'sub-zhou-min',
    email: 'hq_hr@example.com',
    preferred_username: 'zhou.min',
  });

  it('accepts a token carrying the right issuer, audience and the provider key (control for the cases below)', async () => {
    const { body } = await loginWithJwt(t, await mint(signingKey, SIGNING_KID, hqClaims()));
    expect(body.code).toBe(0);
    expect(body.data.dispName).toBe('周敏');
  });

  it('prefers the email over a preferred_username naming another account', async () => {
    const claims = { ...hqClaims(), email: 'east_hr@example.com', preferred_username: 'admin' };
    const { body } = await loginWithJwt(t, await mint(signingKey, SIGNING_KID, claims));
    expect(body.code).toBe(0);
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/User/GetUserInfo',
      payload: {},
      headers: { AccessToken: body.data.accessToken },
    });
    expect(info.json().data.account).toBe('east_hr');
  });

  it('refuses an id_token the same provider issued to another client (audience)', async () => {
    const idToken = await signInAtProvider('sub-zhou-min', OTHER_CLIENT_ID);
    const { body } = await loginWithJwt(t, idToken);
    expect(body).toEqual({ code: 40004, msg: SSO_INVALID_TOKEN_MSG, data: null });
  });

  it('refuses tokens signed by a key outside the issuer JWKS, with or without the provider kid', async () => {
    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    for (const kid of [SIGNING_KID, 'attacker-key', undefined]) {
      const { body } = await loginWithJwt(t, await mint(foreignKey, kid, hqClaims()));
      expect(body, `kid ${kid}`).toEqual({ code: 40004, msg: SSO_INVALID_TOKEN_MSG, data: null });
    }
  });

  it('refuses a provider-signed token of another issuer or an expired one', async () => {
    const otherIssuer = await mint(signingKey, SIGNING_KID, { ...hqClaims(), iss: 'https://evil.example' });
    const expired = await mint(
      signingKey,
      SIGNING_KID,
      { ...hqClaims(), iat: Math.floor(Date.now() / 1000) - 7200 },
      Math.floor(Date.now() / 1000) - 3600,
    );
    for (const jToken of [otherIssuer, expired]) {
      const { body } = await loginWithJwt(t, jToken);
      expect(body).toEqual({ code: 40004, msg: SSO_INVALID_TOKEN_MSG, data: null });
    }
  });

  it('refuses garbage', async () => {
    for (const jToken of ['garbage', 'a.b.c', `${(await signInAtProvider('sub-zhou-min')).slice(0, -4)}AAAA`]) {
      const { body } = await loginWithJwt(t, jToken);
      expect(body).toEqual({ code: 40004, msg: SSO_INVALID_TOKEN_MSG, data: null });
    }
  });
});

describe('[AUTH][OIDC] without SSO configured', () => {
  it('answers 40005 even to a valid id_token', async () => {
    noSso = await buildTestApp();
    const { body } = await loginWithJwt(noSso, await signInAtProvider('sub-zhou-min'));
    expect(body).toEqual({ code: 40005, msg: '未配置单点登录', data: null });
    // The sign-in page learns whether to offer SSO from GetAuthConfig.
    expect((await call(noSso, '/api/User/GetAuthConfig', undefined)).body.data).toMatchObject({
      ssoEnabled: false,
      oidcIssuer: null,
    });
    expect((await call(t, '/api/User/GetAuthConfig', undefined)).body.data).toMatchObject({
      ssoEnabled: true,
      oidcIssuer: issuer,
      oidcClientId: CLIENT_ID,
    });
  });
});
