import { addDays, businessToday } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProcessFormHandle } from '../types';
import { fromViolationForm, toViolationInput } from './fields';
import { ViolationStartForm } from './StartForm';
import { ViolationViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const violationDate = addDays(businessToday(), -2);
const stored = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  positionName: '店员',
  isThreePeriodsTitle: '否',
  violationDate,
  description: '当班期间擅自离岗',
  punishment: 'termination',
  lastWorkingDay: addDays(businessToday(), 5),
};

async function collect(ref: React.RefObject<ProcessFormHandle | null>) {
  let collected: Record<string, unknown> | null | undefined;
  await act(async () => {
    collected = await ref.current?.collect();
  });
  return collected;
}

describe('violation start form', () => {
  it('refuses an empty form with the field messages, and asks no last working day for it', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<ViolationStartForm ref={ref} />);
    expect(screen.queryByText('最后工作日')).toBeNull();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择违纪日期')).toBeInTheDocument();
    expect(screen.getByText('请选择处分')).toBeInTheDocument();
    expect(screen.getByText('请填写违纪说明')).toBeInTheDocument();
  });

  it('shows 最后工作日 for a termination and collects it', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<ViolationStartForm ref={ref} resubmit initial={stored} />);
    expect(screen.getByTestId('violation-employee-fixed')).toHaveTextContent('刘美芳-E100006');
    expect(screen.getByText('最后工作日')).toBeInTheDocument();
    expect(await collect(ref)).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      violationDate,
      description: '当班期间擅自离岗',
      punishment: 'termination',
      lastWorkingDay: stored.lastWorkingDay,
    });
  });

  it('refuses a violation date after today and a last working day before it', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(
      <ViolationStartForm
        ref={ref}
        resubmit
        initial={{ ...stored, violationDate: addDays(businessToday(), 1), lastWorkingDay: businessToday() }}
      />,
    );
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('违纪日期不能晚于今天')).toBeInTheDocument();
    expect(screen.getByText('最后工作日不能早于违纪日期')).toBeInTheDocument();
  });

  it('sends no last working day with a warning', () => {
    const values = fromViolationForm({ ...stored, punishment: 'written_warning' });
    expect(toViolationInput(values)).not.toHaveProperty('lastWorkingDay');
    expect(toViolationInput(fromViolationForm(stored))).toMatchObject({ lastWorkingDay: stored.lastWorkingDay });
  });
});

describe('violation view form', () => {
  it('shows the person, the punishment and the resignation the termination started', () => {
    wrap(<ViolationViewForm form={{ ...stored, resignationWorkId: 42 }} detail={{} as never} />);
    expect(screen.getByText('刘美芳-E100006')).toBeInTheDocument();
    expect(screen.getByText('SH001 上海南京西路店')).toBeInTheDocument();
    expect(screen.getByTestId('violation-view-punishment')).toHaveTextContent('解除劳动合同');
    expect(screen.getByTestId('violation-resignation')).toHaveTextContent('15-000042');
  });

  it('shows no last working day for a warning', () => {
    wrap(<ViolationViewForm form={{ ...stored, punishment: 'written_warning' }} detail={{} as never} />);
    expect(screen.getByTestId('violation-view-punishment')).toHaveTextContent('书面警告');
    expect(screen.queryByText('最后工作日')).toBeNull();
  });
});
