import { MOBILE_BREAKPOINT_PX } from '@hris/contract';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { SIDEBAR_COOKIE } from '../config';

export type Device = 'desktop' | 'mobile';

export function deviceFor(width: number): Device {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

interface AppState {
  /** Desktop: expanded (true) or collapsed. Mobile: drawer open. */
  sidebarOpened: boolean;
  device: Device;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setDevice: (device: Device) => void;
}

function storedSidebar(): boolean {
  // Cookie `sidebarStatus`: 1 open, 0 closed (spec §9); open when never set.
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

function saveSidebar(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { sameSite: 'lax' });
}

const initialDevice = typeof window === 'undefined' ? 'desktop' : deviceFor(window.innerWidth);

export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: initialDevice === 'mobile' ? false : storedSidebar(),
  device: initialDevice,
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    if (get().device === 'desktop') saveSidebar(opened);
    set({ sidebarOpened: opened });
  },
  closeSidebar: () => {
    if (get().device === 'desktop') saveSidebar(false);
    set({ sidebarOpened: false });
  },
  setDevice: (device) => {
    if (device === get().device) return;
    // Entering mobile closes the drawer; back on desktop the remembered cookie state returns.
    set({ device, sidebarOpened: device === 'mobile' ? false : storedSidebar() });
  },
}));
