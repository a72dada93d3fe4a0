import { ConfigProvider } from 'antd';
// antd's <App> renders message, notification and modal holders, whose code the sign-in page does
// not need: AppRoot keeps its element and base text style, the holders load on first use.
import useAppStyle from 'antd/es/app/style';
import { type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackSlot } from './feedback-slot';
import { antdLocale } from './i18n';
import { useSettingsStore } from './stores/settings';
import { appTheme, textTones } from './theme';

/** The element antd's `<App>` renders: its class and base text style (colour, font, size). */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={[hashId, prefixCls, 'hris-app', cssVarCls].filter(Boolean).join(' ')}>{children}</div>;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the user asked the system for less motion (WCAG 2.3.3): antd then draws without animations. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
}

/** Theme, locale, base style and feedback: shared by the sign-in page and the signed-in app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const themeColor = useSettingsStore((s) => s.themeColor);
  const { i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(themeColor, !reducedMotion), [themeColor, reducedMotion]);
  useEffect(() => {
    // The progress bar and a few plain-CSS accents follow the theme colour too.
    document.documentElement.style.setProperty('--hris-primary', themeColor);
    // Its tone for text and for white text on it (theme.ts): 4.5:1.
    document.documentElement.style.setProperty('--hris-primary-text', textTones(themeColor).base);
  }, [themeColor]);
  return (
    <ConfigProvider locale={antdLocale(i18n.language)} theme={theme}>
      <AppRoot>
        <FeedbackSlot />
        {children}
      </AppRoot>
    </ConfigProvider>
  );
}
