import { addDays, businessToday, type TRenewalInfo } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { processBatchColumns, processTaskColumns } from '../registry';
import type { ProcessFormHandle } from '../types';
import { ContractRenewalAuditForm } from './AuditForm';
import { fromRenewalForm, termEnd, toRenewalInput } from './fields';
import { ContractRenewalStartForm } from './StartForm';
import { ContractRenewalViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const INFO: TRenewalInfo = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  positionName: '收银员',
  currentContractType: 'fixed',
  currentContractTypeText: '固定期限',
  currentContractBeginDay: '2023-06-01',
  currentContractEndDay: '2026-05-31',
  currentSequence: 1,
  suggestedBeginDay: '2026-06-01',
  jzsj: '2026-05-01',
  isThreePeriodsTitle: '否',
  threePeriodEndDay: '',
  fixedTermCount: 1,
  openEndedDue: false,
  runningFlowNo: '',
};

function mockServer(info: Partial<TRenewalInfo> = {}) {
  return vi.spyOn(http, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/api/User/SearchEmployee') return [{ name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001' }];
    if (url === '/api/ContractRenewal/GetRenewalInfo') {
      expect(body).toEqual({ employeeId: 'E100006' });
      return { ...INFO, ...info };
    }
    throw new Error(`unexpected ${url}`);
  });
}

async function pickEmployee() {
  fireEvent.change(within(screen.getByTestId('employee-search')).getByRole('combobox'), {
    target: { value: '刘美' },
  });
  fireEvent.click(await screen.findByText('刘美芳-E100006'));
  await screen.findByTestId('renewal-facts');
}

async function collect(ref: { current: ProcessFormHandle | null }) {
  let value: Record<string, unknown> | null | undefined;
  await act(async () => {
    value = await ref.current?.collect();
  });
  return value;
}

const radio = (name: string) => screen.getByRole('radio', { name });

/** The form as the server stored it: a work the system started, the proposal still empty. */
const systemStarted = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  positionName: '收银员',
  reasons: '',
  currentContractType: 'fixed',
  currentContractBeginDay: '2023-06-01',
  currentContractEndDay: '2026-05-31',
  currentSequence: 2,
  jzsj: '2026-05-01',
  isThreePeriodsTitle: '否',
  fixedTermCount: 2,
  startedBySystem: true,
};

const detail = {
  status: 'running',
  target: { name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001', shopName: '上海南京西路店', statusText: '在职' },
} as never;

describe('contract renewal start form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the renewal info and, in 三期, warns and disables 公司不续签', async () => {
    mockServer({ isThreePeriodsTitle: '是', threePeriodEndDay: '2027-03-15', runningFlowNo: '14-000321' });
    wrap(<ContractRenewalStartForm ref={createRef()} />);
    await pickEmployee();
    expect(screen.getByTestId('renewal-current-type')).toHaveTextContent('固定期限');
    expect(screen.getByTestId('renewal-current-term')).toHaveTextContent('2023-06-01 ~ 2026-05-31');
    expect(screen.getByTestId('renewal-jzsj')).toHaveTextContent('2026-05-01');
    expect(screen.getByTestId('renewal-three-periods')).toHaveTextContent('是（至 2027-03-15）');
    expect(screen.getByTestId('renewal-shop')).toHaveTextContent('SH001 上海南京西路店');
    expect(screen.getByTestId('renewal-running')).toHaveTextContent('14-000321');
    expect(screen.getByTestId('renewal-three-periods-alert')).toHaveTextContent(
      '员工处于三期（至 2027-03-15），合同不得在三期内终止，不能选择“公司不续签”；续签合同如在三期内到期将顺延至三期结束',
    );
    expect(radio('公司不续签')).toBeDisabled();
    expect(radio('员工不续签')).toBeEnabled();
    expect(radio('续签')).toBeEnabled();
  });

  it('defaults to 无固定期限 when it is due, and asks for the written request for a fixed term', async () => {
    mockServer({ fixedTermCount: 2, openEndedDue: true, currentSequence: 2 });
    const ref = createRef<ProcessFormHandle>();
    wrap(<ContractRenewalStartForm ref={ref} />);
    await pickEmployee();
    expect(screen.getByTestId('renewal-fixed-term-count')).toHaveTextContent('2次应订立无固定期限');
    fireEvent.click(radio('续签'));
    await waitFor(() => expect(radio('无固定期限')).toBeChecked());
    expect(screen.queryByTestId('renewal-fixed-requested')).not.toBeInTheDocument();
    expect(screen.queryByTestId('renewal-end')).not.toBeInTheDocument();
    // Open-ended: no end date, no request; the begin day is the day after the contract ends.
    expect(await collect(ref)).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
      contractBeginDay: '2026-06-01',
      reasons: '',
    });

    fireEvent.click(radio('固定期限'));
    expect(await screen.findByTestId('renewal-open-ended-alert')).toHaveTextContent(
      '已连续订立2次固定期限劳动合同，依《劳动合同法》第十四条，续订时应订立无固定期限劳动合同，除非员工书面要求订立固定期限',
    );
    fireEvent.click(screen.getByTestId('renewal-term-3'));
    expect(await collect(ref)).toBeNull();
    expect(
      await screen.findByText('员工未书面要求订立固定期限的，应订立无固定期限劳动合同；确有书面要求请勾选'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('renewal-fixed-requested'));
    expect(await collect(ref)).toMatchObject({
      contractTypeText: 'fixed',
      contractBeginDay: '2026-06-01',
      contractEndDay: '2029-05-31',
      fixedTermRequested: true,
    });
  });

  it('needs an end date for a fixed term, and the quick buttons set whole years', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<ContractRenewalStartForm ref={ref} />);
    await pickEmployee();
    fireEvent.click(radio('续签'));
    await waitFor(() => expect(radio('固定期限')).toBeChecked());
    await screen.findByTestId('renewal-end');
    // Not due: no written request is asked for.
    expect(screen.queryByTestId('renewal-open-ended-alert')).not.toBeInTheDocument();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('固定期限合同须填写新合同结束日期')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('renewal-term-1'));
    expect(await collect(ref)).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
      contractBeginDay: '2026-06-01',
      contractEndDay: '2027-05-31',
      reasons: '',
    });
  });

  it('asks for the reasons when the contract is not renewed, and sends no term', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<ContractRenewalStartForm ref={ref} />);
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择续签结果')).toBeInTheDocument();
    await pickEmployee();
    fireEvent.click(radio('员工不续签'));
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('不续签或协商解除须填写说明')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('renewal-reasons'), { target: { value: '员工另有发展' } });
    expect(await collect(ref)).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      contractReviewResult: 'employeeDeclines',
      reasons: '员工另有发展',
    });
  });

  it('shows a refusal of the renewal info under the employee', async () => {
    vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/User/SearchEmployee') return [{ name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001' }];
      if (url === '/api/ContractRenewal/GetRenewalInfo')
        throw new Error('刘美芳-E100006 没有可续签的固定期限合同（无合同结束日期）');
      throw new Error(`unexpected ${url}`);
    });
    wrap(<ContractRenewalStartForm ref={createRef()} />);
    fireEvent.change(within(screen.getByTestId('employee-search')).getByRole('combobox'), {
      target: { value: '刘美' },
    });
    fireEvent.click(await screen.findByText('刘美芳-E100006'));
    expect(await screen.findByTestId('renewal-info-error')).toHaveTextContent('没有可续签的固定期限合同');
  });

  it('round-trips a stored proposal and sends only what the result needs', () => {
    const stored = {
      employeeId: 'E100006',
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
      contractBeginDay: '2026-06-01',
      contractEndDay: '2029-05-31',
      fixedTermRequested: true,
      reasons: '',
    };
    expect(toRenewalInput(fromRenewalForm(stored))).toEqual(stored);
    expect(toRenewalInput({ ...fromRenewalForm(stored), contractTypeText: 'open_ended' })).toEqual({
      employeeId: 'E100006',
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
      contractBeginDay: '2026-06-01',
      reasons: '',
    });
    expect(termEnd('2026-06-01', 3)).toBe('2029-05-31');
    expect(termEnd('2024-03-01', 1)).toBe('2025-02-28');
  });
});

describe('contract renewal steps', () => {
  it('opens the empty proposal of a system start at 1402 with the defaults, and sends the editable fields', async () => {
    const ref = createRef<ProcessFormHandle>();
    render(
      <ContractRenewalAuditForm
        ref={ref}
        form={systemStarted}
        detail={detail}
        editableFields={[
          'contractReviewResult',
          'contractTypeText',
          'contractBeginDay',
          'contractEndDay',
          'reasons',
          'fixedTermRequested',
        ]}
        nodeId={1402}
      />,
    );
    expect(screen.getByTestId('renewal-started-by-system')).toHaveTextContent('系统发起');
    expect(screen.getByTestId('renewal-fixed-term-count')).toHaveTextContent('应订立无固定期限');
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择续签结果')).toBeInTheDocument();
    fireEvent.click(radio('续签'));
    // Two fixed terms in the stored form: open-ended, from the day after the contract ends.
    await waitFor(() => expect(radio('无固定期限')).toBeChecked());
    expect(await collect(ref)).toEqual({
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
      contractBeginDay: '2026-06-01',
      reasons: '',
    });
  });

  it('keeps 三期 at 1403 and refuses a stored 公司不续签', async () => {
    const ref = createRef<ProcessFormHandle>();
    render(
      <ContractRenewalAuditForm
        ref={ref}
        form={{
          ...systemStarted,
          isThreePeriodsTitle: '是',
          threePeriodEndDay: '2027-03-15',
          contractReviewResult: 'notRenew',
          reasons: '门店调整',
        }}
        detail={detail}
        editableFields={['contractReviewResult', 'contractTypeText', 'contractBeginDay', 'contractEndDay', 'reasons']}
        nodeId={1403}
      />,
    );
    expect(screen.getByTestId('renewal-three-periods-alert')).toBeInTheDocument();
    expect(radio('公司不续签')).toBeDisabled();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('员工处于三期，合同不得由公司终止，不能选择“公司不续签”')).toBeInTheDocument();
  });

  it('asks for the signing day at 1406, not in the future, and sends only it', async () => {
    const renewed = {
      ...systemStarted,
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
      contractBeginDay: '2026-06-01',
    };
    const ref = createRef<ProcessFormHandle>();
    const { unmount } = render(
      <ContractRenewalAuditForm
        ref={ref}
        form={renewed}
        detail={detail}
        editableFields={['signedDate']}
        nodeId={1406}
      />,
    );
    expect(screen.getByTestId('renewal-view-result')).toHaveTextContent('续签');
    expect(screen.getByTestId('renewal-view-term')).toHaveTextContent('2026-06-01 起（无固定期限）');
    expect(screen.getByText('签署日期')).toBeInTheDocument();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请填写员工签署新合同的日期')).toBeInTheDocument();
    unmount();

    const tomorrow = addDays(businessToday(), 1);
    const future = createRef<ProcessFormHandle>();
    const second = render(
      <ContractRenewalAuditForm
        ref={future}
        form={{ ...renewed, signedDate: tomorrow }}
        detail={detail}
        editableFields={['signedDate']}
        nodeId={1406}
      />,
    );
    expect(await collect(future)).toBeNull();
    expect(await screen.findByText('签署日期不能晚于今天')).toBeInTheDocument();
    second.unmount();

    const signed = createRef<ProcessFormHandle>();
    render(
      <ContractRenewalAuditForm
        ref={signed}
        form={{ ...renewed, signedDate: businessToday() }}
        detail={detail}
        editableFields={['signedDate']}
        nodeId={1406}
      />,
    );
    expect(await collect(signed)).toEqual({ signedDate: businessToday() });
  });

  it('shows everything read-only, with the 三期 extension', () => {
    render(
      <ContractRenewalViewForm
        form={{
          ...systemStarted,
          contractReviewResult: 'renew',
          contractTypeText: 'fixed',
          contractBeginDay: '2026-06-01',
          contractEndDay: '2027-03-15',
          fixedTermRequested: true,
          extendedForThreePeriods: true,
          signedDate: '2026-05-20',
          isThreePeriodsTitle: '是',
          threePeriodEndDay: '2027-03-15',
        }}
        detail={{ ...(detail as object), status: 'finished' } as never}
      />,
    );
    expect(screen.getByText('刘美芳-E100006')).toBeInTheDocument();
    expect(screen.getByTestId('renewal-view-result')).toHaveTextContent('续签');
    expect(screen.getByTestId('renewal-view-term')).toHaveTextContent('2026-06-01 ~ 2027-03-15');
    expect(screen.getByTestId('renewal-view-extended')).toHaveTextContent('因三期顺延');
    expect(screen.getByTestId('renewal-started-by-system')).toBeInTheDocument();
    expect(screen.getByText('员工书面要求固定期限')).toBeInTheDocument();
    expect(screen.getByText('2026-05-20')).toBeInTheDocument();
    expect(screen.getByTestId('renewal-three-periods')).toHaveTextContent('是（至 2027-03-15）');
    // A finished work's deadline is history, not a warning.
    expect(screen.getByTestId('renewal-jzsj').className).not.toMatch(/danger/);
  });

  it('adds its columns to the task lists and the batch dialog', () => {
    expect(processTaskColumns(14).map((c) => c.name)).toEqual(['续签结果', '现合同结束日期', '审批截止']);
    expect(processBatchColumns(14).map((c) => c.title)).toEqual(['续签结果', '新合同期限']);
    const jzsj = processTaskColumns(14)[2];
    const past = addDays(businessToday(), -1);
    render(<div>{jzsj?.slot?.({ jzsj: past } as never, 0)}</div>);
    expect(screen.getByText(past).closest('.ant-typography')?.className).toMatch(/danger/);
  });
});
