import {
  HolidayPaths,
  type TCloseHolidayResult,
  type TCreateHolidayInput,
  type THolidayList,
  type THolidayStartInfo,
  type THolidaySubmissions,
} from '@hris/contract';
import type { DownloadTransfer } from './export';
import { http } from './http';

/** Query keys of 节日礼品: opening or closing a holiday refreshes the list and its stores. */
export const holidayKeys = {
  all: ['holiday'] as const,
  list: ['holiday', 'list'] as const,
  submissions: (holidayId: number) => ['holiday', 'submissions', holidayId] as const,
  startInfo: (shopId: number | undefined) => ['holiday', 'startInfo', shopId ?? null] as const,
};

export const getHolidayList = () => http.post<THolidayList>(HolidayPaths.getHolidayList, {});

export const getHolidaySubmissions = (holidayId: number) =>
  http.post<THolidaySubmissions>(HolidayPaths.getHolidaySubmissions, { holidayId });

export const getHolidayStartInfo = (shopId?: number) =>
  http.post<THolidayStartInfo>(HolidayPaths.getHolidayStartInfo, shopId ? { shopId } : {});

export const createHoliday = (input: TCreateHolidayInput) =>
  http.post<{ id: number; notified: number }>(HolidayPaths.createHoliday, input);

export const closeHoliday = (holidayId: number, force: boolean) =>
  http.post<TCloseHolidayResult>(HolidayPaths.closeHoliday, { holidayId, force });

/** 节日礼品汇总 (.xlsx); silent: the export notification reports a failure itself. */
export const exportHolidaySummary = (holidayId: number, transfer: DownloadTransfer = {}) =>
  http.fetchFile(HolidayPaths.exportHolidaySummary, { holidayId }, { ...transfer, silent: true });
