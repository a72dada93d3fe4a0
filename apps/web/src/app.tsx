import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { bindFeedback, unbindFeedback } from './feedback';
import { router } from './router';
import { useSettingsStore } from './stores/settings';

/** Hands antd's context-aware message and modal to code outside React (see feedback.ts). */
function FeedbackBinder() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    bindFeedback(message, modal);
    return unbindFeedback;
  }, [message, modal]);
  return null;
}

export function App() {
  const themeColor = useSettingsStore((s) => s.themeColor);
  const { i18n } = useTranslation();
  useEffect(() => {
    // The progress bar and a few plain-CSS accents follow the theme colour too.
    document.documentElement.style.setProperty('--hris-primary', themeColor);
  }, [themeColor]);
  return (
    <ConfigProvider
      locale={i18n.language === 'en-US' ? enUS : zhCN}
      theme={{ token: { colorPrimary: themeColor, colorInfo: themeColor, borderRadius: 6 } }}
    >
      <AntApp className="hris-app">
        <FeedbackBinder />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
