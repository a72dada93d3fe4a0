import { create } from 'zustand';
import { MAX_CACHED_TABS } from '../config';
import { onSessionReset } from './session';
import {
  addAffixViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  emptyTabs,
  type NewTab,
  refreshView,
  type TabsState,
  visitView,
} from './tabs-reducer';

interface TabsActions {
  visit: (tab: NewTab) => void;
  addAffix: (tabs: NewTab[]) => void;
  close: (key: string) => void;
  closeOthers: (key: string) => void;
  closeAll: () => void;
  refresh: (key: string) => void;
  reset: () => void;
}

export const useTabsStore = create<TabsState & TabsActions>()((set) => ({
  ...emptyTabs,
  visit: (tab) => set((s) => visitView(s, tab, MAX_CACHED_TABS)),
  addAffix: (tabs) => set((s) => addAffixViews(s, tabs)),
  close: (key) => set((s) => closeView(s, key)),
  closeOthers: (key) => set((s) => closeOtherViews(s, key)),
  closeAll: () => set((s) => closeAllViews(s)),
  refresh: (key) => set((s) => refreshView(s, key)),
  reset: () => set(emptyTabs),
}));

onSessionReset(() => useTabsStore.getState().reset());
