import {
  InterfacePaths,
  type TInterfaceCard,
  type TInterfaceIntegration,
  type TInterfaceRetryResult,
  type TInterfaceRun,
  type TSsoStatusView,
  UserPaths,
} from '@hris/contract';
import { downloadPost } from './export';
import { http } from './http';

/** Query keys of the interface centre: a run or retry refreshes the cards and the history together. */
export const interfaceKeys = {
  all: ['interface'] as const,
  cards: ['interface', 'cards'] as const,
  sso: ['interface', 'sso'] as const,
  runs: (integration: TInterfaceIntegration, pageIndex: number, pageSize: number) =>
    ['interface', 'runs', integration, pageIndex, pageSize] as const,
};

export const getInterfaceCards = () => http.post<TInterfaceCard[]>(InterfacePaths.getInterfaceList, {});

export const getInterfaceRuns = (integration: TInterfaceIntegration, pageIndex: number, pageSize: number) =>
  http.post<{ list: TInterfaceRun[]; total: number }>(InterfacePaths.getInterfaceRunPageList, {
    integration,
    pageIndex,
    pageSize,
  });

export const runInterface = (integration: TInterfaceIntegration) =>
  http.post<{ runId: number }>(InterfacePaths.runInterface, { integration });

export const retryInterface = (integration: TInterfaceIntegration) =>
  http.post<TInterfaceRetryResult>(InterfacePaths.retryInterface, { integration });

export const downloadInterfaceFile = (run: Pick<TInterfaceRun, 'id' | 'fileName'>) =>
  downloadPost(InterfacePaths.downloadInterfaceFile, { id: run.id }, run.fileName ?? 'interface-file');

/** 单点登录: whether company sign-on works, and why not (the user module's, permission Interface). */
export const getSsoStatus = () => http.post<TSsoStatusView>(UserPaths.getSsoStatus, {});

/** Asks the identity provider again now (permission Interface, edit). */
export const checkSso = () => http.post<TSsoStatusView>(UserPaths.checkSso, {});
