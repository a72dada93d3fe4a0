import { type TLoginResponse, UserPaths } from '@hris/contract';
import { UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { http } from '../api/http';
import { applyLogin } from '../stores/session';
import { appAddress, safeRedirect } from './redirect';

// Company single sign-on (spec §1, §7): the OIDC authorization code flow with PKCE from the
// browser, a public client (no secret); the ID token goes to LoginWithJWT. README "Company sign-on".

/** The server's OIDC_SCOPE when it sends none (an older server, a session stored before). */
export const DEFAULT_SSO_SCOPE = 'openid profile email';
const CONFIG_KEY = 'hrisSsoConfig';

export interface SsoConfig {
  authority: string;
  clientId: string;
  /** GetAuthConfig's oidcScope. */
  scope?: string | null;
}

/** What oidc-client-ts is told: response type code makes it use PKCE (S256). */
export function ssoSettings(config: SsoConfig): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: appAddress(),
    response_type: 'code',
    scope: config.scope || DEFAULT_SSO_SCOPE,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
}

function createManager(config: SsoConfig): UserManager {
  return new UserManager(ssoSettings(config));
}

export async function startSsoSignIn(config: SsoConfig, redirect: string): Promise<void> {
  sessionStorage.setItem(CONFIG_KEY, JSON.stringify(config));
  await createManager(config).signinRedirect({ state: { redirect } });
}

function readConfig(): SsoConfig {
  const parsed: unknown = JSON.parse(sessionStorage.getItem(CONFIG_KEY) ?? 'null');
  if (!parsed || typeof parsed !== 'object') throw new Error('SSO configuration missing');
  const { authority, clientId, scope } = parsed as Partial<SsoConfig>;
  if (!authority || !clientId) throw new Error('SSO configuration missing');
  return { authority, clientId, scope };
}

/** Back from the identity provider: exchange the ID token, store the session, reload into the app. */
export async function completeSsoSignIn(): Promise<void> {
  try {
    const user = await createManager(readConfig()).signinRedirectCallback();
    if (!user.id_token) throw new Error('The identity provider returned no ID token');
    const login = await http.post<TLoginResponse>(
      UserPaths.loginWithJwt,
      { jToken: user.id_token },
      { withoutToken: true, silent: true },
    );
    applyLogin(login);
    const state = user.state as { redirect?: string } | undefined;
    window.location.replace(`${appAddress()}#${safeRedirect(state?.redirect)}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    window.location.replace(`${appAddress()}#/login?ssoError=${encodeURIComponent(message)}`);
  }
}
