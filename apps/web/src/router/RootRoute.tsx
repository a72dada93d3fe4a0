import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Scrolls to the top on each navigation (spec §2). */
export function RootRoute() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
