import { Button, ColorPicker, Divider, Drawer, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app';
import { DEFAULT_SETTINGS, useSettingsStore } from '../../stores/settings';
import { PRESET_COLORS } from '../../theme';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="hris-settings__row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** The settings drawer of spec §2; every change applies at once and is remembered. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettingsStore();
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={mobile ? 300 : 320}
      className="hris-settings"
      footer={
        <Button block onClick={settings.restore} data-testid="settings-restore">
          {t('settings.restore')}
        </Button>
      }
    >
      <Divider titlePlacement="start" plain>
        {t('settings.appearance')}
      </Divider>
      <Row label={t('settings.themeColor')}>
        <ColorPicker
          value={settings.themeColor}
          disabledAlpha
          presets={[{ label: t('settings.presets'), colors: PRESET_COLORS }]}
          onChangeComplete={(color) => settings.change({ themeColor: color.toHexString().toUpperCase() })}
          showText
          data-testid="settings-theme"
        />
      </Row>
      <div className="hris-settings__swatches">
        {PRESET_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            className={color === settings.themeColor.toUpperCase() ? 'hris-swatch is-active' : 'hris-swatch'}
            style={{ background: color }}
            aria-label={color}
            title={color === DEFAULT_SETTINGS.themeColor ? `${color} (${t('settings.default')})` : color}
            onClick={() => settings.change({ themeColor: color })}
          />
        ))}
      </div>
      <Divider titlePlacement="start" plain>
        {t('settings.layout')}
      </Divider>
      <Row label={t('settings.tagsView')}>
        <Switch
          checked={settings.tagsView}
          onChange={(tagsView) => settings.change({ tagsView })}
          data-testid="settings-tags-view"
        />
      </Row>
      <Row label={t('settings.fixedHeader')}>
        <Switch
          checked={settings.fixedHeader}
          onChange={(fixedHeader) => settings.change({ fixedHeader })}
          data-testid="settings-fixed-header"
        />
      </Row>
      <Row label={t('settings.sidebarLogo')}>
        <Switch
          checked={settings.sidebarLogo}
          onChange={(sidebarLogo) => settings.change({ sidebarLogo })}
          data-testid="settings-sidebar-logo"
        />
      </Row>
    </Drawer>
  );
}
