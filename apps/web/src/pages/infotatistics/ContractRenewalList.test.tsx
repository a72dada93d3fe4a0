import type { TContractRenewalRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import ContractRenewalListPage from './ContractRenewalList';

const base = {
  flowId: 14,
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  regionName: '华东区',
  positionName: '店员',
  threePeriodEndDay: '',
  contractType: null,
  contractTypeText: '',
  contractBeginDay: '',
  contractEndDay: '',
  contractTermText: '',
  finishedTime: null,
  nodeName: '',
} as const;

const ROWS: TContractRenewalRow[] = [
  {
    ...base,
    workId: 7,
    flowNo: '14-000007',
    employeeId: 'E100001',
    employeeName: '王芳',
    employeeLabel: '王芳-E100001',
    currentContractEndDay: '2026-12-27',
    jzsj: '2026-11-27',
    isThreePeriods: true,
    isThreePeriodsText: '是',
    contractReviewResult: 'renew',
    contractReviewResultText: '续签',
    contractType: 'fixed',
    contractTypeText: '固定期限',
    contractBeginDay: '2026-12-28',
    contractEndDay: '2029-12-27',
    contractTermText: '2026-12-28 至 2029-12-27',
    status: 'running',
    statusText: '进行中',
    nodeId: 1403,
    nodeName: '区域HR审核',
    overdue: true,
    overdueText: '是',
    startedTime: '2026-11-01T02:00:00.000Z',
    starterName: '李婷',
    startedBySystem: false,
  },
  {
    ...base,
    workId: 9,
    flowNo: '14-000009',
    employeeId: 'E100002',
    employeeName: '张伟',
    employeeLabel: '张伟-E100002',
    currentContractEndDay: '2027-01-20',
    jzsj: '2026-12-21',
    isThreePeriods: false,
    isThreePeriodsText: '否',
    contractReviewResult: null,
    contractReviewResultText: '',
    status: 'running',
    statusText: '进行中',
    nodeId: 1402,
    overdue: false,
    overdueText: '否',
    startedTime: '2026-11-21T16:00:00.000Z',
    starterName: '系统',
    startedBySystem: true,
  },
];

function renderAt(url: string) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === '/api/ContractRenewal/GetContractRenewalPageList') return { list: ROWS, total: 2 };
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/infotatistics/contract-renewal-list" element={<ContractRenewalListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

const listCalls = (post: ReturnType<typeof renderAt>) =>
  post.mock.calls.filter(([path]) => path === '/api/ContractRenewal/GetContractRenewalPageList');

describe('合同续签列表', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each renewal with its deadline, result, term and state, linked to its work', async () => {
    renderAt('/infotatistics/contract-renewal-list');
    const [overdue, systemStart] = (await screen.findAllByTestId('renewal-work-link')).map(
      (link) => link.closest('tr') as HTMLElement,
    );
    expect(within(overdue).getByText('14-000007').getAttribute('href')).toBe(
      '/process/do?flowId=14&workId=7&nodeId=1403',
    );
    for (const text of ['王芳-E100001', 'SH001 上海南京西路店', '2026-12-27', '2026-11-27', '续签', '固定期限']) {
      expect(within(overdue).getByText(text)).toBeInTheDocument();
    }
    expect(within(overdue).getByText('2026-12-28 ~ 2029-12-27')).toBeInTheDocument();
    expect(within(overdue).getByText('区域HR审核')).toBeInTheDocument();
    expect(within(overdue).getByText('已超期')).toBeInTheDocument();
    expect(within(overdue).getByText('李婷')).toBeInTheDocument();
    // Started by the daily job, not proposed yet, not overdue.
    expect(within(systemStart).getByText('系统')).toBeInTheDocument();
    expect(within(systemStart).queryByText('已超期')).toBeNull();
    expect(within(systemStart).getAllByText('否').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('opens filtered as its address says (a message or the home page links here)', async () => {
    const post = renderAt(
      '/infotatistics/contract-renewal-list?filter.currentContractEndDay=2026-11-26~2027-01-25&filter.overdue=true&filter.status=bogus&filter.nothing=1',
    );
    await screen.findAllByTestId('renewal-work-link');
    expect(listCalls(post)[0]?.[1]).toEqual({
      pageIndex: 1,
      pageSize: 10,
      filters: {
        currentContractEndDay: { search: '2026-11-26', searchTwo: '2027-01-25', isSearch: true },
        overdue: { search: 'true', searchTwo: null, isSearch: true },
      },
    });
  });
});
