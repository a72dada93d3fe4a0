import { describe, expect, it } from 'vitest';
import {
  addAffixViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  emptyTabs,
  isCached,
  type NewTab,
  pathAfterClose,
  refreshView,
  type TabsState,
  visitView,
} from './tabs-reducer';

function tab(key: string, extra: Partial<NewTab> = {}): NewTab {
  return {
    key,
    title: `route.${key}`,
    fullPath: key,
    affix: false,
    location: { pathname: key, search: '', hash: '', state: null, key: key },
    ...extra,
  };
}

function open(...keys: string[]): TabsState {
  return keys.reduce((state, key) => visitView(state, tab(key), 15), emptyTabs);
}

describe('tab reducers', () => {
  it('opens a tab once per page and updates its query on a revisit', () => {
    let state = open('/a', '/b');
    state = visitView(state, tab('/a', { fullPath: '/a?x=1' }), 15);
    expect(state.views.map((v) => v.key)).toEqual(['/a', '/b']);
    expect(state.views[0]?.fullPath).toBe('/a?x=1');
    expect(state.cached).toEqual(['/a', '/b']);
  });

  it('keeps at most N tabs alive, evicting the least recently used', () => {
    let state = open('/1', '/2', '/3');
    state = visitView(state, tab('/1'), 3); // /1 used again: /2 is now the oldest
    state = visitView(state, tab('/4'), 3);
    expect(state.cached).toEqual(['/4', '/1', '/3']);
    expect(isCached(state, '/2')).toBe(false);
    // The evicted tab stays in the bar; only its mounted page is dropped.
    expect(state.views.map((v) => v.key)).toEqual(['/1', '/2', '/3', '/4']);
  });

  it('fifteen is the default budget of the store', () => {
    const keys = Array.from({ length: 17 }, (_, i) => `/p${i}`);
    const state = open(...keys);
    expect(state.cached).toHaveLength(15);
    expect(state.cached).not.toContain('/p0');
    expect(state.cached).not.toContain('/p1');
    expect(state.cached[0]).toBe('/p16');
  });

  it('puts affix tabs first and never closes them', () => {
    let state = addAffixViews(open('/a'), [tab('/dashboard')]);
    expect(state.views.map((v) => v.key)).toEqual(['/dashboard', '/a']);
    expect(state.views[0]?.affix).toBe(true);
    expect(closeView(state, '/dashboard')).toBe(state);
    state = addAffixViews(state, [tab('/dashboard')]);
    expect(state.views).toHaveLength(2);
  });

  it('close removes the tab and its cache entry', () => {
    const state = closeView(open('/a', '/b'), '/a');
    expect(state.views.map((v) => v.key)).toEqual(['/b']);
    expect(state.cached).toEqual(['/b']);
  });

  it('close others keeps the chosen tab and the affix tabs', () => {
    const state = closeOtherViews(addAffixViews(open('/a', '/b', '/c'), [tab('/home')]), '/b');
    expect(state.views.map((v) => v.key)).toEqual(['/home', '/b']);
    expect(state.cached).toEqual(['/b']);
  });

  it('close all keeps only affix tabs', () => {
    const state = closeAllViews(addAffixViews(open('/a', '/b'), [tab('/home')]));
    expect(state.views.map((v) => v.key)).toEqual(['/home']);
  });

  it('refresh bumps the counter of one tab only', () => {
    const state = refreshView(refreshView(open('/a', '/b'), '/a'), '/a');
    expect(state.views.map((v) => v.refresh)).toEqual([2, 0]);
    expect(refreshView(state, '/missing')).toBe(state);
  });

  it('after closing, goes to the last tab left or home', () => {
    const state = open('/a', '/b');
    expect(pathAfterClose(state.views, '/dashboard')).toBe('/b');
    expect(pathAfterClose([], '/dashboard')).toBe('/dashboard');
  });
});
