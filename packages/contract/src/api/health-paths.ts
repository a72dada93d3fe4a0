// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/** 健康证登记 (spec §7 "Health certificates", all POST). */
export const HealthPaths = {
  createHealthCertificates: '/api/HealthCertificates/CreateHealthCertificates',
  uploadHealthCertificates: '/api/HealthCertificates/UploadHealthCertificates',
  getHealthCertificatesDetail: '/api/HealthCertificates/GetHealthCertificatesDetail',
  deleteHealthCertificates: '/api/HealthCertificates/DeleteHealthCertificates',
  getHealthCertificatesPageList: '/api/HealthCertificates/GetHealthCertificatesPageList',
  exportHealthCertificatesPageList: '/api/HealthCertificates/ExportHealthCertificatesPageList',
  getEmployeeInfo: '/api/HealthCertificates/GetEmployeeInfo',
  downloadTemplate: '/api/HealthCertificates/DownloadTemplate',
  importHealthCertificates: '/api/HealthCertificates/ImportHealthCertificates',
} as const;

/** The registry's page (spec §2 /health/list): messages and the home page link to it filtered. */
export const HEALTH_LIST_PATH = '/health/list';

/**
 * A store employee's certificate status, from the current certificate's end date and today:
 * 有效 ends after today + the warning days, 即将过期 ends between today and then (both included),
 * 已过期 ended before today, 缺失 has none.
 */
export const HEALTH_STATUSES = ['valid', 'expiring', 'expired', 'missing'] as const;
export type THealthStatus = (typeof HEALTH_STATUSES)[number];
export const HEALTH_STATUS_TEXT: Record<THealthStatus, { zh: string; en: string }> = {
  valid: { zh: '有效', en: 'Valid' },
  expiring: { zh: '即将过期', en: 'Expiring' },
  expired: { zh: '已过期', en: 'Expired' },
  missing: { zh: '缺失', en: 'Missing' },
};

/** 即将过期: the days before the end date (server setting HEALTH_EXPIRY_WARN_DAYS; this is its default). */
export const HEALTH_EXPIRY_WARN_DAYS = 30;

/** The import sheet's columns, in order (the template's header row). */
export const HEALTH_IMPORT_HEADERS = ['工号', '姓名', '健康证开始日期', '健康证结束日期', '备注'] as const;
/** A whole company's yearly renewal in one file (issue 39's bench imports this many). */
export const HEALTH_IMPORT_MAX_ROWS = 50_000;
/** 健康证更新's batch sheet (ReadBatchTemplate): one work a row, so fewer at once. */
export const HEALTH_BATCH_START_MAX_ROWS = 5_000;
/** Most certificates one zip download takes. */
export const HEALTH_ZIP_MAX_FILES = 5000;
/** Most attachments one BatchGetFileDownloadUrl call takes. */
export const BATCH_DOWNLOAD_URL_MAX = 200;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** Days from `today` to `endDate` (business dates, YYYY-MM-DD): 0 on the last day, negative after. */
export function daysUntil(endDate: string, today: string): number {
  return Math.round(dayNumber(endDate) - dayNumber(today));
}

/** The status of a person whose current certificate ends on `endDate` (null: none). */
export function healthStatusOf(endDate: string | null, today: string, warnDays: number): THealthStatus {
  if (endDate === null) return 'missing';
  const left = daysUntil(endDate, today);
  if (left < 0) return 'expired';
  return left <= warnDays ? 'expiring' : 'valid';
}
