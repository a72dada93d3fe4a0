import { PAGE_SIZES } from '@hris/contract';
import dayjs from 'dayjs';
import type { DataColumn, FilterValue } from './types';

/**
 * Spec §5: a column needs a key, a type or a slot, and a name. A bad definition is a programming
 * error, so it throws with a message naming the column, during development and in tests.
 */
export function validateColumns<Row>(columns: readonly DataColumn<Row>[]): void {
  columns.forEach((column, index) => {
    const missing: string[] = [];
    if (!column.key) missing.push('key');
    if (!column.type && !column.slot) missing.push('type or slot');
    if (!column.name) missing.push('name');
    if (missing.length > 0) {
      const label = column.key || column.name || `#${index}`;
      throw new Error(`DataTable: column ${index} (${label}) is missing ${missing.join(', ')}`);
    }
  });
  const keys = columns.map((c) => c.key);
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (duplicate) throw new Error(`DataTable: column key "${duplicate}" is used twice`);
}

/** Widths (px) of what a header cell holds besides its title: padding, sort arrows, filter icon. */
const HEADER_PADDING = 20;
const SORTER_WIDTH = 22;
const FILTER_WIDTH = 28;

/**
 * The narrowest a column may be so its title stays on one line beside its sort and filter icons
 * (a wrapped "合同次\n序" looks broken): CJK characters are about 14px wide, others about 8px.
 */
export function headerMinWidth(column: Pick<DataColumn<unknown>, 'name' | 'sortable' | 'filter'>): number {
  let text = 0;
  for (const ch of column.name) text += (ch.codePointAt(0) ?? 0) > 0x2e80 ? 14 : 8;
  return text + HEADER_PADDING + (column.sortable ? SORTER_WIDTH : 0) + (column.filter ? FILTER_WIDTH : 0);
}

/** Page sizes 10/20/50/100 plus the table's custom sizes (its default, the current one), spec §9. */
export function pageSizeOptions(...custom: number[]): number[] {
  const sizes = new Set<number>(PAGE_SIZES);
  for (const size of custom) if (Number.isInteger(size) && size > 0) sizes.add(size);
  return [...sizes].sort((a, b) => a - b);
}

export type RangeProblem = 'incomplete' | 'invalid';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Spec §5 range filter: either bound empty → 请填写完整！; lower ≥ upper → 请填写正确！.
 * Date ranges are compared by day and may start and end on the same day (a one-day range is a
 * real question: "who joined on the 5th?"); number ranges follow the rule strictly.
 */
export function validateRange(
  lower: string | number | null | undefined,
  upper: string | number | null | undefined,
  kind: 'number' | 'date',
): RangeProblem | null {
  if (isEmpty(lower) || isEmpty(upper)) return 'incomplete';
  if (kind === 'number') {
    const a = Number(lower);
    const b = Number(upper);
    if (!Number.isFinite(a) || !Number.isFinite(b) || a >= b) return 'invalid';
    return null;
  }
  const a = dayjs(String(lower));
  const b = dayjs(String(upper));
  if (!a.isValid() || !b.isValid() || a.isAfter(b, 'day')) return 'invalid';
  return null;
}

/** Only applied filters travel to the server. */
export function activeFilters(filters: Record<string, FilterValue>): Record<string, FilterValue> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.isSearch));
}
