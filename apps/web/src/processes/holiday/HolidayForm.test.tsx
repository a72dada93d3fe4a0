import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { WorkDetail } from '../../api/workflow';
import { StartPresetContext } from '../shared/start-preset';
import type { ProcessFormHandle } from '../types';
import { HolidayAuditForm } from './AuditForm';
import { HolidayStartForm } from './StartForm';
import { HolidayViewForm } from './ViewForm';

const START_INFO = {
  shop: { shopId: 5, shopCode: 'SH001', shopName: '上海南京西路店', shopCodeCount: 12 },
  holidays: [
    {
      holidayId: 3,
      holidayName: '2027春节',
      holidayPresent: '年货礼盒',
      giftValue: 188.5,
      deadline: '2099-01-20',
      isPastDeadline: false,
    },
    {
      holidayId: 4,
      holidayName: '2026冬至',
      holidayPresent: '汤圆',
      giftValue: 30,
      deadline: '2020-12-20',
      isPastDeadline: true,
    },
  ],
};

function wrap(node: ReactNode, holidayId?: number) {
  vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === '/api/Holiday/GetHolidayStartInfo') return START_INFO;
    if (path === '/api/Shop/GetShopCityInfo') return [];
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StartPresetContext.Provider value={{ holidayId }}>{node}</StartPresetContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function collect(ref: React.RefObject<ProcessFormHandle | null>) {
  let collected: Record<string, unknown> | null | undefined;
  await act(async () => {
    collected = await ref.current?.collect();
  });
  return collected;
}

const stored = {
  holidayId: 3,
  shopId: 5,
  realNumber: 10,
  remark: '2人长期病假',
  holidayName: '2027春节',
  holidayPresent: '年货礼盒',
  giftValue: 188.5,
  deadline: '2099-01-20',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  shopCodeCount: 12,
};
const detail = { target: null } as unknown as WorkDetail;

describe('holiday start form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fills the store, its headcount and 实发人数, preselects the linked holiday and collects', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<HolidayStartForm ref={ref} />, 3);
    await waitFor(() => expect(screen.getByTestId('holiday-headcount')).toHaveTextContent('12'));
    expect(await screen.findByTestId('holiday-facts')).toHaveTextContent('年货礼盒');
    expect(screen.getByTestId('holiday-facts')).toHaveTextContent('188.50 元/人');
    expect(screen.getByTestId('holiday-amount')).toHaveTextContent('2262.00 元');
    expect(await collect(ref)).toEqual({ holidayId: 3, shopId: 5, realNumber: 12, shopCodeCount: 12 });
  });

  it('asks for the explanation when 实发人数 differs, and warns of a passed deadline', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<HolidayStartForm ref={ref} initial={{ holidayId: 4, shopId: 5, realNumber: 11 }} />);
    await waitFor(() => expect(screen.getByTestId('holiday-headcount')).toHaveTextContent('12'));
    expect(await screen.findByTestId('holiday-past-deadline')).toHaveTextContent(
      '已过提交截止日期（2020-12-20），请联系总部HR',
    );
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('实发人数与在册人数不一致，请填写说明')).toBeInTheDocument();
  });

  it('refuses more than 在册人数 + 20', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<HolidayStartForm ref={ref} initial={{ holidayId: 3, shopId: 5, realNumber: 33, remark: '临时工' }} />);
    await waitFor(() => expect(screen.getByTestId('holiday-headcount')).toHaveTextContent('12'));
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('实发人数不能超过在册人数加20（32）')).toBeInTheDocument();
  });
});

describe('holiday view and 2202 forms', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the holiday, the store, the numbers and the amount', () => {
    wrap(<HolidayViewForm form={stored} detail={detail} />);
    expect(screen.getByTestId('holiday-view')).toHaveTextContent('2027春节');
    const store = screen.getByTestId('holiday-view-store');
    for (const text of ['SH001 上海南京西路店', '12', '10', '1885.00 元', '2人长期病假'])
      expect(store).toHaveTextContent(text);
  });

  it('2202 sends the corrected 实发人数 with its explanation only', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(
      <HolidayAuditForm
        ref={ref}
        form={stored}
        detail={detail}
        editableFields={['realNumber', 'remark']}
        nodeId={2202}
      />,
    );
    expect(screen.getByTestId('holiday-audit-real-number')).toBeInTheDocument();
    expect(await collect(ref)).toEqual({ realNumber: 10, remark: '2人长期病假' });
  });
});
