import {
  daysUntil,
  HEALTH_STATUS_TEXT,
  healthStatusOf,
  type THealthCertificate,
  type THealthRow,
} from '@hris/contract';
import { chinaDateTime } from '../../lists/format';
import { presentEmployeeColumns } from '../basic-data/shared/employee-sql';
import { attachmentRoute } from '../file/file.service';
import type { CertificateRow, HealthRow } from './health.repository';
import { healthSettings } from './settings';

export function presentCertificate(row: CertificateRow): THealthCertificate {
  return {
    id: row.certificateId,
    healthStartDate: row.startDate,
    healthEndDate: row.endDate,
    remark: row.remark,
    attachment:
      row.attachmentId != null
        ? {
            id: row.attachmentId,
            fileName: row.attachmentName ?? '',
            routeUrl: attachmentRoute(row.attachmentId),
            byteLength: row.attachmentBytes ?? 0,
          }
        : null,
    workId: row.workId,
    createdByName: row.createdByName,
    createdTime: row.createdAt.toISOString(),
  };
}

/** A registry row; the status from the current end date and today (China). */
export function presentHealthRow(row: HealthRow, today: string): THealthRow {
  const status = healthStatusOf(row.healthEndDate, today, healthSettings.warnDays);
  return {
    ...presentEmployeeColumns(row),
    status,
    statusText: HEALTH_STATUS_TEXT[status].zh,
    daysLeft: row.healthEndDate ? daysUntil(row.healthEndDate, today) : null,
    certificate:
      row.certificateId != null && row.startDate && row.endDate && row.createdAt
        ? presentCertificate({
            ...row,
            certificateId: row.certificateId,
            startDate: row.startDate,
            endDate: row.endDate,
            remark: row.remark ?? '',
            createdAt: row.createdAt,
          })
        : null,
  };
}

/** The sheet's row: the certificate's fields flat, times in China time. */
export function presentHealthSheetRow(row: HealthRow, today: string) {
  const presented = presentHealthRow(row, today);
  const c = presented.certificate;
  return {
    ...presented,
    healthStartDate: c?.healthStartDate ?? '',
    healthEndDate: c?.healthEndDate ?? '',
    remark: c?.remark ?? '',
    attachmentName: c?.attachment?.fileName ?? '',
    createdByName: c?.createdByName ?? '',
    createdTime: row.createdAt ? chinaDateTime(row.createdAt) : '',
  };
}
