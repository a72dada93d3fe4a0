import { SIDEBAR_WIDTH_PX } from '@hris/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Layout as AntLayout, Drawer } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { wfKeys } from '../api/keys';
import { getUserInfo } from '../api/user';
import '../i18n/dayjs';
import { APP_TITLE } from '../config';
import { loadWithRetry } from '../router/lazy';
import { matchRoute } from '../router/match';
import { useRouteTitle } from '../router/route-title';
import { ALL_ROUTES } from '../router/routes';
import { deviceFor, useAppStore } from '../stores/app';
import { usePermissionStore } from '../stores/permission';
import { applyUserInfo, useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { AppMain } from './AppMain';
import { useLiveEvents } from './live-events';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TagsView } from './TagsView';
import './layout.css';

/**
 * Refreshes name, unread count, roles, flows and menus from the server (every two minutes). A new
 * message is most often a new to-do: the task lists and counts are asked again with it.
 */
function useUserInfoSync() {
  const queryClient = useQueryClient();
  const unread = useRef<number | null>(null);
  const { data } = useQuery({ queryKey: ['userInfo'], queryFn: getUserInfo, refetchInterval: 120_000 });
  useEffect(() => {
    if (!data) return;
    const menusChanged = applyUserInfo(data);
    if (menusChanged && data.navMenus.length > 0) usePermissionStore.getState().load(data.navMenus);
    if (unread.current !== null && data.unreadMessageCount > unread.current) {
      void queryClient.invalidateQueries({ queryKey: wfKeys.all });
    }
    unread.current = data.unreadMessageCount;
  }, [data, queryClient]);
}

/*
 * The settings drawer and the password and notification dialogs, closed, would still render (the
 * password dialog's form is force-rendered for its instance) and build their styles on every
 * start: their code loads and they mount the first time they open, then stay for their closing
 * animation and state.
 */
const SettingsDrawer = lazy(() =>
  loadWithRetry(() => import('./Settings')).then((m) => ({ default: m.SettingsDrawer })),
);
const ChangePasswordModal = lazy(() =>
  loadWithRetry(() => import('./ChangePasswordModal')).then((m) => ({ default: m.ChangePasswordModal })),
);
const NotifySettingsModal = lazy(() =>
  loadWithRetry(() => import('./NotifySettingsModal')).then((m) => ({ default: m.NotifySettingsModal })),
);

/** True once `open` has been true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function useDevice() {
  const setDevice = useAppStore((s) => s.setDevice);
  useEffect(() => {
    const onResize = () => setDevice(deviceFor(window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setDevice]);
}

/** `{route title} - HRIS` (spec §2). */
function useDocumentTitle() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  const routeTitle = useRouteTitle();
  useEffect(() => {
    const match = matchRoute(routes, pathname) ?? (matchRoute(ALL_ROUTES, pathname) ? undefined : null);
    const title =
      match === undefined
        ? t('route.forbidden')
        : match
          ? routeTitle(pathname, search, match.route.meta?.title ?? '')
          : '';
    document.title = title ? `${title} - ${APP_TITLE}` : APP_TITLE;
  }, [pathname, search, routes, t, routeTitle]);
}

export default function Layout() {
  const device = useAppStore((s) => s.device);
  const opened = useAppStore((s) => s.sidebarOpened);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const mustChangePassword = useSessionStore((s) => s.mustChangePassword);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const passwordDialogOpen = mustChangePassword || passwordOpen;
  const settingsMounted = useOpenedOnce(settingsOpen);
  const passwordMounted = useOpenedOnce(passwordDialogOpen);
  const notifyMounted = useOpenedOnce(notifyOpen);
  const { pathname } = useLocation();
  const mobile = device === 'mobile';

  useDevice();
  useUserInfoSync();
  useLiveEvents();
  useDocumentTitle();

  // On mobile the drawer closes after each navigation (spec §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation.
  useEffect(() => {
    if (useAppStore.getState().device === 'mobile') useAppStore.getState().closeSidebar();
  }, [pathname]);

  const classes = ['hris-layout', mobile ? 'is-mobile' : 'is-desktop', opened ? 'is-open' : 'is-collapsed'];
  if (fixedHeader) classes.push('has-fixed-header');

  return (
    <AntLayout className={classes.join(' ')} hasSider={!mobile}>
      <SkipLink page={pathname} />
      {mobile ? (
        <Drawer
          open={opened}
          placement="left"
          size={SIDEBAR_WIDTH_PX}
          onClose={closeSidebar}
          closable={false}
          className="hris-mobile-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <Sidebar collapsed={false} />
        </Drawer>
      ) : (
        <AntLayout.Sider
          className="hris-sider"
          width={SIDEBAR_WIDTH_PX}
          collapsedWidth={64}
          collapsed={!opened}
          trigger={null}
          theme="dark"
        >
          <Sidebar collapsed={!opened} />
        </AntLayout.Sider>
      )}
      <AntLayout className="hris-main">
        <header className="hris-header">
          <Navbar
            onOpenSettings={() => setSettingsOpen(true)}
            onChangePassword={() => setPasswordOpen(true)}
            onNotifySettings={() => setNotifyOpen(true)}
          />
          {tagsView && <TagsView />}
        </header>
        <main className="hris-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          {/* Until a one-time password is changed the server answers 40006 to every page's calls. */}
          {mustChangePassword ? null : <AppMain />}
        </main>
      </AntLayout>
      <Suspense fallback={null}>
        {settingsMounted && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
        {passwordMounted && (
          <ChangePasswordModal
            open={passwordDialogOpen}
            forced={mustChangePassword}
            onClose={() => setPasswordOpen(false)}
          />
        )}
        {notifyMounted && <NotifySettingsModal open={notifyOpen} onClose={() => setNotifyOpen(false)} />}
      </Suspense>
    </AntLayout>
  );
}
