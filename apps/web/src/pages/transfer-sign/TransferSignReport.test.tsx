import { OrgPaths, TransferSignPaths, type TTransferSignReport } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { Chart } from '../report-statistics/Chart';
import TransferSignReportPage from './TransferSignReport';

// ECharts draws on a canvas jsdom does not have: the chart is checked by what the page hands it.
vi.mock('../report-statistics/Chart', () => ({ Chart: vi.fn(() => null) }));

const counts = (waiting: number, transferring: number, success: number, failed: number) => ({
  waiting,
  transferring,
  success,
  failed,
  total: waiting + transferring + success + failed,
});

const REPORT: TTransferSignReport = {
  months: [
    { month: '2026-02', ...counts(1, 0, 4, 2) },
    { month: '2026-03', ...counts(0, 1, 0, 0) },
  ],
  totals: counts(1, 1, 4, 2),
  byToEntity: [{ entity: '上海新主体有限公司', ...counts(1, 1, 4, 2) }],
  byFromEntity: [{ entity: '上海旧主体有限公司', ...counts(1, 1, 4, 2) }],
};

function renderPage() {
  vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === TransferSignPaths.getTransferSignReport) return REPORT;
    if (path === OrgPaths.getPortdeptempStationList) return [];
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/transferList/report']}>
        <TransferSignReportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('转签报表', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(Chart).mockClear();
  });

  it('is laid out as the other reports: a title card, the chart across the page, the tables', async () => {
    renderPage();
    // The title card, its filters and the totals in it.
    const titleCard = screen.getByTestId('transfer-sign-report-title');
    expect(within(titleCard).getByText('转签报表', { selector: '.ant-card-head-title' })).toBeVisible();
    expect(titleCard.querySelector('.report-filters')).not.toBeNull();
    expect(within(titleCard).getByText('导出Excel')).toBeVisible();

    // The months as the reports' stacked bar chart, in a column as wide as the page.
    await waitFor(() =>
      expect(vi.mocked(Chart).mock.calls.at(-1)?.[0].chart.categories).toEqual(['2026-02', '2026-03']),
    );
    const { chart, colors } = vi.mocked(Chart).mock.calls.at(-1)![0];
    expect(chart).toMatchObject({ kind: 'bar', stacked: true, title: '每月转签数量（按状态）' });
    expect(chart.series.map((s) => [s.name, s.data])).toEqual([
      ['转签成功', [4, 0]],
      ['转签失败', [2, 0]],
      ['转签中', [0, 1]],
      ['待同步', [1, 0]],
    ]);
    expect(colors).toEqual(['#67C23A', '#F56C6C', '#409EFF', '#909399']);
    const column = screen.getByTestId('transfer-sign-chart').closest('.ant-col');
    expect(column).toHaveClass('ant-col-xs-24');
    expect(column?.closest('.report-charts')).not.toBeNull();

    // Each entity table in a card of its own, as a report's table.
    const toEntity = await screen.findByText('上海新主体有限公司', { selector: 'td' });
    expect(toEntity.closest('.report-table')).not.toBeNull();
    expect(screen.getByText('按新用工主体', { selector: '.ant-card-head-title' })).toBeVisible();
    expect(screen.getByText('上海旧主体有限公司', { selector: 'td' }).closest('.report-table')).not.toBeNull();
  });
});
