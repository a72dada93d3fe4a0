import { type TLoginResponse, UserPaths } from '@hris/contract';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { http } from '../api/http';
import { applyLogin } from '../stores/session';
import { safeRedirect } from './redirect';

/** Company single sign-on (spec §1, §7): OIDC redirect flow, the ID token goes to LoginWithJWT. */
const SSO_SCOPE = 'openid profile email User.Read';
const CONFIG_KEY = 'hrisSsoConfig';

export interface SsoConfig {
  authority: string;
  clientId: string;
}

/** The app's own address without query or hash: OIDC redirect URIs may not carry a fragment. */
function appBase(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

function createManager(config: SsoConfig): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: appBase(),
    response_type: 'code',
    scope: SSO_SCOPE,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

export async function startSsoSignIn(config: SsoConfig, redirect: string): Promise<void> {
  sessionStorage.setItem(CONFIG_KEY, JSON.stringify(config));
  await createManager(config).signinRedirect({ state: { redirect } });
}

function readConfig(): SsoConfig {
  const parsed: unknown = JSON.parse(sessionStorage.getItem(CONFIG_KEY) ?? 'null');
  if (!parsed || typeof parsed !== 'object') throw new Error('SSO configuration missing');
  const { authority, clientId } = parsed as Partial<SsoConfig>;
  if (!authority || !clientId) throw new Error('SSO configuration missing');
  return { authority, clientId };
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
    window.location.replace(`${appBase()}#${safeRedirect(state?.redirect)}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    window.location.replace(`${appBase()}#/login?ssoError=${encodeURIComponent(message)}`);
  }
}
