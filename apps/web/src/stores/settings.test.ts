import { describe, expect, it } from 'vitest';
import { SETTINGS_KEY } from '../config';
import { DEFAULT_SETTINGS, parseSettings, useSettingsStore } from './settings';

describe('settings', () => {
  it('defaults: #409EFF, tags view on, header not fixed, logo on', () => {
    expect(DEFAULT_SETTINGS).toEqual({ themeColor: '#409EFF', tagsView: true, fixedHeader: false, sidebarLogo: true });
  });

  it('ignores stored values of the wrong shape', () => {
    expect(parseSettings({ themeColor: 'red', tagsView: 'yes', fixedHeader: true })).toEqual({
      ...DEFAULT_SETTINGS,
      fixedHeader: true,
    });
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('remembers a change in localStorage', () => {
    useSettingsStore.getState().change({ themeColor: '#13C2C2', tagsView: false });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toEqual({
      ...DEFAULT_SETTINGS,
      themeColor: '#13C2C2',
      tagsView: false,
    });
    useSettingsStore.getState().restore();
    expect(useSettingsStore.getState().themeColor).toBe('#409EFF');
  });
});
