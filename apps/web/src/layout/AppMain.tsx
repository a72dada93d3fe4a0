import { Activity, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '../router/match';
import { usePermissionStore } from '../stores/permission';
import { useTabsStore } from '../stores/tabs';
import type { TabLocation } from '../stores/tabs-reducer';
import { PageRoutes } from './PageRoutes';

interface Entry {
  key: string;
  refresh: number;
  location: TabLocation;
}

/**
 * The keep-alive page area (ARCHITECTURE §7). Each cached tab renders inside React's
 * `<Activity>`, keyed by tab key + refresh count, around routes bound to the tab's own location:
 * a hidden tab keeps its state (a half-filled form) and its frozen location. noCache routes
 * (and 403/404) render only while current. At most 15 tabs stay mounted (LRU, in the tabs store).
 */
export function AppMain() {
  const location = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  const views = useTabsStore((s) => s.views);
  const cached = useTabsStore((s) => s.cached);
  const visit = useTabsStore((s) => s.visit);

  const match = useMemo(() => matchRoute(routes, location.pathname), [routes, location.pathname]);
  const meta = match?.route.meta;
  const cacheable = Boolean(match?.route.page) && !meta?.noCache;
  const activeKey = cacheable ? location.pathname : null;

  useEffect(() => {
    if (!cacheable || !meta) return;
    visit({
      key: location.pathname,
      title: meta.title,
      fullPath: `${location.pathname}${location.search}`,
      affix: Boolean(meta.affix),
      location: {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        state: location.state,
        key: location.key,
      },
    });
  }, [cacheable, meta, location, visit]);

  const entries: Entry[] = views
    .filter((v) => cached.includes(v.key))
    .map((v) => ({ key: v.key, refresh: v.refresh, location: v.key === activeKey ? location : v.location }));
  // The current page renders before the effect above records its tab; same key, so no remount.
  if (activeKey && !entries.some((e) => e.key === activeKey)) {
    const view = views.find((v) => v.key === activeKey);
    entries.push({ key: activeKey, refresh: view?.refresh ?? 0, location });
  }

  return (
    <>
      {entries.map((entry) => (
        <Activity key={`${entry.key}#${entry.refresh}`} mode={entry.key === activeKey ? 'visible' : 'hidden'}>
          <div className="hris-page" data-tab={entry.key}>
            <PageRoutes routes={routes} location={entry.location} />
          </div>
        </Activity>
      ))}
      {!activeKey && (
        <div className="hris-page" key={location.pathname}>
          <PageRoutes routes={routes} location={location} />
        </div>
      )}
    </>
  );
}
