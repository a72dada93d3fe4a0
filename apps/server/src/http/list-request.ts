import { type FilterDef, msg, type ParsedFilter, parseColumnFilter, type TListColumnFilter } from '@hris/contract';
import { errors } from './errors';

/**
 * The sort and column filters of a list request, checked against what the list offers: an
 * unknown name (also `constructor` or `__proto__`, which must not find Object.prototype) or a
 * malformed value is refused with 40001, as on every list. Returns the parsed filters that apply.
 */
export function checkListRequest<F extends string>(
  request: { sortFieldName?: string; filters?: Record<string, TListColumnFilter> },
  offers: { sorts: readonly string[]; filters: Record<F, FilterDef> },
): Partial<Record<F, ParsedFilter>> {
  const { sortFieldName } = request;
  if (sortFieldName && !offers.sorts.includes(sortFieldName))
    throw errors.validation(msg('list.unknownSort', { field: sortFieldName.slice(0, 40) }));
  const parsed: Partial<Record<F, ParsedFilter>> = {};
  for (const [field, value] of Object.entries(request.filters ?? {})) {
    if (!Object.hasOwn(offers.filters, field))
      throw errors.validation(msg('list.unknownFilter', { field: field.slice(0, 40) }));
    const result = parseColumnFilter(offers.filters[field as F], value);
    if (typeof result === 'string') {
      throw errors.validation(msg('list.badFilter', { problem: msg('common.sharedRule', { text: result }) }));
    }
    if (result) parsed[field as F] = result;
  }
  return parsed;
}
