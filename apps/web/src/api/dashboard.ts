import { DashboardPaths, type TExpiringCounts } from '@hris/contract';
import { http } from './http';

/** 60天内到期合同 and 30天内试用期到期 of the caller's scope, with the days they count. */
export const getExpiringCounts = () => http.post<TExpiringCounts>(DashboardPaths.getExpiringCounts, {});
