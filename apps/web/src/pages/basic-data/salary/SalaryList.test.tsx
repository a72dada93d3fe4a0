import { PrivacyPaths, SalaryPaths, type TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalaryRow } from '../../../api/basic-data';
import { http } from '../../../api/http';
import { usePermissionStore } from '../../../stores/permission';
import SalaryListPage from './SalaryList';

const menus = (...codes: string[]) => codes.map((menuCode) => ({ menuCode, isEdit: 0 }) as TNavMenu);

const person = {
  employeeRef: 1,
  employeeId: 'E100001',
  employeeName: '王芳',
  employeeLabel: '王芳-E100001',
  employeeStatus: 1,
  employeeStatusText: '在职',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  regionName: '华东区',
};
/** A row as the server answers it now: every figure masked (issue 38). */
const ROWS: SalaryRow[] = [
  {
    ...person,
    id: 31,
    effectiveDate: '2026-03-01',
    basis: 0,
    basisText: '税前月薪',
    amount: '***',
    previousBasis: 0,
    previousAmount: '***',
    changeAmount: '***',
    reason: '年度调薪',
    importBatchId: 4,
    createdByName: '李婷',
    createdTime: '2026-02-20T02:00:00.000Z',
  },
  {
    ...person,
    id: 32,
    effectiveDate: '2025-03-01',
    basis: 0,
    basisText: '税前月薪',
    amount: '***',
    previousBasis: null,
    previousAmount: null,
    changeAmount: null,
    reason: '入职定薪',
    importBatchId: 3,
    createdByName: '李婷',
    createdTime: '2025-02-20T02:00:00.000Z',
  },
];

function renderList(...codes: string[]) {
  usePermissionStore.setState({ menus: menus('SalaryList', ...codes) });
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === SalaryPaths.getSalaryAdjustmentList) return { list: ROWS, total: ROWS.length };
    if (path === PrivacyPaths.revealPersonalField) return { value: '12000.5' };
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SalaryListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

/** The 调整后薪资 column's header cell. */
const amountHeader = () => screen.getByRole('columnheader', { name: /调整后薪资/ });

describe('调薪信息 with masked salary figures', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    usePermissionStore.getState().reset();
  });

  it('shows *** with no 查看 and offers no filter or sort by amount without 敏感信息查看', async () => {
    renderList();
    expect(await screen.findByTestId('salary-amount-31')).toHaveTextContent('***');
    expect(screen.getByTestId('salary-previousAmount-31')).toHaveTextContent('***');
    expect(screen.getByTestId('salary-changeAmount-31')).toHaveTextContent('***');
    // An absent figure stays the empty mark, never ***, 0.00 or NaN.
    expect(screen.getByTestId('salary-previousAmount-32')).toHaveTextContent('—');
    expect(screen.queryByTestId('salary-amount-31-reveal')).toBeNull();
    expect(screen.getByTestId('salary-amount-31').querySelector('button')).toBeNull();

    const header = amountHeader();
    expect(header).not.toHaveClass('ant-table-column-has-sorters');
    expect(header.querySelector('.ant-table-filter-trigger')).toBeNull();
    // 生效日期 keeps its sort and filter: only the figure is withheld.
    const dateHeader = screen.getByRole('columnheader', { name: /生效日期/ });
    expect(dateHeader).toHaveClass('ant-table-column-has-sorters');
    expect(dateHeader.querySelector('.ant-table-filter-trigger')).not.toBeNull();
    // No 含敏感信息 on the export either.
    expect(screen.queryByTestId('export-sensitive')).toBeNull();
  });

  it('offers the filter, the sort, 查看 and 含敏感信息 to a holder of 敏感信息查看', async () => {
    const post = renderList('SensitiveData');
    expect(await screen.findByTestId('salary-amount-31')).toHaveTextContent('***');
    const header = amountHeader();
    expect(header).toHaveClass('ant-table-column-has-sorters');
    expect(header.querySelector('.ant-table-filter-trigger')).not.toBeNull();
    expect(screen.getByTestId('export-sensitive')).toBeInTheDocument();
    expect(screen.getByText('含敏感信息（薪资金额明文）')).toBeInTheDocument();

    // Each masked figure has its own 查看, named by its column; an absent one has none.
    expect(screen.getByTestId('salary-amount-31-reveal')).toHaveAccessibleName('查看明文：调整后薪资');
    expect(screen.getByTestId('salary-amount-32-reveal')).toHaveAccessibleName('查看明文：调整后薪资');
    expect(screen.getByTestId('salary-previousAmount-31-reveal')).toHaveAccessibleName('查看明文：调整前薪资');
    expect(screen.getByTestId('salary-changeAmount-31-reveal')).toHaveAccessibleName('查看明文：调整金额');
    expect(screen.queryByTestId('salary-previousAmount-32-reveal')).toBeNull();
    expect(screen.queryByTestId('salary-changeAmount-32-reveal')).toBeNull();

    fireEvent.click(screen.getByTestId('salary-amount-31-reveal'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '原因' }));
    fireEvent.click(await screen.findByTitle('办理人事业务'));
    fireEvent.click(screen.getByTestId('reveal-confirm'));

    // The clear figure shows as the page writes amounts (two decimals).
    await waitFor(() => expect(screen.getByTestId('salary-amount-31')).toHaveTextContent('12000.50'));
    expect(post).toHaveBeenCalledWith(PrivacyPaths.revealPersonalField, {
      subject: 'salary',
      id: 31,
      field: 'amount',
      purpose: 'business',
    });
  });

  it('sorts by amount for a holder of 敏感信息查看', async () => {
    const post = renderList('SensitiveData');
    await screen.findByTestId('salary-amount-31');
    fireEvent.click(within(amountHeader()).getByText('调整后薪资'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        SalaryPaths.getSalaryAdjustmentList,
        expect.objectContaining({ sortFieldName: 'amount' }),
      ),
    );
  });
});
