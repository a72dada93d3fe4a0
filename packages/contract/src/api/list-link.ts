// Zod-free: the web's list pages and the server (message links) both read and write it.

/**
 * A list page's address with column filters applied when it opens:
 * `/basicData/employeeContractList?filter.endDate=2026-11-26~2027-01-25&filter.employeeStatus=1`.
 * Each `filter.<column>` names a column filter of the list; a range is `from~to` (either side may be
 * empty). The page applies the filters of its own columns and ignores the rest.
 */
export const LIST_FILTER_PARAM = 'filter.';
const RANGE_SEPARATOR = '~';

/** One filter of a link: a text, a select value (or several, comma-separated), or a range. */
export type TListLinkFilter = string | number | boolean | { from?: string | number; to?: string | number };

/** The filter as the list request sends it (`search`, and `searchTwo` for a range). */
export interface TListLinkFilterValue {
  search: string | null;
  searchTwo: string | null;
}

function encodeFilter(value: TListLinkFilter): string {
  if (typeof value === 'object') return `${value.from ?? ''}${RANGE_SEPARATOR}${value.to ?? ''}`;
  return String(value);
}

/** `path?filter.a=…&filter.b=…` (encodeURIComponent keeps `~` and `-` readable). */
export function listLink(path: string, filters: Record<string, TListLinkFilter>): string {
  const query = Object.entries(filters)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(`${LIST_FILTER_PARAM}${key}`)}=${encodeURIComponent(encodeFilter(value))}`,
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The filters of a link's query, by column (a range split into search and searchTwo). */
export function listLinkFilters(search: URLSearchParams): Record<string, TListLinkFilterValue> {
  const filters: Record<string, TListLinkFilterValue> = {};
  for (const [name, raw] of search) {
    if (!name.startsWith(LIST_FILTER_PARAM)) continue;
    const key = name.slice(LIST_FILTER_PARAM.length);
    const value = raw.trim();
    if (!key || !value) continue;
    const at = value.indexOf(RANGE_SEPARATOR);
    filters[key] =
      at < 0
        ? { search: value, searchTwo: null }
        : { search: value.slice(0, at) || null, searchTwo: value.slice(at + 1) || null };
  }
  return filters;
}
