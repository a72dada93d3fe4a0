import { listLinkFilters } from '@hris/contract';
import type { DataColumn, FilterValue } from '../DataTable';

/**
 * The column filters a list page's address asks for (`?filter.endDate=2026-11-26~2027-01-25`, see
 * the contract's listLink), as the table applies them: only columns that have that filter, a select
 * value only when it is one of the options (as the option's own value: status 1, not "1"), or
 * several comma-separated when each is.
 */
export function linkedFilters<Row>(
  columns: readonly DataColumn<Row>[],
  search: URLSearchParams,
): Record<string, FilterValue> {
  const filters: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(listLinkFilters(search))) {
    const filter = columns.find((c) => c.key === key)?.filter;
    if (!filter) continue;
    switch (filter.type) {
      case 'text':
        if (value.search) filters[key] = { search: value.search, searchTwo: null, isSearch: true };
        break;
      case 'select': {
        // One option, or several comma-separated (a reminder naming 即将过期,已过期,缺失).
        const parts = (value.search ?? '').split(',');
        const options = parts.map((p) => filter.options.find((o) => String(o.value) === p));
        if (options.length === 1 && options[0])
          filters[key] = { search: options[0].value, searchTwo: null, isSearch: true };
        else if (options.length > 1 && options.every(Boolean))
          filters[key] = { search: parts.join(','), searchTwo: null, isSearch: true };
        break;
      }
      case 'dateRange':
        filters[key] = { search: value.search, searchTwo: value.searchTwo, isSearch: true };
        break;
      case 'numberRange': {
        const number = (v: string | null) => (v !== null && Number.isFinite(Number(v)) ? Number(v) : null);
        filters[key] = { search: number(value.search), searchTwo: number(value.searchTwo), isSearch: true };
        break;
      }
    }
  }
  return filters;
}

/** The part of a query that names filters: the table remounts with them when it changes. */
export function linkFilterKey(search: URLSearchParams): string {
  return JSON.stringify(listLinkFilters(search));
}
