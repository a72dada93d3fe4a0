import { QueryClient } from '@tanstack/react-query';
import i18n from '../i18n';
import { attachQueryCache } from '../stores/session';

/**
 * The app's query defaults. Errors are already shown by the HTTP layer, so retries (which would
 * repeat the toast) are off. Data is stale at once: a kept-alive tab shown again, a page remounted
 * by 刷新 and a list whose key was invalidated all ask the server again, so a list never contradicts
 * its counts (ARCHITECTURE §7). Reference data that rarely changes (org units, positions) sets its
 * own long `staleTime`.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
  mutations: { retry: false },
} as const;

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

attachQueryCache(queryClient);

// The server writes names, statuses and messages in the language the web asks in (Accept-Language):
// after a switch, what is on screen is asked for again in the new one.
i18n.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
