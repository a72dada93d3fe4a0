import { describe, expect, it } from 'vitest';
import type { DataColumn } from '../DataTable';
import { linkedFilters } from './link-filters';

const columns: DataColumn<object>[] = [
  { key: 'name', name: '姓名', type: 'text', filter: { type: 'text' } },
  {
    key: 'status',
    name: '状态',
    type: 'text',
    filter: {
      type: 'select',
      options: [
        { label: '在职', value: 1 },
        { label: '离职', value: 0 },
      ],
    },
  },
  { key: 'endDate', name: '合同结束日期', type: 'date', filter: { type: 'dateRange' } },
  { key: 'sequence', name: '合同次数', type: 'number', filter: { type: 'numberRange' } },
  { key: 'phone', name: '手机号码', type: 'text' },
];

describe('filters of a list address', () => {
  it('applies the filters of the columns that have them, select values as the options hold them', () => {
    const search = new URLSearchParams(
      'filter.name=王&filter.status=1&filter.endDate=2026-11-26~2027-01-25&filter.sequence=2~&filter.phone=138&filter.gone=x&tab=1',
    );
    expect(linkedFilters(columns, search)).toEqual({
      name: { search: '王', searchTwo: null, isSearch: true },
      status: { search: 1, searchTwo: null, isSearch: true },
      endDate: { search: '2026-11-26', searchTwo: '2027-01-25', isSearch: true },
      sequence: { search: 2, searchTwo: null, isSearch: true },
    });
  });

  it('takes several select values when each is an option, none when one is not', () => {
    expect(linkedFilters(columns, new URLSearchParams('filter.status=1%2C0'))).toEqual({
      status: { search: '1,0', searchTwo: null, isSearch: true },
    });
    expect(linkedFilters(columns, new URLSearchParams('filter.status=1%2C9'))).toEqual({});
  });

  it('drops a select value that is not one of the options', () => {
    expect(linkedFilters(columns, new URLSearchParams('filter.status=9'))).toEqual({});
  });
});
