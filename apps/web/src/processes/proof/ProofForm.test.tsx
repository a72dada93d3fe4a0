import { PrivacyPaths, type TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { WorkDetail } from '../../api/workflow';
import { usePermissionStore } from '../../stores/permission';
import type { ProcessFormHandle } from '../types';
import { ProofAuditForm } from './AuditForm';
import { ProofStartForm } from './StartForm';
import { ProofViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const stored = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  applyType: 0,
  purpose: '办理房贷',
  copies: 2,
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  positionName: '店员',
  entryDate: '2024-03-01',
  salaryBasis: 1,
  salaryAmount: 102000,
  salaryEffectiveDate: '2025-07-01',
  monthlyIncome: 8500,
};
const detail = { workId: 57, employeeName: '刘美芳', employeeId: 'E100006' } as unknown as WorkDetail;
/** The stored form as a viewer other than 2502's handler gets it: every salary figure masked. */
const masked = { ...stored, salaryAmount: '***', averageMonthlyIncome: '***', monthlyIncome: '***' };
const menus = (...codes: string[]) => codes.map((menuCode) => ({ menuCode, isEdit: 0 }) as TNavMenu);

async function collect(ref: React.RefObject<ProcessFormHandle | null>) {
  let collected: Record<string, unknown> | null | undefined;
  await act(async () => {
    collected = await ref.current?.collect();
  });
  return collected;
}

describe('proof start form', () => {
  it('refuses an empty form with the field messages', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<ProofStartForm ref={ref} />);
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择证明类型')).toBeInTheDocument();
    expect(screen.getByText('请填写用途')).toBeInTheDocument();
  });

  it('explains the chosen type and collects a resubmitted form', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<ProofStartForm ref={ref} resubmit initial={{ ...stored, applyType: 1, remark: '加急' }} />);
    expect(screen.getByTestId('proof-employee-fixed')).toHaveTextContent('刘美芳-E100006');
    expect(screen.getByTestId('proof-type-note')).toHaveTextContent('在职证明：仅限在职或离职中的员工');
    expect(await collect(ref)).toMatchObject({
      employeeId: 'E100006',
      applyType: 1,
      purpose: '办理房贷',
      copies: 2,
      remark: '加急',
    });
  });

  it('refuses more than five copies with the contract message', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<ProofStartForm ref={ref} resubmit initial={{ ...stored, copies: 9 }} />);
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('份数不能超过5')).toBeInTheDocument();
  });
});

describe('proof view and 2502 forms', () => {
  it('shows the letter, the salary it came from and, once issued, its number', () => {
    wrap(<ProofViewForm form={{ ...stored, letterNo: 'HRZM-2026-0007', issuedOn: '2026-11-20' }} detail={detail} />);
    expect(screen.getByText('收入证明')).toBeInTheDocument();
    expect(screen.getByText('HRZM-2026-0007')).toBeInTheDocument();
    expect(screen.getByTestId('proof-salary')).toHaveTextContent('税前年薪');
    expect(screen.getByTestId('proof-salary')).toHaveTextContent('¥102,000.00');
    expect(screen.getByTestId('proof-salary')).toHaveTextContent('薪资记录不足12个月');
    expect(screen.getByTestId('proof-salary')).toHaveTextContent('月收入（税前）¥8,500.00');
  });

  it('lets 2502 correct the monthly income, shows it in capitals and sends only it', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<ProofAuditForm ref={ref} form={stored} detail={detail} editableFields={['monthlyIncome']} nodeId={2502} />);
    expect(screen.getByTestId('proof-capitals')).toHaveTextContent('人民币捌仟伍佰元整');
    const input = screen.getByTestId('proof-monthly-income').querySelector('input') ?? screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '8600.5' } });
    expect(await screen.findByText('人民币捌仟陆佰元伍角')).toBeInTheDocument();
    expect(await collect(ref)).toEqual({ monthlyIncome: 8600.5 });
  });

  describe('masked salary figures (issue 38)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      usePermissionStore.getState().reset();
    });

    it('shows *** with no 查看 to a viewer without 敏感信息查看, never ¥NaN', () => {
      usePermissionStore.setState({ menus: menus('Task') });
      wrap(<ProofViewForm form={masked} detail={detail} />);
      const salary = screen.getByTestId('proof-salary');
      expect(within(salary).getByTestId('work-salaryAmount')).toHaveTextContent('***');
      expect(within(salary).getByTestId('work-averageMonthlyIncome')).toHaveTextContent('***');
      expect(within(salary).getByTestId('work-monthlyIncome')).toHaveTextContent('***');
      expect(salary).not.toHaveTextContent(/NaN|¥/);
      expect(screen.queryByRole('button', { name: /查看明文/ })).toBeNull();
    });

    it('reveals a figure, with a reason, to a holder of 敏感信息查看 and shows it in yuan', async () => {
      usePermissionStore.setState({ menus: menus('Task', 'SensitiveData') });
      const post = vi.spyOn(http, 'post').mockResolvedValue({ value: '8500.00' });
      wrap(<ProofViewForm form={masked} detail={detail} />);
      expect(screen.getByRole('button', { name: '查看明文：最近生效薪资' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '查看明文：近12个月平均月收入' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '查看明文：月收入（税前）' }));
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: '原因' }));
      fireEvent.click(await screen.findByTitle('办理人事业务'));
      fireEvent.click(screen.getByTestId('reveal-confirm'));
      await waitFor(() => expect(screen.getByTestId('work-monthlyIncome')).toHaveTextContent('¥8,500.00'));
      expect(screen.getByTestId('work-salaryAmount')).toHaveTextContent('***');
      expect(post).toHaveBeenCalledWith(PrivacyPaths.revealPersonalField, {
        subject: 'work',
        id: 57,
        field: 'monthlyIncome',
        purpose: 'business',
      });
    });

    it('never reads a mask as the income at 2502: empty input, no capitals, nothing sent', async () => {
      const ref = createRef<ProcessFormHandle>();
      wrap(<ProofAuditForm ref={ref} form={masked} detail={detail} editableFields={['monthlyIncome']} nodeId={2502} />);
      expect(screen.getByTestId('proof-capitals')).toHaveTextContent('—');
      const input = screen.getByTestId('proof-monthly-income').querySelector('input') ?? screen.getByRole('spinbutton');
      expect(input).toHaveValue('');
      expect(await collect(ref)).toBeNull();
    });
  });
});
