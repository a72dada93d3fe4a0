import { ConfigProvider } from 'antd';
// antd's <App> renders message, notification and modal holders, whose code the sign-in page does
// not need: AppRoot keeps its element and base text style, the holders load on first use.
import useAppStyle from 'antd/es/app/style';
import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackSlot } from './feedback';
import { antdLocale } from './i18n';
import { useSettingsStore } from './stores/settings';

// Should its chunk fail to load, toasts and dialogs are lost rather than the whole page.
const FeedbackHost = lazy<ComponentType>(() => import('./feedback-host').catch(() => ({ default: () => null })));

/** Renders antd's message and modal holders once a toast or dialog was asked for (feedback.ts). */
function FeedbackSlot() {
  const wanted = useSyncExternalStore(feedbackSlot.subscribe, feedbackSlot.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/** The element antd's `<App>` renders: its class and base text style (colour, font, size). */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={[hashId, prefixCls, 'hris-app', cssVarCls].filter(Boolean).join(' ')}>{children}</div>;
}

/** Theme, locale, base style and feedback: shared by the sign-in page and the signed-in app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const themeColor = useSettingsStore((s) => s.themeColor);
  const { i18n } = useTranslation();
  useEffect(() => {
    // The progress bar and a few plain-CSS accents follow the theme colour too.
    document.documentElement.style.setProperty('--hris-primary', themeColor);
  }, [themeColor]);
  return (
    <ConfigProvider
      locale={antdLocale(i18n.language)}
      theme={{ token: { colorPrimary: themeColor, colorInfo: themeColor, borderRadius: 6 } }}
    >
      <AppRoot>
        <FeedbackSlot />
        {children}
      </AppRoot>
    </ConfigProvider>
  );
}
