import type { TDeductionPage, TStaffTurnoverRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import DeductionListPage from './DeductionList';
import StaffTurnoverListPage from './StaffTurnoverList';

const DEDUCTIONS: TDeductionPage = {
  list: [
    {
      id: 3,
      workId: 41,
      flowId: 8,
      flowNo: '8-000041',
      employeeId: 'E100001',
      employeeName: '王芳',
      employeeLabel: '王芳-E100001',
      shopCode: 'SH001',
      shopName: '上海南京西路店',
      regionName: '华东区',
      deductionsMonth: '2026-04',
      lostDdeductions: '120.50',
      workClothesDeductions: '80.00',
      marketMealFeeDeductions: '0.00',
      marketFineDeductions: '50.01',
      totalAmount: '250.51',
      remark: '遗失对讲机',
      bookedTime: '2026-04-20T02:00:00.000Z',
    },
  ],
  total: 12,
  totals: {
    count: 12,
    lostDdeductions: '1000.10',
    workClothesDeductions: '0.20',
    marketMealFeeDeductions: '3.00',
    marketFineDeductions: '0.01',
    totalAmount: '1003.31',
  },
};

const TURNOVERS: TStaffTurnoverRow[] = [
  {
    workId: 7,
    flowId: 15,
    flowNo: '15-000007',
    employeeId: 'E100002',
    employeeName: '张伟',
    employeeLabel: '张伟-E100002',
    shopCode: 'SH001',
    shopName: '上海南京西路店',
    regionName: '华东区',
    status: 'running',
    statusText: '进行中',
    nodeId: 1501,
    nodeName: '区域HR审核',
    startedTime: '2026-04-01T02:00:00.000Z',
    finishedTime: null,
    starterName: '李婷',
    startedBySystem: false,
    positionName: '店员',
    entryDate: '2024-03-01',
    lastWorkingDay: '2026-04-15',
    dimissionMonth: '2026-04',
    dimissionType: 'resign',
    dimissionTypeText: '辞职',
    dimissionReason: 'other',
    dimissionReasonText: '其他：回老家',
    dishonorableDischarge: true,
    dishonorableDischargeText: '是',
  },
];

function renderAt(path: string, url: string, page: ReactElement) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (called: string) => {
    if (called === '/api/Deduction/GetDeductionPageList') return DEDUCTIONS;
    if (called === '/api/StaffTurnover/GetStaffTurnoverPageList') return { list: TURNOVERS, total: 1 };
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('失物扣款列表', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each booked deduction with its amounts as sent, linked to its work, and the totals of the filter', async () => {
    const post = renderAt(
      '/infotatistics/deduction-list',
      '/infotatistics/deduction-list?filter.deductionsMonth=2026-04-01~2026-04-30',
      <DeductionListPage />,
    );
    const link = await screen.findByTestId('deduction-work-link');
    expect(link.getAttribute('href')).toBe('/process/do?flowId=8&workId=41');
    const row = link.closest('tr') as HTMLElement;
    for (const text of ['2026-04', '王芳-E100001', '120.50', '80.00', '50.01', '250.51']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const totals = screen.getByTestId('deduction-totals');
    expect(within(totals).getByText('合计（12 条）')).toBeInTheDocument();
    for (const text of ['1000.10', '0.20', '3.00', '0.01', '1003.31']) {
      expect(within(totals).getByText(text)).toBeInTheDocument();
    }
    const calls = post.mock.calls.filter(([path]) => path === '/api/Deduction/GetDeductionPageList');
    expect(calls[0]?.[1]).toEqual({
      pageIndex: 1,
      pageSize: 10,
      filters: { deductionsMonth: { search: '2026-04-01', searchTwo: '2026-04-30', isSearch: true } },
    });
  });
});

describe('员工离职列表', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows type, reason with its text, month and 永不录用, linked to the work', async () => {
    renderAt('/infotatistics/staff-turnove-list', '/infotatistics/staff-turnove-list', <StaffTurnoverListPage />);
    const link = await screen.findByTestId('turnover-work-link');
    expect(link.getAttribute('href')).toBe('/process/do?flowId=15&workId=7&nodeId=1501');
    const row = link.closest('tr') as HTMLElement;
    for (const text of ['张伟-E100002', '2026-04-15', '2026-04', '辞职', '其他：回老家', '是', '区域HR审核']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });
});
