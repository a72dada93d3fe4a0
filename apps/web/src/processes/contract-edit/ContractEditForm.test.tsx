import type { TFinishedRenewal } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { ProcessFormHandle } from '../types';
import { changesNothing, fromContractEditForm, toContractEditInput } from './fields';
import { ContractEditStartForm } from './StartForm';
import { ContractEditViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const RENEWALS: TFinishedRenewal[] = [
  {
    workId: 41,
    flowNo: '14-000041',
    contractReviewResult: 'renew',
    contractReviewResultText: '续签',
    contractTypeText: 'fixed',
    contractBeginDay: '2026-06-01',
    contractEndDay: '2029-05-31',
    finishedTime: '2026-05-20T10:00:00+08:00',
  },
  {
    workId: 17,
    flowNo: '14-000017',
    contractReviewResult: 'employeeDeclines',
    contractReviewResultText: '员工不续签',
    contractTypeText: '',
    contractBeginDay: '',
    contractEndDay: '',
    finishedTime: '2023-05-20T10:00:00+08:00',
  },
];

function mockServer() {
  return vi.spyOn(http, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/api/User/SearchEmployee') return [{ name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001' }];
    if (url === '/api/ContractRenewal/GetFinishedRenewals') {
      expect(body).toEqual({ employeeId: 'E100006' });
      return RENEWALS;
    }
    throw new Error(`unexpected ${url}`);
  });
}

async function collect(ref: { current: ProcessFormHandle | null }) {
  let value: Record<string, unknown> | null | undefined;
  await act(async () => {
    value = await ref.current?.collect();
  });
  return value;
}

async function chooseRenewal(text: string) {
  const select = screen.getByTestId('contract-edit-renewal');
  await waitFor(() => expect(within(select).getByRole('combobox')).toBeEnabled());
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const found = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('contract renewal result change start form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the finished renewals, shows the chosen one and sends renewalWorkId with the new result', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<ContractEditStartForm ref={ref} />);
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择要变更的合同续签流程')).toBeInTheDocument();
    expect(screen.getByText('请填写变更原因')).toBeInTheDocument();

    fireEvent.change(within(screen.getByTestId('employee-search')).getByRole('combobox'), {
      target: { value: '刘美' },
    });
    fireEvent.click(await screen.findByText('刘美芳-E100006'));
    await chooseRenewal('14-000041 · 续签 · 2026-06-01 ~ 2029-05-31');
    expect(await screen.findByTestId('contract-edit-decided')).toHaveTextContent('14-000041');
    expect(screen.getByTestId('contract-edit-previous-result')).toHaveTextContent('续签');
    expect(screen.getByTestId('contract-edit-decided')).toHaveTextContent('2026-06-01 ~ 2029-05-31');
    // The new values start as the renewal decided them: nothing changes yet.
    await waitFor(() => expect(radio('续签')).toBeChecked());
    expect(radio('固定期限')).toBeChecked();
    fireEvent.change(screen.getByTestId('contract-edit-reason'), { target: { value: '员工改变续签意愿' } });
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('变更后的续签结果与原结果相同，没有需要变更的内容')).toBeInTheDocument();

    fireEvent.click(radio('员工不续签'));
    await waitFor(() => expect(screen.queryByTestId('renewal-type')).not.toBeInTheDocument());
    expect(await collect(ref)).toEqual({
      renewalWorkId: 41,
      employeeId: 'E100006',
      employeeName: '刘美芳',
      contractReviewResult: 'employeeDeclines',
      reason: '员工改变续签意愿',
    });
  });

  it('corrects the term of a renewal: a fixed term needs its end', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<ContractEditStartForm ref={ref} initial={{ reason: '结束日期有误' }} />);
    fireEvent.change(within(screen.getByTestId('employee-search')).getByRole('combobox'), {
      target: { value: '刘美' },
    });
    fireEvent.click(await screen.findByText('刘美芳-E100006'));
    await chooseRenewal('14-000017 · 员工不续签');
    await waitFor(() => expect(radio('员工不续签')).toBeChecked());
    fireEvent.click(radio('续签'));
    fireEvent.click(await screen.findByRole('radio', { name: '固定期限' }));
    await screen.findByTestId('renewal-end');
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择新合同开始日期')).toBeInTheDocument();
    expect(await screen.findByText('固定期限合同须填写新合同结束日期')).toBeInTheDocument();
    // A fixed term may carry the employee's written request; it is offered, not required.
    expect(screen.getByTestId('renewal-fixed-requested')).toBeInTheDocument();
  });

  it('keeps the employee and the renewal on a resubmission', () => {
    mockServer();
    wrap(
      <ContractEditStartForm
        ref={createRef()}
        resubmit
        initial={{
          renewalWorkId: 41,
          contractReviewResult: 'employeeDeclines',
          reason: '员工改变续签意愿',
          employeeId: 'E100006',
          employeeName: '刘美芳',
          renewalFlowNo: '14-000041',
          previousResult: 'renew',
          previousContractType: 'fixed',
          previousBeginDay: '2026-06-01',
          previousEndDay: '2029-05-31',
        }}
      />,
    );
    expect(screen.getByTestId('contract-edit-employee-fixed')).toHaveTextContent('刘美芳-E100006');
    expect(screen.getByTestId('contract-edit-renewal-fixed')).toHaveTextContent('14-000041');
    expect(screen.getByTestId('contract-edit-previous-result')).toHaveTextContent('续签');
    expect(radio('员工不续签')).toBeChecked();
  });

  it('knows when a change changes nothing', () => {
    const renewal = RENEWALS[0] as TFinishedRenewal;
    const same = toContractEditInput({
      ...fromContractEditForm({ renewalWorkId: 41, reason: 'x' }),
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
      contractBeginDay: null,
    });
    expect(changesNothing({ ...same, contractBeginDay: '2026-06-01', contractEndDay: '2029-05-31' }, renewal)).toBe(
      true,
    );
    expect(changesNothing({ ...same, contractBeginDay: '2026-06-01', contractEndDay: '2028-05-31' }, renewal)).toBe(
      false,
    );
    expect(changesNothing({ contractReviewResult: 'negotiate' }, renewal)).toBe(false);
  });
});

describe('contract renewal result change view', () => {
  it('shows old and new side by side, the changed rows marked', () => {
    render(
      <ContractEditViewForm
        form={{
          renewalWorkId: 41,
          contractReviewResult: 'renew',
          contractTypeText: 'fixed',
          contractBeginDay: '2026-06-01',
          contractEndDay: '2028-05-31',
          reason: '结束日期有误',
          employeeId: 'E100006',
          employeeName: '刘美芳',
          shopCode: 'SH001',
          shopName: '上海南京西路店',
          renewalFlowNo: '14-000041',
          previousResult: 'renew',
          previousContractType: 'fixed',
          previousBeginDay: '2026-06-01',
          previousEndDay: '2029-05-31',
          isThreePeriodsTitle: '否',
          fixedTermCount: 1,
        }}
        detail={{ target: null, status: 'running' } as never}
      />,
    );
    expect(screen.getByText('刘美芳-E100006')).toBeInTheDocument();
    expect(screen.getByText('14-000041')).toBeInTheDocument();
    expect(screen.getByTestId('contract-edit-result-from')).toHaveTextContent('续签');
    expect(screen.getByTestId('contract-edit-result-to')).toHaveTextContent('续签');
    expect(screen.queryByTestId('contract-edit-result-changed')).not.toBeInTheDocument();
    expect(screen.getByTestId('contract-edit-endDay-from')).toHaveTextContent('2029-05-31');
    expect(screen.getByTestId('contract-edit-endDay-to')).toHaveTextContent('2028-05-31');
    expect(screen.getByTestId('contract-edit-endDay-changed')).toHaveTextContent('已变更');
    expect(screen.getByTestId('contract-edit-endDay-to').closest('tr')).toHaveClass('ce-changed');
    expect(screen.getByTestId('contract-edit-beginDay-from').closest('tr')).not.toHaveClass('ce-changed');
    expect(screen.getByText('结束日期有误')).toBeInTheDocument();
  });

  it('shows a renewal turned into a departure: type and term go to none', () => {
    render(
      <ContractEditViewForm
        form={{
          renewalWorkId: 41,
          contractReviewResult: 'employeeDeclines',
          reason: '员工改变续签意愿',
          renewalFlowNo: '14-000041',
          previousResult: 'renew',
          previousContractType: 'open_ended',
          previousBeginDay: '2026-06-01',
        }}
        detail={{ target: null, status: 'running' } as never}
      />,
    );
    expect(screen.getByTestId('contract-edit-result-to')).toHaveTextContent('员工不续签');
    expect(screen.getByTestId('contract-edit-contractType-from')).toHaveTextContent('无固定期限');
    expect(screen.getByTestId('contract-edit-endDay-from')).toHaveTextContent('无（无固定期限）');
    expect(screen.getByTestId('contract-edit-contractType-to')).toHaveTextContent('—');
    for (const row of ['result', 'contractType', 'beginDay', 'endDay'])
      expect(screen.getByTestId(`contract-edit-${row}-changed`)).toBeInTheDocument();
  });
});
