import { TaskPaths, type TTaskCounts, type ZStartableFlowSchema } from '@hris/contract';
import type { z } from 'zod';
import { http } from './http';

export type TaskCounts = TTaskCounts;
export type StartableFlow = z.infer<typeof ZStartableFlowSchema>;

/** Menu codes under which the server answers the task calls. */
export const TASK_PERMISSIONS = ['Task', 'TaskIndex', 'TaskALL'] as const;

export const getTaskCounts = () => http.post<TaskCounts>(TaskPaths.getTaskCounts);

export const getCanStartedWFList = () => http.post<StartableFlow[]>(TaskPaths.getCanStartedWfList);
