import { DATE_FORMAT } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** A form value (DatePicker's dayjs, a string, a number) as the API sends it. */
export function toApiValue(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return (value as Dayjs).format(DATE_FORMAT);
  if (value === undefined) return null;
  return value;
}

export function toDayjs(value: string | null | undefined): Dayjs | null {
  return value ? dayjs(value) : null;
}

/**
 * The fields whose value differs from the loaded record, so an edit sends only what changed
 * (the server writes a history row for each changed shop, org, position, rank or status).
 */
export function changedFields(
  original: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const next = toApiValue(raw);
    const before = original[key] ?? null;
    const normalisedNext = next === '' ? null : next;
    if (normalisedNext !== before) result[key] = next;
  }
  return result;
}
