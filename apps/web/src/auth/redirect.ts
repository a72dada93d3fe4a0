/**
 * The in-app path to return to after sign-in. Only app paths are accepted ("/…", not "//host"),
 * so a crafted link cannot send the user elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return fallback;
  return value;
}
