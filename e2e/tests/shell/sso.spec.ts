import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BASE_URL, OIDC_CLIENT_ID, OIDC_ISSUER, OIDC_PORT } from '../../playwright.config';

/**
 * Company sign-on as README "Company sign-on" and docs/sso.md tell a new administrator to set it
 * up, played by a real OpenID provider (oidc-provider) with the settings of the Keycloak recipe:
 *
 * - a public client `hris-web`: no secret, authorization code, PKCE (S256) required;
 * - its one valid redirect URI: the address users open HRIS at, with its trailing slash;
 * - CORS (Keycloak's "Web origins") for that address's origin alone, so the browser may call the
 *   token endpoint;
 * - `email` (and `preferred_username`) in the ID token; HRIS finds the account by the e-mail.
 *
 * The server runs with OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_ALLOW_INSECURE (playwright.config.ts).
 */

// oidc-provider (a devDependency of apps/server) ships no type declarations: a non-literal specifier.
const OIDC_PROVIDER_MODULE: string = 'oidc-provider';
const APP_ORIGIN = new URL(BASE_URL).origin;
const REDIRECT_URI = `${APP_ORIGIN}/`;

/** The provider's directory: the administrator's company account, whose e-mail is admin's in HRIS. */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean; preferred_username: string; name: string }> = {
  'it.admin': { email: 'Admin@Example.com', email_verified: true, preferred_username: 'it.admin', name: '系统管理员' },
};

let server: Server;

/**
 * The provider's signing key, the same for every provider this spec starts (a retry's, another
 * run's): the server keeps the keys it fetched, by key id, for the life of its process, and a new
 * key under the same id would fail the signature check. Kept in e2e/.tmp (ignored by git).
 */
function signingKey(): JsonWebKey {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/oidc-signing-key.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JsonWebKey;
  } catch {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
    return jwk;
  }
}

test.beforeAll(async () => {
  const { default: Provider } = await import(OIDC_PROVIDER_MODULE);
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        // A public client: the browser holds no secret; the code is bound to it by PKCE.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [REDIRECT_URI],
      },
    ],
    pkce: { required: () => true },
    // Web origins: the token endpoint answers the app's origin, and no other.
    clientBasedCORS: (_ctx: unknown, origin: string, client: { clientId: string }) =>
      client.clientId === OIDC_CLIENT_ID && origin === APP_ORIGIN,
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The scopes' claims in the ID token too (Keycloak's mappers: "Add to ID token").
    conformIdTokenClaims: false,
    jwks: { keys: [{ ...signingKey(), kid: 'e2e-signing', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = ACCOUNTS[sub];
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(OIDC_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test.describe('[SHELL] company sign-on', () => {
  test('[SHELL][SSO]: the administrator signs in with the company account and lands on the asked page; 接口中心 shows sign-on working', async ({
    page,
    request,
  }) => {
    const config = (await (await request.post('/api/User/GetAuthConfig')).json()).data;
    // The e2e server is started with the stand-in provider (playwright.config.ts): another one fails here, not silently.
    expect(config.oidcIssuer, 'the server under test must be pointed at the stand-in provider').toBe(OIDC_ISSUER);

    await page.goto('/#/login?redirect=%2Finterface%2Findex');
    const authorize = page.waitForRequest((r) => r.url().startsWith(`${OIDC_ISSUER}/auth?`));
    await page.getByTestId('login-sso').click();
    // What the browser asks for is what the README tells the administrator to register.
    const asked = new URL((await authorize).url()).searchParams;
    expect(
      Object.fromEntries(
        ['client_id', 'redirect_uri', 'response_type', 'scope', 'code_challenge_method'].map((k) => [k, asked.get(k)]),
      ),
    ).toEqual({
      client_id: OIDC_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });

    // The provider's own sign-in and consent pages.
    await page.locator('input[name="login"]').fill('it.admin');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    const token = page.waitForResponse((r) => r.url() === `${OIDC_ISSUER}/token`);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The code is redeemed from the browser: allowed by CORS for the app's origin.
    expect((await token).headers()['access-control-allow-origin']).toBe(APP_ORIGIN);

    await expect(page).toHaveURL(`${APP_ORIGIN}/#/interface/index`);
    await expect(page.locator('.hris-navbar')).toContainText('系统管理员');
    await expect(page.locator('.hris-tag.is-active[data-key="/interface/index"]')).toBeVisible();

    // The sign-in proved the provider works, whatever the check at start found.
    await page.getByRole('tab', { name: '单点登录' }).click();
    const section = page.getByTestId('sso-section');
    await expect(section.getByTestId('sso-status-ok')).toBeVisible();
    await expect(section.getByTestId('sso-redirect-uri')).toHaveText(REDIRECT_URI);
  });
});
