import {
  OrgPaths,
  type TCloseStoreRequest,
  type TCreateOrgUnitRequest,
  type TMoveOrgUnitRequest,
  type TOrgTree,
  type TRenameOrgUnitRequest,
  type ZOrgSearchRowSchema,
} from '@hris/contract';
import type { z } from 'zod';
import { http } from './http';

/** 组织架构 (/system/orgTree): the tree with counts, search and its edits. */
export const orgTreeKeys = { all: ['orgTree'] as const, tree: ['orgTree', 'tree'] as const };

export type OrgSearchRow = z.infer<typeof ZOrgSearchRowSchema>;

export const getOrgTree = () => http.post<TOrgTree>(OrgPaths.getOrgTree, {});
export const searchOrgUnits = (keyword: string) => http.post<OrgSearchRow[]>(OrgPaths.searchOrgUnits, { keyword });
export const createOrgUnit = (body: TCreateOrgUnitRequest) =>
  http.post<{ id: number }>(OrgPaths.createOrgUnit, body, { silent: true });
export const renameOrgUnit = (body: TRenameOrgUnitRequest) =>
  http.post<{ id: number }>(OrgPaths.renameOrgUnit, body, { silent: true });
export const moveOrgUnit = (body: TMoveOrgUnitRequest) =>
  http.post<{ id: number }>(OrgPaths.moveOrgUnit, body, { silent: true });
export const closeStore = (body: TCloseStoreRequest) => http.post<{ id: number }>(OrgPaths.closeStore, body);
