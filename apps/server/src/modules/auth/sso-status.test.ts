import type { webcrypto } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildCompany, tokenWithMenus } from '../../../test/factories';

/**
 * Company sign-on set up wrong, as an administrator meets it: the server asks the identity
 * provider once it is up, logs what is wrong once with its cause, shows it in 接口中心 → 单点登录
 * (GetSsoStatus, for administrators), and a sign-in answers that sign-on is misconfigured rather
 * than "temporarily unavailable". A local HTTP server stands in for the provider; each test sets
 * what it answers.
 */

type IssuerMode = 'ok' | 'notFound' | 'html' | 'wrongIssuer' | 'emptyKeys' | 'error500';

const CLIENT_ID = 'hris-web';
const KID = 'stand-in-key';

let standIn: http.Server;
let base: string;
let mode: IssuerMode = 'notFound';
/** The paths asked, in order. */
const asked: string[] = [];
let publicJwk: JWK;
let signingKey: webcrypto.CryptoKey;

/** The discovery document and key set of a provider whose issuer is `issuer`, answering as `mode` says. */
function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = req.url ?? '/';
  asked.push(path);
  const issuer = `${base}/realms/hris`;
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (mode === 'error500') return json(500, { error: 'server_error' });
  if (path === '/realms/hris/.well-known/openid-configuration') {
    if (mode === 'notFound') return json(404, { error: 'Realm does not exist' });
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Welcome to nginx!</title>');
    }
    return json(200, {
      issuer: mode === 'wrongIssuer' ? 'https://sso.example.com/realms/hris' : issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      scopes_supported: ['openid', 'profile', 'email'],
      code_challenge_methods_supported: ['plain', 'S256'],
    });
  }
  if (path === '/realms/hris/protocol/openid-connect/certs')
    return json(200, { keys: mode === 'emptyKeys' ? [] : [publicJwk] });
  json(404, { error: 'not found' });
}

/** An app whose sign-on points at `issuer`; its start-time check is awaited. */
async function appFor(env: Record<string, string>) {
  const t = await buildTestApp({ seed: false, env: { OIDC_CLIENT_ID: CLIENT_ID, ...env } });
  await buildCompany(t);
  const admin = await tokenWithMenus(t, { menus: { Interface: 1, RolePermissions: 1 }, scopeKind: 'all' });
  await vi.waitFor(
    async () => {
      const { body } = await call(t, '/api/User/GetSsoStatus', admin.token);
      if (body.data?.status === 'pending') throw new Error('the check at start is under way');
    },
    { timeout: 15_000, interval: 50 },
  );
  return { t, admin: admin.token };
}

const status = async (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  (await call(t, '/api/User/GetSsoStatus', token, {}, headers)).body;
const recheck = async (t: TestApp, token: string) => (await call(t, '/api/User/CheckSso', token)).body;
const signIn = async (t: TestApp, jToken: string) =>
  (await call(t, '/api/User/LoginWithJWT', undefined, { jToken })).body;

/** The log lines a sign-on finding wrote (UserService's verifier logs each change of state once). */
const findings = (t: TestApp) =>
  t.logs.recent.filter((line) => /single sign-on( unusable|: identity provider ready)/.test(line));

let insecure: { t: TestApp; admin: string };
let provider: { t: TestApp; admin: string };
let unreachable: { t: TestApp; admin: string };

beforeAll(async () => {
  const keys = await generateKeyPair('RS256', { extractable: true });
  signingKey = keys.privateKey;
  publicJwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  standIn = http.createServer(answer);
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

  // A port nothing listens on: connections are refused.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  [insecure, provider, unreachable] = await Promise.all([
    appFor({ OIDC_ISSUER: `${base}/insecure` }),
    appFor({
      OIDC_ISSUER: `${base}/realms/hris`,
      OIDC_ALLOW_INSECURE: 'true',
      OIDC_SCOPE: 'openid profile email offline_access',
    }),
    appFor({ OIDC_ISSUER: `http://127.0.0.1:${closedPort}/realms/hris`, OIDC_ALLOW_INSECURE: 'true' }),
  ]);
});

afterAll(async () => {
  await Promise.all([insecure?.t.close(), provider?.t.close(), unreachable?.t.close()]);
  standIn?.closeAllConnections();
  await new Promise<void>((resolve) => standIn?.close(() => resolve()) ?? resolve());
});

describe('[AUTH][SSO] a wrong setting found at start', () => {
  it('an http issuer without OIDC_ALLOW_INSECURE: never asked, logged once, shown to the administrator, named at sign-in', async () => {
    const { t, admin } = insecure;
    expect(asked.filter((p) => p.startsWith('/insecure'))).toEqual([]);
    const cause = `OIDC_ISSUER（${base}/insecure）使用 http，签名密钥会以明文传输：请改用 https 地址；仅本机开发或测试时可设置 OIDC_ALLOW_INSECURE=true`;
    expect(await status(t, admin)).toMatchObject({
      code: 0,
      data: {
        status: 'misconfigured',
        cause,
        warnings: [],
        checkedAt: expect.stringMatching(/^\d{4}-/),
        settings: {
          issuer: `${base}/insecure`,
          clientId: CLIENT_ID,
          scope: 'openid profile email',
          allowInsecure: false,
        },
      },
    });
    // In the administrator's language.
    expect((await status(t, admin, { 'accept-language': 'en-US' })).data.cause).toBe(
      `OIDC_ISSUER (${base}/insecure) uses http, so the signing keys would travel in clear: use its https address; only for local development or tests set OIDC_ALLOW_INSECURE=true`,
    );

    expect(await signIn(t, 'a.b.c')).toEqual({
      code: 40004,
      msg: '单点登录配置有误，请联系系统管理员（原因见 接口中心 → 单点登录）',
      data: null,
    });
    expect(await signIn(t, 'a.b.c')).toMatchObject({ code: 40004 });
    const logged = findings(t);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] as string)).toMatchObject({ level: 50, status: 'misconfigured', cause });
  });

  it('an issuer nobody answers at: unreachable with the system’s word; a sign-in says to try later', async () => {
    const { t, admin } = unreachable;
    const { data } = await status(t, admin);
    expect(data.status).toBe('unreachable');
    expect(data.cause).toMatch(
      /^无法连接身份提供方（http:\/\/127\.0\.0\.1:\d+\/realms\/hris\/\.well-known\/openid-configuration）：.*ECONNREFUSED/,
    );
    expect(await signIn(t, 'a.b.c')).toEqual({
      code: 40004,
      msg: '单点登录服务暂时不可用，请稍后重试或使用账号密码登录',
      data: null,
    });
    expect(findings(t)).toHaveLength(1);
  });

  it('a discovery document that fails, in each way an administrator meets: the cause names the fix; each change is logged once', async () => {
    const { t, admin } = provider;
    // At start the realm did not exist (HTTP 404).
    expect((await status(t, admin)).data).toMatchObject({
      status: 'misconfigured',
      cause: `发现文档（${base}/realms/hris/.well-known/openid-configuration）返回 HTTP 404：请检查 OIDC_ISSUER 是否为身份提供方的发行方（issuer）地址，如 Keycloak 的 https://主机/realms/领域名`,
    });
    // Asking again with nothing changed logs nothing new.
    await recheck(t, admin);
    expect(findings(t)).toHaveLength(1);

    const found = async (next: IssuerMode) => {
      mode = next;
      const { code, data } = await recheck(t, admin);
      expect(code).toBe(0);
      return data;
    };
    expect(await found('html')).toMatchObject({
      status: 'misconfigured',
      cause: `发现文档（${base}/realms/hris/.well-known/openid-configuration）不是 JSON：请检查 OIDC_ISSUER 是否为身份提供方的发行方（issuer）地址`,
    });
    expect(await found('wrongIssuer')).toMatchObject({
      status: 'misconfigured',
      cause: `发现文档中的 issuer 为 https://sso.example.com/realms/hris，与 OIDC_ISSUER（${base}/realms/hris）不一致：请将 OIDC_ISSUER 设为 https://sso.example.com/realms/hris`,
    });
    expect(await found('emptyKeys')).toMatchObject({
      status: 'misconfigured',
      cause: `签名密钥（${base}/realms/hris/protocol/openid-connect/certs）中没有可用于验证签名的密钥`,
    });
    expect(await found('error500')).toMatchObject({
      status: 'unreachable',
      cause: `身份提供方（${base}/realms/hris/.well-known/openid-configuration）出错：HTTP 500`,
    });
    // Fixed at the provider: 重新检测 finds it working, and warns of plain http and of the scope it does not list.
    expect(await found('ok')).toMatchObject({
      status: 'ok',
      cause: null,
      warnings: [
        '身份提供方经 http 访问（OIDC_ALLOW_INSECURE=true）：签名密钥以明文传输，仅限开发和测试，生产环境请改用 https',
        '身份提供方未列出作用域 offline_access（scopes_supported）：如登录时提示 invalid_scope，请从 OIDC_SCOPE 中删除',
      ],
    });
    const logged = findings(t).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.map((l) => l.level)).toEqual([50, 50, 50, 50, 50, 30]);
    expect(logged.at(-1)?.msg).toBe('single sign-on: identity provider ready');
  });

  it('a verified ID token without email or preferred_username says which claims are missing', async () => {
    const { t } = provider;
    mode = 'ok';
    const token = await new SignJWT({ name: '周敏' })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(`${base}/realms/hris`)
      .setAudience(CLIENT_ID)
      .setSubject('f:0b6c:zhou.min')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signingKey);
    expect(await signIn(t, token)).toEqual({
      code: 40004,
      msg: '单点登录失败：身份令牌中没有 email 或 preferred_username，无法对应 HRIS 账号，请联系系统管理员',
      data: null,
    });
  });
});

describe('[AUTH][SSO] who sees what', () => {
  it('an HR user of 接口中心 sees the state but neither the cause nor the settings; re-checking needs edit', async () => {
    const { t } = insecure;
    const reader = await tokenWithMenus(t, { menus: { Interface: 0 }, scopeKind: 'all' });
    expect((await status(t, reader.token)).data).toEqual({
      status: 'misconfigured',
      checkedAt: expect.any(String),
      cause: null,
      warnings: [],
      settings: null,
    });
    expect((await recheck(t, reader.token)).code).toBe(40302);
    const outsider = await tokenWithMenus(t, { menus: { StaffList: 1 }, scopeKind: 'all' });
    expect((await status(t, outsider.token)).code).toBe(40301);
  });

  it('without sign-on configured the state is notConfigured', async () => {
    const t = await buildTestApp({ seed: false });
    try {
      await buildCompany(t);
      const admin = await tokenWithMenus(t, { menus: { Interface: 1, SystemLog: 1 }, scopeKind: 'all' });
      expect((await status(t, admin.token)).data).toEqual({
        status: 'notConfigured',
        checkedAt: null,
        cause: null,
        warnings: [],
        settings: null,
      });
      expect((await call(t, '/api/User/GetAuthConfig', undefined)).body.data).toMatchObject({
        ssoEnabled: false,
        oidcScope: null,
      });
    } finally {
      await t.close();
    }
  });
});

describe('[AUTH][SSO] the scope the browser asks for', () => {
  it('is delivered with the sign-in page’s configuration: OIDC_SCOPE, or openid profile email', async () => {
    expect((await call(provider.t, '/api/User/GetAuthConfig', undefined)).body.data).toMatchObject({
      ssoEnabled: true,
      oidcIssuer: `${base}/realms/hris`,
      oidcClientId: CLIENT_ID,
      oidcScope: 'openid profile email offline_access',
    });
    expect((await call(unreachable.t, '/api/User/GetAuthConfig', undefined)).body.data.oidcScope).toBe(
      'openid profile email',
    );
  });
});
