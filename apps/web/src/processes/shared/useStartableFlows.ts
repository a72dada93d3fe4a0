import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TASK_PERMISSIONS } from '../../api/task';
import { getCanStartedWfList, wfKeys } from '../../api/workflow';
import { createAccess } from '../../router/access';
import { usePermissionStore } from '../../stores/permission';

/**
 * The flows the user may start (GetCanStartedWFList), for links and buttons that start one from
 * another page. The task calls answer only holders of a task permission: others start nothing.
 */
export function useStartableFlows(): ReadonlySet<number> {
  const menus = usePermissionStore((s) => s.menus);
  const taskAccess = useMemo(() => createAccess(menus).can(TASK_PERMISSIONS), [menus]);
  const flows = useQuery({ queryKey: wfKeys.startable, queryFn: getCanStartedWfList, enabled: taskAccess });
  return useMemo(() => new Set((flows.data ?? []).map((f) => f.flowId)), [flows.data]);
}
