import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../config';
import { flattenRoutes } from '../../router/match';
import { useRouteTitle } from '../../router/route-title';
import { usePermissionStore } from '../../stores/permission';
import { useTabsStore } from '../../stores/tabs';
import { closeAllViews, closeView, pathAfterClose, type TabView } from '../../stores/tabs-reducer';

/**
 * The tab bar of visited pages (spec §2): click to switch, right-click for refresh / close /
 * close others / close all, middle-click to close. Pinned (affix) tabs have no close button.
 */
export function TagsView() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const routes = usePermissionStore((s) => s.routes);
  const views = useTabsStore((s) => s.views);
  const cached = useTabsStore((s) => s.cached);
  const { addAffix, close, closeOthers, closeAll, refresh } = useTabsStore.getState();
  const activeKey = location.pathname;
  const scroller = useRef<HTMLDivElement>(null);
  const routeTitle = useRouteTitle();

  const affixTabs = useMemo(
    () =>
      flattenRoutes(routes)
        .filter(({ route }) => route.meta?.affix && route.page)
        .map(({ route }) => ({
          key: route.path,
          title: route.meta?.title ?? '',
          fullPath: route.path,
          affix: true,
          location: { pathname: route.path, search: '', hash: '', state: null, key: 'affix' },
        })),
    [routes],
  );
  useEffect(() => addAffix(affixTabs), [affixTabs, addAffix]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab may need scrolling into view too.
  useEffect(() => {
    const el = scroller.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(activeKey)}"]`);
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, views.length]);

  const closeTab = (view: TabView) => {
    if (view.affix) return;
    const remaining = closeView({ views, cached }, view.key).views;
    close(view.key);
    if (view.key === activeKey) navigate(pathAfterClose(remaining, HOME_PATH));
  };

  const closeOtherTabs = (view: TabView) => {
    closeOthers(view.key);
    if (view.key !== activeKey) navigate(view.fullPath);
  };

  const closeAllTabs = () => {
    const remaining = closeAllViews({ views, cached }).views;
    closeAll();
    if (!remaining.some((v) => v.key === activeKey)) navigate(pathAfterClose(remaining, HOME_PATH));
  };

  const refreshTab = (view: TabView) => {
    refresh(view.key);
    navigate(`/redirect${view.fullPath}`, { replace: true });
  };

  const menuFor = (view: TabView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      { key: 'close', label: t('tags.close'), disabled: view.affix },
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') refreshTab(view);
      else if (key === 'close') closeTab(view);
      else if (key === 'closeOthers') closeOtherTabs(view);
      else if (key === 'closeAll') closeAllTabs();
    },
  });

  const onMouseUp = (event: MouseEvent, view: TabView) => {
    if (event.button === 1) closeTab(view);
  };

  return (
    <div
      className="hris-tags"
      ref={scroller}
      role="tablist"
      aria-label={t('tags.label')}
      onWheel={(event) => {
        if (scroller.current && event.deltaY) scroller.current.scrollLeft += event.deltaY;
      }}
    >
      {views.map((view) => {
        const active = view.key === activeKey;
        return (
          <Dropdown key={view.key} trigger={['contextMenu']} menu={menuFor(view)}>
            <div
              role="tab"
              tabIndex={0}
              aria-selected={active}
              data-key={view.key}
              data-testid="tag"
              className={active ? 'hris-tag is-active' : 'hris-tag'}
              onClick={() => {
                if (!active) navigate(view.fullPath);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate(view.fullPath);
              }}
              onMouseDown={(event) => {
                // No autoscroll cursor on middle-click: it closes the tab instead.
                if (event.button === 1) event.preventDefault();
              }}
              onMouseUp={(event) => onMouseUp(event, view)}
            >
              {active && <span className="hris-tag__dot" />}
              <span className="hris-tag__title">
                {routeTitle(view.location.pathname, view.location.search, view.title)}
              </span>
              {!view.affix && (
                <CloseOutlined
                  className="hris-tag__close"
                  aria-label={t('tags.close')}
                  onClick={(event) => {
                    event.stopPropagation();
                    closeTab(view);
                  }}
                />
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
