/*
 * Tab (tags view) state as pure functions (STYLE §9). The store in tabs.ts only applies them.
 * `views` is the tab bar, in opening order. `cached` lists the keys kept alive, most recently
 * used first, at most `maxCached` long (ARCHITECTURE §7: least recently used first out).
 */

/** The parts of a router location a hidden tab keeps frozen. */
export interface TabLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface TabView {
  /** The pathname: one tab per page, whatever its query. */
  key: string;
  /** i18n key of the title. */
  title: string;
  fullPath: string;
  affix: boolean;
  location: TabLocation;
  /** Bumped by "refresh": part of the keep-alive key, so the page remounts. */
  refresh: number;
}

export interface TabsState {
  views: TabView[];
  cached: string[];
}

export const emptyTabs: TabsState = { views: [], cached: [] };

export type NewTab = Omit<TabView, 'refresh'>;

function touch(cached: readonly string[], key: string, maxCached: number): string[] {
  return [key, ...cached.filter((k) => k !== key)].slice(0, Math.max(1, maxCached));
}

/** Opens a tab or updates the open one (same page, new query), and marks it most recently used. */
export function visitView(state: TabsState, tab: NewTab, maxCached: number): TabsState {
  const existing = state.views.find((v) => v.key === tab.key);
  const views = existing
    ? state.views.map((v) => (v.key === tab.key ? { ...v, ...tab, affix: v.affix || tab.affix } : v))
    : [...state.views, { ...tab, refresh: 0 }];
  return { views, cached: touch(state.cached, tab.key, maxCached) };
}

/** Pinned tabs of the route table, opened before any visit (they come first in the bar). */
export function addAffixViews(state: TabsState, tabs: readonly NewTab[]): TabsState {
  const missing = tabs.filter((t) => !state.views.some((v) => v.key === t.key));
  if (missing.length === 0) return state;
  return { ...state, views: [...missing.map((t) => ({ ...t, affix: true, refresh: 0 })), ...state.views] };
}

/** Closes one tab; pinned tabs cannot be closed. */
export function closeView(state: TabsState, key: string): TabsState {
  const view = state.views.find((v) => v.key === key);
  if (!view || view.affix) return state;
  return { views: state.views.filter((v) => v.key !== key), cached: state.cached.filter((k) => k !== key) };
}

/** Keeps the given tab and the pinned ones. */
export function closeOtherViews(state: TabsState, key: string): TabsState {
  const keep = (v: TabView) => v.affix || v.key === key;
  const views = state.views.filter(keep);
  return { views, cached: state.cached.filter((k) => views.some((v) => v.key === k)) };
}

/** Closes everything but the pinned tabs. */
export function closeAllViews(state: TabsState): TabsState {
  const views = state.views.filter((v) => v.affix);
  return { views, cached: state.cached.filter((k) => views.some((v) => v.key === k)) };
}

/** Remounts a tab's page: a new refresh count gives its keep-alive boundary a new key. */
export function refreshView(state: TabsState, key: string): TabsState {
  if (!state.views.some((v) => v.key === key)) return state;
  return { ...state, views: state.views.map((v) => (v.key === key ? { ...v, refresh: v.refresh + 1 } : v)) };
}

/**
 * Where to go after the current tab was closed: the last tab left, else the home page.
 * (vue-element-admin's toLastView.)
 */
export function pathAfterClose(remaining: readonly TabView[], home: string): string {
  const last = remaining[remaining.length - 1];
  return last ? last.fullPath : home;
}

export function isCached(state: TabsState, key: string): boolean {
  return state.cached.includes(key);
}
