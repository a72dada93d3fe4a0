import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { wfKeys } from '../../api/workflow';
import { HOME_PATH } from '../../config';
import { useTabsStore } from '../../stores/tabs';
import { closeView, pathAfterClose } from '../../stores/tabs-reducer';

/**
 * After an action the work is done here: refresh every task list and count (they refetch when
 * their tab shows again), close this page's tab and go to the tab the user was on before.
 */
export function useFinishAndClose() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: wfKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['userInfo'] });
    const { views, cached, close } = useTabsStore.getState();
    const remaining = closeView({ views, cached }, pathname).views;
    close(pathname);
    navigate(pathAfterClose(remaining, HOME_PATH));
  }, [navigate, pathname, queryClient]);
}
