import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as feedback from '../../feedback';
import { ColumnFilter } from './ColumnFilter';
import { activeFilters, headerMinWidth, pageSizeOptions, validateColumns, validateRange } from './columns';
import { DataTable } from './index';
import type { DataColumn, DataTableRequest } from './types';

interface Row {
  id: number;
  name: string;
  amount: number;
}

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('DataTable column rules', () => {
  it('accepts key + type + name, or key + slot + name', () => {
    expect(() =>
      validateColumns<Row>([
        { key: 'name', name: '姓名', type: 'text' },
        { key: 'op', name: '操作', slot: () => null },
      ]),
    ).not.toThrow();
  });

  it.each([
    [{ key: '', name: '姓名', type: 'text' }, /missing key/],
    [{ key: 'name', name: '姓名' }, /missing type or slot/],
    [{ key: 'name', name: '', type: 'text' }, /missing name/],
  ] as [DataColumn<Row>, RegExp][])('throws a developer error for %o', (column, message) => {
    expect(() => validateColumns([column])).toThrow(message);
  });

  it('rejects duplicate keys', () => {
    expect(() =>
      validateColumns<Row>([
        { key: 'a', name: 'A', type: 'text' },
        { key: 'a', name: 'B', type: 'text' },
      ]),
    ).toThrow(/used twice/);
  });

  it('keeps a title on one line beside its sort arrows and filter icon', () => {
    const plain = headerMinWidth({ name: '合同次序' });
    expect(plain).toBe(4 * 14 + 20);
    expect(headerMinWidth({ name: '合同次序', sortable: true, filter: { type: 'numberRange' } })).toBe(plain + 22 + 28);
    expect(headerMinWidth({ name: 'ID' })).toBe(2 * 8 + 20);
  });

  it('offers 10/20/50/100 plus the custom sizes', () => {
    expect(pageSizeOptions(10)).toEqual([10, 20, 50, 100]);
    expect(pageSizeOptions(15, 20)).toEqual([10, 15, 20, 50, 100]);
  });

  it('checks ranges: both bounds, lower below upper', () => {
    expect(validateRange('', 5, 'number')).toBe('incomplete');
    expect(validateRange(1, null, 'number')).toBe('incomplete');
    expect(validateRange(5, 5, 'number')).toBe('invalid');
    expect(validateRange(6, 5, 'number')).toBe('invalid');
    expect(validateRange(1, 5, 'number')).toBeNull();
    expect(validateRange('2026-02-01', '2026-01-01', 'date')).toBe('invalid');
    expect(validateRange('2026-01-01', '2026-01-31', 'date')).toBeNull();
  });

  it('sends only applied filters', () => {
    expect(
      activeFilters({
        a: { search: 'x', searchTwo: null, isSearch: true },
        b: { search: null, searchTwo: null, isSearch: false },
      }),
    ).toEqual({ a: { search: 'x', searchTwo: null, isSearch: true } });
  });
});

describe('ColumnFilter', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('number range with one bound (loaded on first use): 请填写完整！ and nothing applied', async () => {
    const warn = vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
    const onApply = vi.fn();
    render(
      <ColumnFilter
        config={{ type: 'numberRange' }}
        value={undefined}
        onApply={onApply}
        onReset={vi.fn()}
        close={vi.fn()}
      />,
    );
    const min = await screen.findByTestId('filter-min');
    fireEvent.change(min.querySelector('input') ?? min, { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(warn).toHaveBeenCalledWith('请填写完整！');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('number range lower ≥ upper: 请填写正确！; a valid range applies with isSearch true', async () => {
    const warn = vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
    const onApply = vi.fn();
    const close = vi.fn();
    render(
      <ColumnFilter
        config={{ type: 'numberRange' }}
        value={undefined}
        onApply={onApply}
        onReset={vi.fn()}
        close={close}
      />,
    );
    const [min, max] = await screen.findAllByRole('spinbutton');
    fireEvent.change(min as HTMLElement, { target: { value: '9' } });
    fireEvent.change(max as HTMLElement, { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(warn).toHaveBeenCalledWith('请填写正确！');
    fireEvent.change(max as HTMLElement, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ search: 9, searchTwo: 12, isSearch: true });
    expect(close).toHaveBeenCalled();
  });

  it('date range: the picker (loaded on first use) shows the applied range and applies it again', async () => {
    const warn = vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
    const onApply = vi.fn();
    const { rerender } = render(
      <ColumnFilter
        config={{ type: 'dateRange' }}
        value={{ search: '2026-01-01', searchTwo: '2026-01-31', isSearch: true }}
        onApply={onApply}
        onReset={vi.fn()}
        close={vi.fn()}
      />,
    );
    await screen.findAllByTestId('filter-date-range');
    const inputs = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((i) => i.value);
    expect(inputs).toEqual(['2026-01-01', '2026-01-31']);
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ search: '2026-01-01', searchTwo: '2026-01-31', isSearch: true });
    rerender(
      <ColumnFilter
        config={{ type: 'dateRange' }}
        value={{ search: '2026-01-01', searchTwo: null, isSearch: true }}
        onApply={onApply}
        onReset={vi.fn()}
        close={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(warn).toHaveBeenCalledWith('请填写完整！');
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('reset clears the values', () => {
    const onReset = vi.fn();
    render(
      <ColumnFilter
        config={{ type: 'text' }}
        value={{ search: '张', searchTwo: null, isSearch: true }}
        onApply={vi.fn()}
        onReset={onReset}
        close={vi.fn()}
      />,
    );
    expect(screen.getByTestId('filter-text')).toHaveValue('张');
    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByTestId('filter-text')).toHaveValue('');
  });
});

describe('DataTable', () => {
  it('requests page 1 of 10 by default and shows the total', async () => {
    const request = vi.fn(async (_params: DataTableRequest) => ({
      list: [{ id: 1, name: '张三', amount: 12 }],
      total: 31,
    }));
    wrap(
      <DataTable<Row>
        queryKey={['test']}
        rowKey={(r) => r.id}
        request={request}
        columns={[
          { key: 'name', name: '姓名', type: 'text' },
          { key: 'amount', name: '金额', type: 'number', sortable: true },
        ]}
      />,
    );
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10, filters: {} });
    expect(screen.getByText('共 31 条')).toBeInTheDocument();
    fireEvent.click(screen.getAllByText('金额')[0] as HTMLElement);
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith({
        pageIndex: 1,
        pageSize: 10,
        sortFieldName: 'amount',
        sortDirection: 'asc',
        filters: {},
      }),
    );
  });

  it('shows a capped total as a lower bound, and lets the user page up to it', async () => {
    const request = vi.fn(async (_params: DataTableRequest) => ({
      list: [{ id: 1, name: '张三', amount: 12 }],
      total: 10_000,
      capped: true,
    }));
    wrap(
      <DataTable<Row>
        queryKey={['capped']}
        rowKey={(r) => r.id}
        request={request}
        columns={[{ key: 'name', name: '姓名', type: 'text' }]}
      />,
    );
    expect(await screen.findByText('共 10,000+ 条（请用筛选缩小范围）')).toBeInTheDocument();
    expect(screen.getByTitle('1000')).toBeInTheDocument();
  });

  it('reports the rows it shows, also when an answer comes from the cache without a request', async () => {
    const request = vi.fn(async (params: DataTableRequest) => ({
      list: [{ id: 1, name: '张三', amount: 12 }],
      total: params.sortFieldName ? 7 : 31,
    }));
    const views: { params: DataTableRequest; total: number | null }[] = [];
    const onView = (view: { params: DataTableRequest; total: number | null }) => views.push(view);
    const table = (
      <DataTable<Row>
        queryKey={['view']}
        rowKey={(r) => r.id}
        request={request}
        onView={onView}
        columns={[{ key: 'amount', name: '金额', type: 'number', sortable: true }]}
      />
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const first = render(<QueryClientProvider client={client}>{table}</QueryClientProvider>);
    await waitFor(() =>
      expect(views.at(-1)).toEqual({ params: { pageIndex: 1, pageSize: 10, filters: {} }, total: 31 }),
    );
    fireEvent.click(screen.getAllByText('金额')[0] as HTMLElement);
    await waitFor(() => expect(views.at(-1)?.total).toBe(7));
    expect(views.at(-1)?.params).toMatchObject({ sortFieldName: 'amount', sortDirection: 'asc' });
    first.unmount();

    // Shown again (a tab revealed): the cached page is shown and reported, nothing is asked.
    const calls = request.mock.calls.length;
    render(<QueryClientProvider client={client}>{table}</QueryClientProvider>);
    await waitFor(() =>
      expect(views.at(-1)).toEqual({ params: { pageIndex: 1, pageSize: 10, filters: {} }, total: 31 }),
    );
    expect(request).toHaveBeenCalledTimes(calls);
  });

  it('throws for a column without a name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      wrap(
        <DataTable<Row>
          queryKey={['bad']}
          rowKey={(r) => r.id}
          request={async () => ({ list: [], total: 0 })}
          columns={[{ key: 'name', name: '', type: 'text' }]}
        />,
      ),
    ).toThrow(/missing name/);
  });
});
