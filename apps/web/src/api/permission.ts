import { SESSION_ENDING_CODES } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { toastError } from '../feedback';
import { t } from '../i18n';
import { canEdit } from '../router/access';
import { ApiError } from './http';
import { getUserMenuButton } from './user';

/** The call behind the hook: a failure shows 获取权限失败 once, whoever asked (spec §6, §8). */
export async function fetchButtonPermissions() {
  try {
    return await getUserMenuButton();
  } catch (error) {
    const sessionEnding = error instanceof ApiError && (error.canceled || SESSION_ENDING_CODES.includes(error.code));
    if (!sessionEnding) toastError(t('permission.loadFailed'));
    throw error;
  }
}

/** Button permissions (spec §6): fetched once per session and cached. */
export function useButtonPermissions() {
  const query = useQuery({
    queryKey: ['menuButtons'],
    queryFn: fetchButtonPermissions,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const buttons = query.data?.buttons ?? [];
  return {
    loading: query.isPending,
    canEdit: (menuCode: string) => canEdit(buttons, menuCode),
  };
}
