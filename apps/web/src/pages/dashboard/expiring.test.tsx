import type { TExpiringCounts, TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { usePermissionStore } from '../../stores/permission';
import DashboardPage, { expiringLinks } from './index';

const COUNTS: TExpiringCounts = {
  contractsEnding: 12,
  contractRange: { from: '2026-11-26', to: '2027-01-25' },
  probationsEnding: 3,
  probationRange: { from: '2026-11-26', to: '2026-12-26' },
  health: { expiring: 4, expired: 2, missing: 1, expiringRange: { from: '2026-11-26', to: '2026-12-26' } },
  train: { overdue: 5 },
};

function Probe() {
  const location = useLocation();
  return <div data-testid="opened">{`${location.pathname}${location.search}`}</div>;
}

function renderDashboard(codes: string[]) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === '/api/Dashboard/GetExpiringCounts') return COUNTS;
    if (path.startsWith('/api/Message/')) return { list: [], total: 0 };
    throw new Error(`unexpected ${path}`);
  });
  usePermissionStore.getState().load(codes.map((menuCode): TNavMenu => ({ menuCode, isEdit: 1, roleID: '020' })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('home page: 60天内到期合同 / 30天内试用期到期', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    usePermissionStore.getState().reset();
  });

  it('shows both numbers of the scope and opens the contract list filtered by end date', async () => {
    renderDashboard(['BasicData', 'StaffList', 'EmployeeContract']);
    expect(await screen.findByText('60天内到期合同')).toBeInTheDocument();
    expect(screen.getByText('30天内试用期到期')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-contracts-ending')).toHaveTextContent('12'));
    expect(screen.getByTestId('count-probations-ending')).toHaveTextContent('3');
    fireEvent.click(screen.getByText('60天内到期合同'));
    expect(screen.getByTestId('opened')).toHaveTextContent(
      '/basicData/employeeContractList?filter.endDate=2026-11-26~2027-01-25&filter.employeeStatus=1',
    );
  });

  it('opens the staff list by probation end, and by contract end for a store HR without the contract list', async () => {
    renderDashboard(['BasicData', 'StaffList']);
    await waitFor(() => expect(screen.getByTestId('count-probations-ending')).toHaveTextContent('3'));
    fireEvent.click(screen.getByText('30天内试用期到期'));
    expect(screen.getByTestId('opened')).toHaveTextContent(
      '/basicData/staffList?filter.probationEndDate=2026-11-26~2026-12-26&filter.status=1',
    );
    expect(expiringLinks(COUNTS, (path) => path === '/basicData/staffList').contracts).toBe(
      '/basicData/staffList?filter.contractEndDate=2026-11-26~2027-01-25&filter.status=1',
    );
    // Only the contract list: the probations have no list to open.
    expect(expiringLinks(COUNTS, (path) => path === '/basicData/employeeContractList').probations).toBeUndefined();
  });

  it('shows the health-certificate counts to HealthOfList and opens the list filtered by status', async () => {
    renderDashboard(['HealthOfList']);
    await waitFor(() => expect(screen.getByTestId('count-health-expiring')).toHaveTextContent('4'));
    expect(screen.getByTestId('count-health-expired')).toHaveTextContent('2');
    expect(screen.getByTestId('count-health-missing')).toHaveTextContent('1');
    expect(screen.queryByTestId('count-contracts-ending')).toBeNull();
    fireEvent.click(screen.getByText('健康证已过期'));
    expect(screen.getByTestId('opened')).toHaveTextContent('/health/list?filter.status=expired');
  });

  it('shows no numbers and asks nothing without either key', async () => {
    const post = renderDashboard(['BasicData', 'ShopInfo']);
    expect(await screen.findByTestId('quick-card')).toBeInTheDocument();
    expect(screen.queryByTestId('expiring-counts')).toBeNull();
    expect(post.mock.calls.some(([path]) => path === '/api/Dashboard/GetExpiringCounts')).toBe(false);
  });
});
