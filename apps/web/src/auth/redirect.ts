/**
 * The in-app path to return to after sign-in. Only app paths are accepted ("/…", not "//host"),
 * so a crafted link cannot send the user elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return fallback;
  return value;
}

/**
 * The app's own address without query or hash (`https://hris.example.com/`): the redirect URI of
 * company sign-on, which OIDC forbids to carry a fragment. The administrator registers exactly
 * this at the identity provider; the interface centre shows it.
 */
export function appAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}
