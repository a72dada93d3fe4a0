// Apart from the schemas: the web imports these without zod (see user-paths.ts).
import type { PermissionKey } from '../permissions';

/** The report section's permission keys (spec §2): the section shows when any is held. */
export const REPORT_SECTION_KEYS = [
  'Entryweekly',
  'Transferweekly',
  'Quitweekly',
  'ToEntryweekly',
  'Movement',
  'AccessData',
] as const satisfies readonly PermissionKey[];

/**
 * The built reports of /reportStatistics: each has one read and one export call, its permission
 * key(s) and titles. The store report has no key of its own in the spec: any report key opens it.
 */
export const REPORTS = {
  store: { name: 'Store', permission: REPORT_SECTION_KEYS, title: '门店报表', titleEn: 'Store report', period: false },
  entryweekly: {
    name: 'Entryweekly',
    permission: ['Entryweekly'],
    title: 'HC上周入职',
    titleEn: 'HC last-week onboarding',
    period: true,
  },
  quitweekly: {
    name: 'Quitweekly',
    permission: ['Quitweekly'],
    title: 'HC上周离职',
    titleEn: 'HC last-week resignation',
    period: true,
  },
  transfeweekly: {
    name: 'Transferweekly',
    permission: ['Transferweekly'],
    title: 'HC上周调店',
    titleEn: 'HC last-week store transfer',
    period: true,
  },
  toEntryweekly: {
    name: 'ToEntryweekly',
    permission: ['ToEntryweekly'],
    title: 'HC上周待入职',
    titleEn: 'HC last-week pending onboarding',
    // The onboarding works pending at the end of the period (today's when it reaches today).
    period: true,
  },
  movement: { name: 'Movement', permission: ['Movement'], title: '异动报表', titleEn: 'Movement report', period: true },
  accessData: { name: 'AccessData', permission: ['AccessData'], title: 'AD报表', titleEn: 'AD report', period: true },
} as const satisfies Record<
  string,
  { name: string; permission: readonly PermissionKey[]; title: string; titleEn: string; period: boolean }
>;
export type ReportKey = keyof typeof REPORTS;
export const BUILT_REPORTS = Object.keys(REPORTS) as ReportKey[];

/** POST paths: GetReportFilters, and per report Get{Name}Report / Export{Name}Report. */
export const ReportPaths = {
  getReportFilters: '/api/Report/GetReportFilters',
  get: (key: ReportKey) => `/api/Report/Get${REPORTS[key].name}Report`,
  export: (key: ReportKey) => `/api/Report/Export${REPORTS[key].name}Report`,
} as const;

/** The longest period a report reads: 13 weeks (a quarter). */
export const REPORT_MAX_WEEKS = 13;
/** The weeks of a report's trend line, ending with the period's week. */
export const REPORT_TREND_WEEKS = 12;
/** The movement report's table is paged; other reports answer every row. */
export const REPORT_DEFAULT_PAGE_SIZE = 50;

/** 待入职 age buckets, in days since the onboarding work started (upper bounds, included). */
export const ONBOARDING_AGE_BUCKETS = [
  { key: 'd0_3', max: 3, label: '0–3天', labelEn: '0–3 days' },
  { key: 'd4_7', max: 7, label: '4–7天', labelEn: '4–7 days' },
  { key: 'd8_14', max: 14, label: '8–14天', labelEn: '8–14 days' },
  { key: 'd15_30', max: 30, label: '15–30天', labelEn: '15–30 days' },
  { key: 'd31', max: null, label: '30天以上', labelEn: 'Over 30 days' },
] as const;
