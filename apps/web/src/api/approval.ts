import {
  ApprovalPaths,
  type PageResult,
  type TAddSignRequest,
  type TCopiedTaskRow,
  type TPhrase,
  type TPickUser,
  type TWorkCopy,
  type ZCopiedCountsSchema,
} from '@hris/contract';
import type { z } from 'zod';
import { http, postForMessage } from './http';
import { wfKeys } from './keys';
import { type ActResult, getTaskList, postWithFields, type TaskListParams } from './workflow';

export type CopiedTaskRow = TCopiedTaskRow & Record<string, unknown>;
export type CopiedCounts = z.infer<typeof ZCopiedCountsSchema>;
export type PickUser = TPickUser;
export type WorkCopy = TWorkCopy;
export type Phrase = TPhrase;
export type AddSignRequest = TAddSignRequest;

/**
 * Query keys of 抄送 / 加签 / 常用语. The copied list and counts and a work's copies sit under
 * `task`, so every workflow action (and a new message) refreshes them with the other task lists;
 * the pickers and the phrases do not change with an action.
 */
export const approvalKeys = {
  copiedList: (...rest: unknown[]) => wfKeys.list('copied', ...rest),
  copiedCounts: ['task', 'copiedCounts'] as const,
  workCopies: (workId: number) => ['task', 'copies', workId] as const,
  copyUsers: (workId: number, keyword: string) => ['approval', 'copyUsers', workId, keyword] as const,
  addSignUsers: (taskId: number, keyword: string) => ['approval', 'addSignUsers', taskId, keyword] as const,
  phrases: ['approval', 'phrases'] as const,
};

/** 抄送我的: a page of the works copied to me, newest copy first unless sorted otherwise. */
export const getCopiedTaskList = (params: TaskListParams) =>
  getTaskList('copied', params) as Promise<PageResult<CopiedTaskRow>>;

export const getCopiedCounts = () => http.post<CopiedCounts>(ApprovalPaths.getCopiedCounts, {});

/** Marks my copies read: those of the works named, or all of them. */
export const markCopiesRead = (workIds?: number[]) =>
  postForMessage<unknown>(http, ApprovalPaths.markCopiesRead, workIds ? { workIds } : {});

const withKeyword = (keyword?: string) => (keyword?.trim() ? { keyword: keyword.trim() } : {});

/** Whom I may copy on a work: users whose data scope holds it (up to 50 a search). */
export const getCopyUsers = (workId: number, keyword?: string) =>
  http.post<PickUser[]>(ApprovalPaths.getCopyUsers, { workId, ...withKeyword(keyword) });

/** Copies a work I handle to others without deciding it. */
export const copyWork = (workId: number, userIds: number[]) =>
  postForMessage<unknown>(http, ApprovalPaths.copyWork, { workId, userIds });

/** Who was copied on a work; shown inside the progress dialog, which reports a failure itself. */
export const getWorkCopies = (workId: number) =>
  http.post<WorkCopy[]>(ApprovalPaths.getWorkCopies, { workId }, { silent: true });

/** Whom I may add as approvers at my step: holders of its addable roles. */
export const getAddSignUsers = (taskId: number, keyword?: string) =>
  http.post<PickUser[]>(ApprovalPaths.getAddSignUsers, { taskId, ...withKeyword(keyword) });

/** 加签: before me, or after me (which approves my step, with its form). Refused fields come back named. */
export const addSignTask = (body: AddSignRequest) => postWithFields<ActResult>(ApprovalPaths.addSignTask, body);

export const getMyPhrases = () => http.post<Phrase[]>(ApprovalPaths.getMyPhrases, {});

/** Adds a phrase, or edits one (with its id). A refusal (a duplicate) is the caller's to show. */
export const saveMyPhrase = (body: { id?: number; text: string }) =>
  postForMessage<unknown>(http, ApprovalPaths.saveMyPhrase, body, true);

export const deleteMyPhrase = (id: number) => postForMessage<unknown>(http, ApprovalPaths.deleteMyPhrase, { id });

/** The full list of my phrase ids, in their new order. */
export const sortMyPhrases = (ids: number[]) => http.post<unknown>(ApprovalPaths.sortMyPhrases, { ids });

/** The print page's address (批量打印 / 打印): the works in the order given. */
export function printPath(workIds: readonly number[]): string {
  return `/process/print?workIds=${workIds.join(',')}`;
}

/** Opens the print page in a new window, at the app's hash-router address. */
export function openPrintWindow(workIds: readonly number[]): void {
  const { origin, pathname } = window.location;
  window.open(`${origin}${pathname}#${printPath(workIds)}`, '_blank', 'noopener');
}
