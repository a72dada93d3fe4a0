import {
  STORAGE_FLOW_LIST,
  STORAGE_MENU_PERMISSIONS,
  type TLoginResponse,
  type TNavMenu,
  TOKEN_COOKIE,
  type TUserInfoResponse,
} from '@hris/contract';
import type { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { ROLES_COOKIE, SESSION_CACHE_KEY } from '../config';
import { readJson, removeKey, writeJson } from '../utils/storage';

export interface FlowSummary {
  flowId: number;
  flowName: string;
}

export interface RoleSummary {
  roleID: string;
  roleName: string;
}

/** The user session of spec §3. */
export interface SessionState {
  token: string;
  name: string;
  avatar: string;
  loginMethod: 'password' | 'sso' | '';
  /** Role ids (as GetUserInfo's `roles`); kept in a cookie (spec §6). */
  roles: string[];
  /** Ids with names, for display. */
  roleList: RoleSummary[];
  userID: number | null;
  unreadMessageCount: number;
  menuPermissions: TNavMenu[];
  flowList: FlowSummary[];
  mustChangePassword: boolean;
}

/** What survives a reload inside one browser tab (spec §9: session cache in session storage). */
type SessionCache = Pick<
  SessionState,
  'name' | 'avatar' | 'loginMethod' | 'userID' | 'unreadMessageCount' | 'mustChangePassword' | 'roleList'
>;

export function getToken(): string {
  return Cookies.get(TOKEN_COOKIE) ?? '';
}

function readRoles(): string[] {
  const raw = Cookies.get(ROLES_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

export function readStoredMenus(): TNavMenu[] | null {
  return readJson<TNavMenu[]>(localStorage, STORAGE_MENU_PERMISSIONS);
}

function initialState(): SessionState {
  const cache = readJson<Partial<SessionCache>>(sessionStorage, SESSION_CACHE_KEY) ?? {};
  return {
    token: getToken(),
    name: cache.name ?? '',
    avatar: cache.avatar ?? '',
    loginMethod: cache.loginMethod ?? '',
    roles: readRoles(),
    roleList: cache.roleList ?? [],
    userID: cache.userID ?? null,
    unreadMessageCount: cache.unreadMessageCount ?? 0,
    menuPermissions: readStoredMenus() ?? [],
    flowList: readJson<FlowSummary[]>(localStorage, STORAGE_FLOW_LIST) ?? [],
    mustChangePassword: cache.mustChangePassword ?? false,
  };
}

export const useSessionStore = create<SessionState>()(() => initialState());

/*
 * State held elsewhere that belongs to the session: the permitted routes, the open tabs and the
 * cached server answers. Their modules come with the signed-in shell and register here when they
 * load, so the sign-in page starts without them (and there is nothing to reset before they load).
 */
const sessionResets = new Set<() => void>();
let queryCache: Pick<QueryClient, 'clear' | 'cancelQueries'> | null = null;

/** A store holding per-user state registers how to empty it. */
export function onSessionReset(reset: () => void): void {
  sessionResets.add(reset);
}

/** The app's query client registers its cache (api/query-client.ts). */
export function attachQueryCache(client: Pick<QueryClient, 'clear' | 'cancelQueries'>): void {
  queryCache = client;
}

function resetStores(): void {
  for (const reset of sessionResets) reset();
}

function persistCache(state: SessionState): void {
  const cache: SessionCache = {
    name: state.name,
    avatar: state.avatar,
    loginMethod: state.loginMethod,
    userID: state.userID,
    unreadMessageCount: state.unreadMessageCount,
    mustChangePassword: state.mustChangePassword,
    roleList: state.roleList,
  };
  writeJson(sessionStorage, SESSION_CACHE_KEY, cache);
}

function setMenus(menus: TNavMenu[]): void {
  writeJson(localStorage, STORAGE_MENU_PERMISSIONS, menus);
}

/** Stores a sign-in answer (password or SSO): token cookie, roles cookie, menus, session cache. */
export function applyLogin(login: TLoginResponse): void {
  Cookies.set(TOKEN_COOKIE, login.accessToken, { sameSite: 'lax' });
  const roles = login.roleList.map((r) => r.roleID);
  Cookies.set(ROLES_COOKIE, JSON.stringify(roles), { sameSite: 'lax' });
  setMenus(login.navMenus);
  useSessionStore.setState({
    token: login.accessToken,
    name: login.dispName,
    avatar: login.avatar,
    loginMethod: login.loginMethod,
    roles,
    roleList: login.roleList,
    userID: login.userID,
    menuPermissions: login.navMenus,
    mustChangePassword: login.mustChangePassword,
  });
  persistCache(useSessionStore.getState());
  // Menus of a previous user must not survive into this session.
  resetStores();
}

/**
 * Refreshes the session from GetUserInfo. Returns true when the menu codes changed, so the
 * caller can rebuild the permitted routes.
 */
export function applyUserInfo(info: TUserInfoResponse): boolean {
  // An answer that arrives after sign-out (sent before it) must not put the menus, roles and
  // flow list of the ended session back into the browser's storage.
  if (!useSessionStore.getState().token) return false;
  const previous = useSessionStore.getState().menuPermissions;
  const menusChanged = !sameMenus(previous, info.navMenus);
  if (menusChanged) setMenus(info.navMenus);
  Cookies.set(ROLES_COOKIE, JSON.stringify(info.roles), { sameSite: 'lax' });
  writeJson(localStorage, STORAGE_FLOW_LIST, info.flowList);
  useSessionStore.setState({
    name: info.name,
    avatar: info.avatar,
    roles: info.roles,
    roleList: info.roleList,
    userID: info.userID,
    unreadMessageCount: info.unreadMessageCount,
    menuPermissions: info.navMenus,
    flowList: info.flowList,
    mustChangePassword: info.mustChangePassword,
  });
  persistCache(useSessionStore.getState());
  return menusChanged;
}

export function setUnreadMessageCount(count: number): void {
  useSessionStore.setState({ unreadMessageCount: Math.max(0, count) });
  persistCache(useSessionStore.getState());
}

export function setMustChangePassword(value: boolean): void {
  useSessionStore.setState({ mustChangePassword: value });
  persistCache(useSessionStore.getState());
}

export function sameMenus(a: readonly TNavMenu[], b: readonly TNavMenu[]): boolean {
  if (a.length !== b.length) return false;
  const key = (m: TNavMenu) => `${m.menuCode}|${m.isEdit}|${m.roleID}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((value, index) => value === right[index]);
}

/**
 * Ends the session in this browser: token, roles, menus, flow list, session cache, open tabs,
 * permitted routes and every cached server answer.
 */
export function resetSession(): void {
  clearSessionState();
  queryCache?.clear();
}

/**
 * Sign-out without a reload: the session is cleared, `leave` navigates to the sign-in page, and
 * only then is the query cache dropped — dropped earlier, the still-mounted pages would refetch
 * without a token, get HTTP 401 and reload the page.
 */
export async function leaveSession(leave: () => Promise<void> | void): Promise<void> {
  await queryCache?.cancelQueries();
  clearSessionState();
  await leave();
  queryCache?.clear();
}

function clearSessionState(): void {
  Cookies.remove(TOKEN_COOKIE);
  Cookies.remove(ROLES_COOKIE);
  removeKey(localStorage, STORAGE_MENU_PERMISSIONS);
  removeKey(localStorage, STORAGE_FLOW_LIST);
  removeKey(sessionStorage, SESSION_CACHE_KEY);
  useSessionStore.setState({
    token: '',
    name: '',
    avatar: '',
    loginMethod: '',
    roles: [],
    roleList: [],
    userID: null,
    unreadMessageCount: 0,
    menuPermissions: [],
    flowList: [],
    mustChangePassword: false,
  });
  resetStores();
}
