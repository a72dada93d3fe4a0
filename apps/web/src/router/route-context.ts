import { createContext, useContext } from 'react';
import type { AppRoute } from './types';

/** The route-table entry a page was rendered for (pages read their meta from it). */
export const RouteContext = createContext<AppRoute | null>(null);

export function useCurrentRoute(): AppRoute | null {
  return useContext(RouteContext);
}
