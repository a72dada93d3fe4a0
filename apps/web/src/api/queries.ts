import { useQuery } from '@tanstack/react-query';
import { getAuthConfig } from './user';

/** Auth config rarely changes within a page's life: fetched once. */
export function useAuthConfig() {
  return useQuery({ queryKey: ['authConfig'], queryFn: getAuthConfig, staleTime: Number.POSITIVE_INFINITY });
}
