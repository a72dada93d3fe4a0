import type { THolidayList, THolidaySubmissions } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import HolidayListPage from './HolidayList';

const holidayRow = {
  holidayId: 3,
  holidayName: '2027春节',
  holidayPresent: '年货礼盒',
  giftValue: 188.5,
  deadline: '2099-01-20',
  status: 'open' as const,
  statusText: '进行中',
  createdByName: '总部HR 李婷',
  createdTime: '2026-12-01T02:00:00.000Z',
  closedByName: null,
  closedTime: null,
  storeCount: 10,
  submittedCount: 4,
  confirmedCount: 1,
};

const SUBMISSIONS: THolidaySubmissions = {
  holiday: holidayRow,
  rows: [
    {
      regionName: '华东区',
      shopId: 1,
      shopCode: 'SH001',
      shopName: '上海南京西路店',
      shopCodeCount: 12,
      realNumber: 10,
      amount: 1885,
      state: 'confirmed',
      stateText: '已确认待关闭',
      workId: 7,
      flowNo: '22-000007',
    },
    {
      regionName: '华东区',
      shopId: 2,
      shopCode: 'SH002',
      shopName: '上海徐家汇店',
      shopCodeCount: 8,
      realNumber: null,
      amount: 0,
      state: 'none',
      stateText: '未提交',
      workId: null,
      flowNo: null,
    },
  ],
  regions: [{ regionName: '华东区', storeCount: 2, shopCodeCount: 20, realNumber: 10, amount: 1885 }],
  total: { storeCount: 2, shopCodeCount: 20, realNumber: 10, amount: 1885 },
};

function renderPage(list: THolidayList) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === '/api/Holiday/GetHolidayList') return list;
    if (path === '/api/Holiday/GetHolidaySubmissions') return SUBMISSIONS;
    if (path === '/api/Holiday/CloseHoliday') return { finished: [], terminated: [], failed: [] };
    if (path === '/api/Holiday/CreateHoliday') return { id: 9, notified: 40 };
    return null;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HolidayListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('节日礼品', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each holiday with its progress, and its stores with the region subtotal and total', async () => {
    renderPage({ canManage: true, list: [holidayRow] });
    expect(await screen.findByText('2027春节')).toBeInTheDocument();
    expect(screen.getByTestId('holiday-progress')).toHaveTextContent('已提交 4 / 10 家，已确认 1 家');
    expect(screen.getByText('188.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /展开行|Expand row/ }));
    const stores = await screen.findByTestId('holiday-stores-3');
    await within(stores).findByText('SH001 上海南京西路店');
    expect(within(stores).getByText('已确认待关闭')).toBeInTheDocument();
    expect(within(stores).getByText('22-000007').getAttribute('href')).toBe('/process/do?flowId=22&workId=7');
    expect(within(stores).getByText('未提交')).toBeInTheDocument();
    const subtotal = within(stores).getByText('华东区 小计').closest('tr') as HTMLElement;
    expect(subtotal).toHaveTextContent('2家门店');
    expect(subtotal).toHaveTextContent('1885.00');
    expect(within(stores).getByTestId('holiday-total')).toHaveTextContent('合计2家门店20101885.00');
  });

  it('asks before closing with unconfirmed stores and then closes with force', async () => {
    const post = renderPage({ canManage: true, list: [holidayRow] });
    fireEvent.click(await screen.findByTestId('holiday-close'));
    expect((await screen.findAllByText('3家门店尚未确认，确定关闭吗？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('holiday-close-confirm'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/Holiday/CloseHoliday', { holidayId: 3, force: true }));
    expect(await screen.findByTestId('holiday-close-result')).toHaveTextContent('办结 0 家，终止 0 家，失败 0 家');
  });

  it('opens a holiday from the dialog (head office), checking the input first', async () => {
    const post = renderPage({ canManage: true, list: [] });
    fireEvent.click(await screen.findByTestId('holiday-open'));
    fireEvent.click(await screen.findByTestId('holiday-open-ok'));
    expect(await screen.findByText('请填写节日名称', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('holiday-open-name'), { target: { value: '2027中秋' } });
    fireEvent.change(screen.getByTestId('holiday-open-present'), { target: { value: '月饼礼盒' } });
    fireEvent.change(screen.getByTestId('holiday-open-value'), { target: { value: '0' } });
    fireEvent.mouseDown(screen.getByTestId('holiday-open-deadline'));
    fireEvent.change(screen.getByTestId('holiday-open-deadline'), { target: { value: '2099-09-01' } });
    fireEvent.keyDown(screen.getByTestId('holiday-open-deadline'), { key: 'Enter' });
    fireEvent.click(screen.getByTestId('holiday-open-ok'));
    expect(await screen.findByText('礼品单价须大于0', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('holiday-open-value'), { target: { value: '99.9' } });
    fireEvent.click(screen.getByTestId('holiday-open-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Holiday/CreateHoliday', {
        holidayName: '2027中秋',
        holidayPresent: '月饼礼盒',
        giftValue: '99.9',
        deadline: '2099-09-01',
      }),
    );
  });

  it('offers no opening or closing to a regional HR', async () => {
    renderPage({ canManage: false, list: [holidayRow] });
    expect(await screen.findByText('2027春节')).toBeInTheDocument();
    expect(screen.queryByTestId('holiday-open')).toBeNull();
    expect(screen.queryByTestId('holiday-close')).toBeNull();
    expect(screen.getByTestId('holiday-download')).toBeInTheDocument();
  });
});
