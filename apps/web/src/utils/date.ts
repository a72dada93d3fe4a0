import { DATE_FORMAT, DATE_TIME_FORMAT } from '@hris/contract';
import dayjs, { type ConfigType } from 'dayjs';

function format(value: ConfigType | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

/** YYYY-MM-DD (spec §9), empty for empty or invalid input. */
export function formatDate(value: ConfigType | null | undefined): string {
  return format(value, DATE_FORMAT);
}

/** YYYY-MM-DD HH:mm (spec §9, progress table), empty for empty or invalid input. */
export function formatDateTime(value: ConfigType | null | undefined): string {
  return format(value, DATE_TIME_FORMAT);
}

/** A date as YYYY-MM-DD, or — when there is none (detail pages and related rows). */
export function dateText(value: ConfigType | null | undefined): string {
  return formatDate(value) || '—';
}
