import { ReportPaths, type TReport, type TReportFilters } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { toastError } from '../../feedback';
import * as download from '../../utils/download';
import { Chart } from './Chart';
import QuitweeklyReportPage from './QuitweeklyReport';
import ToEntryweeklyReportPage from './ToEntryweeklyReport';

// The HTTP layer shows a refusal as antd's static toast, which closes on a timer after this
// file's jsdom window is gone ("window is not defined" fails the run): the toasts are recorded
// instead. Mocked before the HTTP client is built, so the client reports to the mock.
vi.mock('../../feedback', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../feedback')>()),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
  toastWarning: vi.fn(),
}));
// ECharts draws on a canvas jsdom does not have: the page's charts are checked by what it hands them.
vi.mock('./Chart', () => ({ Chart: vi.fn(() => null) }));

const FILTERS: TReportFilters = {
  regions: [
    { id: 2, name: '华东' },
    { id: 3, name: '华南' },
  ],
  shops: [
    { id: 11, code: 'SH001', name: '上海南京西路店', regionId: 2 },
    { id: 12, code: 'HZ001', name: '杭州湖滨店', regionId: 2 },
    { id: 21, code: 'GZ001', name: '广州天河店', regionId: 3 },
  ],
};

const QUIT: TReport = {
  from: '2026-03-02',
  to: '2026-03-08',
  columns: [
    { key: 'regionName', title: '区域', titleEn: 'Region', kind: 'text' },
    { key: 'leavers', title: '离职人数', titleEn: 'Leavers', kind: 'number' },
    { key: 'turnoverRate', title: '离职率', titleEn: 'Turnover rate', kind: 'percent' },
  ],
  rows: [
    { regionName: '华东', leavers: 3, turnoverRate: 0.125 },
    { regionName: '华南', leavers: 1, turnoverRate: 0.05 },
  ],
  totals: { regionName: '合计', leavers: 4, turnoverRate: 0.1 },
  total: 2,
  charts: [
    {
      key: 'reasons',
      title: '各区域离职原因',
      titleEn: 'Leavers by reason and region',
      kind: 'bar',
      stacked: true,
      categories: ['华东', '华南'],
      series: [
        { name: '辞职·家庭原因', nameEn: 'Family', data: [2, 1] },
        { name: '未记录原因', nameEn: 'Reason not recorded', data: [1, 0] },
      ],
    },
    {
      key: 'rates',
      title: '各区域离职率（%）',
      titleEn: 'Turnover rate by region (%)',
      kind: 'bar',
      stacked: false,
      categories: ['华东', '华南'],
      series: [{ name: '离职率', nameEn: 'Turnover rate', data: [12.5, 5] }],
    },
  ],
};

/** Monday 2026-03-09, 01:00 in China: still Sunday 2026-03-08 in UTC. */
const MONDAY_1AM_CHINA = new Date('2026-03-09T01:00:00+08:00');
const LAST_WEEK = { from: '2026-03-02', to: '2026-03-08' };

function renderPage(page = <QuitweeklyReportPage />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/reportStatistics/quitweekly']}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The report calls the page made (the filter choices aside), each with its request. */
function reportCalls(post: { mock: { calls: unknown[][] } }) {
  return post.mock.calls.filter(([path]) => path === ReportPaths.get('quitweekly')).map(([, body]) => body);
}

/** The texts of a table row's cells. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** Opens an antd Select of the page and picks the option showing `text`. */
async function choose(testId: string, text: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const [option] = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(option);
}

/** The period's two inputs, as the user reads them. */
const periodInputs = () =>
  [...document.querySelectorAll<HTMLInputElement>('.report-filters .ant-picker-range input')].map((i) => i.value);

describe('a report page (HC上周离职)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY_1AM_CHINA);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.mocked(toastError).mockClear();
    vi.mocked(Chart).mockClear();
  });
  // Antd's animations end on timers; let them run while the jsdom window still exists.
  afterAll(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 800));
  });

  it('reads last week, Monday to Sunday in China time, and shows the table, its 合计 row and the charts', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockImplementation(async (path: string) => (path === ReportPaths.getReportFilters ? FILTERS : QUIT));
    renderPage();

    const east = (await screen.findByText('华东', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(cells(east)).toEqual(['华东', '3', '12.5%']);
    const south = screen.getByText('华南', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(cells(south)).toEqual(['华南', '1', '5.0%']);
    expect(cells(screen.getByTestId('report-total'))).toEqual(['合计', '4', '10.0%']);
    for (const title of ['区域', '离职人数', '离职率'])
      expect(screen.getByRole('columnheader', { name: title })).toBeVisible();

    // The week before the one of today in China (in UTC it is still the week before that).
    expect(periodInputs()).toEqual([LAST_WEEK.from, LAST_WEEK.to]);
    expect(reportCalls(post)).toEqual([LAST_WEEK]);

    // Each of the report's charts, as the server drew it, under its title.
    await waitFor(() => expect(vi.mocked(Chart)).toHaveBeenCalled());
    const drawn = vi.mocked(Chart).mock.calls.map(([props]) => props);
    expect(drawn.at(-2)).toEqual({ chart: QUIT.charts[0], english: false });
    expect(drawn.at(-1)).toEqual({ chart: QUIT.charts[1], english: false });
    expect(screen.getByText('各区域离职原因')).toBeVisible();
    expect(screen.getByText('各区域离职率（%）')).toBeVisible();
  });

  it('asks again for the region and store chosen, and exports exactly that request', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockImplementation(async (path: string) => (path === ReportPaths.getReportFilters ? FILTERS : QUIT));
    const file = vi
      .spyOn(http, 'fetchFile')
      .mockResolvedValue({ blob: new Blob(['xlsx']), fileName: 'HC上周离职_20260302-20260308.xlsx' });
    const saved = vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
    renderPage();
    await screen.findByTestId('report-total');

    await choose('report-region', '华东');
    await waitFor(() => expect(reportCalls(post).at(-1)).toEqual({ ...LAST_WEEK, regionId: 2 }));
    // The store choices are the chosen region's.
    fireEvent.mouseDown(within(screen.getByTestId('report-shop')).getByRole('combobox'));
    expect(
      await screen.findByText('HZ001 杭州湖滨店', { selector: '.ant-select-item-option-content' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('GZ001 广州天河店', { selector: '.ant-select-item-option-content' })).toBeNull();
    await choose('report-shop', 'SH001 上海南京西路店');
    await waitFor(() => expect(reportCalls(post).at(-1)).toEqual({ ...LAST_WEEK, regionId: 2, shopId: 11 }));

    await waitFor(() => expect(screen.getByTestId('report-export')).toBeEnabled());
    fireEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'HC上周离职_20260302-20260308.xlsx'));
    expect(file).toHaveBeenCalledTimes(1);
    const [path, body, config] = file.mock.calls[0];
    expect(path).toBe(ReportPaths.export('quitweekly'));
    expect(body).toEqual({ ...LAST_WEEK, regionId: 2, shopId: 11 });
    expect(config).toMatchObject({ silent: true });
  });

  it('HC上周待入职 asks for last week and says it counts what was pending at the end of its last day', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockImplementation(async (path: string) => (path === ReportPaths.getReportFilters ? FILTERS : QUIT));
    renderPage(<ToEntryweeklyReportPage />);
    expect(await screen.findByTestId('report-as-of')).toHaveTextContent(
      '统计截至所选期间最后一天24:00仍在办理的入职流程',
    );
    expect(periodInputs()).toEqual([LAST_WEEK.from, LAST_WEEK.to]);
    await waitFor(() =>
      expect(post.mock.calls.filter(([path]) => path === ReportPaths.get('toEntryweekly')).map(([, b]) => b)).toEqual([
        LAST_WEEK,
      ]),
    );
  });

  it('shows the server’s refusal of a period longer than 13 weeks', async () => {
    // Through the real HTTP layer: the server's envelope, as it answers a period of 14 weeks.
    const sent: { url?: string; body: Record<string, unknown> }[] = [];
    const answer: AxiosAdapter = async (config) => {
      const body = JSON.parse(String(config.data ?? '{}')) as Record<string, unknown>;
      sent.push({ url: config.url, body });
      const data =
        config.url === ReportPaths.getReportFilters
          ? { code: 0, msg: '', data: FILTERS }
          : body.from === LAST_WEEK.from
            ? { code: 0, msg: '', data: QUIT }
            : { code: 40001, msg: '结束日期：统计期间最长13周，请缩短日期范围', data: null };
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    };
    const adapter = http.instance.defaults.adapter;
    http.instance.defaults.adapter = answer;
    try {
      renderPage();
      await screen.findByTestId('report-total');

      // The user types a period of 14 weeks into the picker.
      const [start, end] = document.querySelectorAll<HTMLInputElement>('.report-filters .ant-picker-range input');
      fireEvent.mouseDown(start);
      fireEvent.focus(start);
      fireEvent.change(start, { target: { value: '2025-12-01' } });
      fireEvent.keyDown(start, { key: 'Enter' });
      fireEvent.focus(end);
      fireEvent.change(end, { target: { value: '2026-03-08' } });
      fireEvent.keyDown(end, { key: 'Enter' });

      await waitFor(() => expect(toastError).toHaveBeenCalledWith('结束日期：统计期间最长13周，请缩短日期范围'));
      expect(sent.filter((s) => s.url === ReportPaths.get('quitweekly')).map((s) => s.body)).toEqual([
        LAST_WEEK,
        { from: '2025-12-01', to: '2026-03-08' },
      ]);
      // The table says why, and nothing of the refused period is offered for export.
      expect(await screen.findByTestId('report-refusal')).toHaveTextContent('统计期间最长13周，请缩短日期范围');
      await waitFor(() => expect(screen.getByTestId('report-export')).toBeDisabled());
    } finally {
      http.instance.defaults.adapter = adapter;
    }
  });
});
