import { DEFAULT_THEME_COLOR } from '@hris/contract';
import { create } from 'zustand';
import { SETTINGS_KEY } from '../config';
import { readJson, writeJson } from '../utils/storage';

/** The settings drawer of spec §2, remembered in localStorage. */
export interface Settings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

const HEX = /^#[0-9a-f]{6}$/i;

/** Stored settings over the defaults; values of the wrong type are ignored. */
export function parseSettings(raw: unknown): Settings {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof Settings, unknown>>;
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  return {
    themeColor:
      typeof value.themeColor === 'string' && HEX.test(value.themeColor)
        ? value.themeColor
        : DEFAULT_SETTINGS.themeColor,
    tagsView: bool(value.tagsView, DEFAULT_SETTINGS.tagsView),
    fixedHeader: bool(value.fixedHeader, DEFAULT_SETTINGS.fixedHeader),
    sidebarLogo: bool(value.sidebarLogo, DEFAULT_SETTINGS.sidebarLogo),
  };
}

export const useSettingsStore = create<
  Settings & { change: (patch: Partial<Settings>) => void; restore: () => void }
>()((set, get) => ({
  ...parseSettings(readJson(localStorage, SETTINGS_KEY)),
  change: (patch) => {
    set(parseSettings({ ...pick(get()), ...patch }));
    writeJson(localStorage, SETTINGS_KEY, pick(get()));
  },
  restore: () => {
    set(DEFAULT_SETTINGS);
    writeJson(localStorage, SETTINGS_KEY, DEFAULT_SETTINGS);
  },
}));

function pick(s: Settings): Settings {
  return { themeColor: s.themeColor, tagsView: s.tagsView, fixedHeader: s.fixedHeader, sidebarLogo: s.sidebarLogo };
}
