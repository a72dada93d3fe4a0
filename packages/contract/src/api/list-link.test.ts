import { describe, expect, it } from 'vitest';
import { listLink, listLinkFilters } from './list-link';

describe('[CONTRACT] list links', () => {
  it('writes and reads the filters a list page opens with', () => {
    const link = listLink('/basicData/employeeContractList', {
      endDate: { from: '2026-11-26', to: '2027-01-25' },
      employeeStatus: 1,
      shop: '南京 西路&1',
    });
    expect(link).toBe(
      '/basicData/employeeContractList?filter.endDate=2026-11-26~2027-01-25&filter.employeeStatus=1&filter.shop=%E5%8D%97%E4%BA%AC%20%E8%A5%BF%E8%B7%AF%261',
    );
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect(listLinkFilters(query)).toEqual({
      endDate: { search: '2026-11-26', searchTwo: '2027-01-25' },
      employeeStatus: { search: '1', searchTwo: null },
      shop: { search: '南京 西路&1', searchTwo: null },
    });
  });

  it('keeps an open side of a range empty and skips other parameters and blank filters', () => {
    const query = new URLSearchParams(
      'tab=toDo&filter.endDate=~2027-01-25&filter.entryDate=2026-01-01~&filter.name=&filter.=x',
    );
    expect(listLinkFilters(query)).toEqual({
      endDate: { search: null, searchTwo: '2027-01-25' },
      entryDate: { search: '2026-01-01', searchTwo: null },
    });
    expect(listLink('/x', {})).toBe('/x');
  });
});
