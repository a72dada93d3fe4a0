import { ChangeOfPersonnelPaths, type TChangeOfPersonnelRow } from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { http } from './http';

/** 人事异动列表: store transfers and position changes in scope, any state. */
export const getChangeOfPersonnelList = (params: DataTableRequest) =>
  http.post<DataTablePage<TChangeOfPersonnelRow>>(ChangeOfPersonnelPaths.getChangeofPersonnelPageList, params);
