import { QueryClient } from '@tanstack/react-query';
import { attachQueryCache } from '../stores/session';

/**
 * One client for the app. Errors are already shown by the HTTP layer, so retries (which would
 * repeat the toast) are off; `staleTime` keeps a tab revealed from the keep-alive cache from
 * refetching at once (ARCHITECTURE §7).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

attachQueryCache(queryClient);
