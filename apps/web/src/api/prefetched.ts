import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** How long data a route fetched ahead of its page counts as just asked for when the page mounts. */
const FRESH_MS = 10_000;
/** The queries a route fetched ahead of its page, by key hash: when their answer came. */
const arrived = new Map<string, number>();

/**
 * A route's data fetched while its page's code loads (the router's `prefetch`), silently: should it
 * fail, the page's own query asks again and shows the error once.
 */
export function prefetchForPage(client: QueryClient, queryKey: QueryKey, queryFn: () => Promise<unknown>): void {
  void client.prefetchQuery({
    queryKey,
    queryFn: () =>
      queryFn().then((data) => {
        arrived.set(hashKey(queryKey), Date.now());
        return data;
      }),
  });
}

/**
 * Whether a query mounting now is one its route fetched moments before, so the mount need not ask
 * again (every query is stale at once, and a mount asks again for stale data: the first load of
 * /task/index sent the same request twice). Taken once: a later mount asks as usual.
 */
export function takePrefetched(queryKey: QueryKey): boolean {
  const key = hashKey(queryKey);
  const at = arrived.get(key);
  arrived.delete(key);
  return at !== undefined && Date.now() - at < FRESH_MS;
}
