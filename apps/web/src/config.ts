/**
 * Web-only names and limits. Business constants shared with the server (spec §9) live in
 * `@hris/contract`; these are the keys the browser keeps its own state under.
 */
export const APP_TITLE = 'HRIS';
/** Cookie holding the role list (spec §6: "The role list is kept in a cookie"). */
export const ROLES_COOKIE = 'hrisAdmin_roles';
/** Cookie keeping the sidebar open (1) or closed (0), spec §9. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Session cache (spec §9: "Session cache is kept in session storage"). */
export const SESSION_CACHE_KEY = 'hrisSession';
export const SETTINGS_KEY = 'hrisSettings';
export const LANGUAGE_KEY = 'language';
/** Keep-alive budget of the tags view (ARCHITECTURE §7). */
export const MAX_CACHED_TABS = 15;
/** Paths reachable without a token (spec §2: the whitelist starts with /login). */
export const WHITE_LIST: readonly string[] = ['/login', '/404'];
export const HOME_PATH = '/dashboard';
