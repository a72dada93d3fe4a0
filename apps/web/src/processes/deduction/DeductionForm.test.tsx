import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { ProcessFormHandle } from '../types';
import { fromDeductionForm, toDeductionInput } from './fields';
import { DeductionStartForm } from './StartForm';
import { DeductionViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

function amount(key: string, value: string) {
  fireEvent.change(screen.getByTestId(`amount-${key}`), { target: { value } });
}

const stored = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopCode: 'SH001',
  deductionsMonth: '2026-10',
  lostDdeductions: 12.5,
  workClothesDeductions: 80,
  marketMealFeeDeductions: 0,
  marketFineDeductions: 50,
  remark: '遗失门店钥匙',
};

describe('deduction start form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels the four amounts as the contract does and shows their live sum', async () => {
    wrap(<DeductionStartForm />);
    for (const label of ['失物扣款', '工服扣款', '商场餐费扣款', '商场罚款']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    const total = screen.getByTestId('deduction-total');
    expect(total).toHaveTextContent('¥0.00');
    amount('lostDdeductions', '12.5');
    amount('workClothesDeductions', '80');
    amount('marketMealFeeDeductions', '0.1');
    amount('marketFineDeductions', '0.2');
    await waitFor(() => expect(total).toHaveTextContent('¥92.80'));
    // CashInput keeps digits and the dot only: "¥1,000" counts as 1000.
    amount('workClothesDeductions', '¥1,000');
    await waitFor(() => expect(total).toHaveTextContent('¥1,012.80'));
  });

  it('refuses an empty form with the field messages', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<DeductionStartForm ref={ref} />);
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择扣款月份')).toBeInTheDocument();
  });

  it('refuses a total of zero with the contract message on the first amount', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(
      <DeductionStartForm
        ref={ref}
        resubmit
        initial={{ ...stored, lostDdeductions: 0, workClothesDeductions: 0, marketFineDeductions: 0 }}
      />,
    );
    expect(screen.getByTestId('deduction-employee-fixed')).toHaveTextContent('刘美芳-E100006');
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toBeNull();
    expect(await screen.findByText('扣款金额合计须大于0')).toBeInTheDocument();
    // Fixed by another amount than the one carrying the message: the message goes at once.
    amount('marketFineDeductions', '20');
    await waitFor(() => expect(screen.queryByText('扣款金额合计须大于0')).toBeNull());
  });

  it('refuses more than two decimals (contract ZMoney)', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<DeductionStartForm ref={ref} resubmit initial={stored} />);
    amount('marketFineDeductions', '1.234');
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toBeNull();
    expect(await screen.findByText('金额最多两位小数')).toBeInTheDocument();
  });

  it('collects the parsed form after a search picks the employee', async () => {
    vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/User/SearchEmployee') return [{ name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001' }];
      throw new Error(`unexpected ${url}`);
    });
    const ref = createRef<ProcessFormHandle>();
    wrap(<DeductionStartForm ref={ref} initial={{ deductionsMonth: '2026-10' }} />);
    fireEvent.change(screen.getByRole('combobox', { name: '员工' }), { target: { value: '刘美' } });
    fireEvent.click(await screen.findByText('刘美芳-E100006'));
    amount('lostDdeductions', '12.5');
    amount('marketFineDeductions', '50');
    let collected: Record<string, unknown> | null | undefined;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      deductionsMonth: '2026-10',
      lostDdeductions: 12.5,
      workClothesDeductions: 0,
      marketMealFeeDeductions: 0,
      marketFineDeductions: 50,
    });
  });

  it('puts server field errors (data.fields) on their fields', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<DeductionStartForm ref={ref} resubmit initial={stored} />);
    let placed = 0;
    act(() => {
      placed =
        ref.current?.showServerErrors([
          { field: 'deductionsMonth', label: '扣款月份', message: '该月份工资已结算，不能再扣款' },
          { field: 'unknownField', label: '?', message: 'not shown' },
        ]) ?? 0;
    });
    expect(placed).toBe(1);
    await waitFor(() => expect(screen.getByText('该月份工资已结算，不能再扣款')).toBeInTheDocument());
    expect(screen.queryByText('not shown')).toBeNull();
  });

  it('round-trips a stored form', () => {
    expect(toDeductionInput(fromDeductionForm(stored))).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      deductionsMonth: '2026-10',
      lostDdeductions: '12.5',
      workClothesDeductions: '80',
      marketMealFeeDeductions: '',
      marketFineDeductions: '50',
      remark: '遗失门店钥匙',
    });
  });
});

describe('deduction view form', () => {
  it('shows the target as name-employeeId and the total of the four amounts', () => {
    render(
      <DeductionViewForm
        form={stored}
        detail={
          {
            target: {
              name: '刘美芳',
              employeeId: 'E100006',
              shopCode: 'SH001',
              shopName: '上海南京西路店',
              statusText: '在职',
            },
          } as never
        }
      />,
    );
    expect(screen.getByText('刘美芳-E100006')).toBeInTheDocument();
    expect(screen.getByText('SH001 上海南京西路店')).toBeInTheDocument();
    expect(screen.getByTestId('deduction-view-total')).toHaveTextContent('¥142.50');
  });
});
