import { addDays, businessToday } from '@hris/contract';
import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { collectForm, renderForm } from '../shared/form-test-kit';
import type { ProcessFormHandle } from '../types';
import { WelfareAuditForm } from './AuditForm';
import { WelfareStartForm } from './StartForm';
import { WelfareViewForm } from './ViewForm';

const stored = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  positionName: '店员',
  entryDate: '2022-03-01',
  treatmentCategory: 1,
  childrenName: '刘小宝',
  amount: 500,
  treatmentCategoryTitle: '生育',
};

describe('welfare start form', () => {
  it('asks for the person and the category, then the category’s own field and certificate', async () => {
    const ref = createRef<ProcessFormHandle>();
    renderForm(<WelfareStartForm ref={ref} />);
    expect(await collectForm(ref)).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择福利类型')).toBeInTheDocument();
    expect(screen.queryByText('结婚日期')).toBeNull();
    fireEvent.click(screen.getByText('结婚'));
    expect(await screen.findByText('结婚日期')).toBeInTheDocument();
    expect(screen.getByTestId('welfare-certificate-hint')).toHaveTextContent('请在下方“附件”中上传结婚证（必传）');
    fireEvent.click(screen.getByText('生育'));
    expect(await screen.findByText('子女姓名')).toBeInTheDocument();
    expect(screen.getByTestId('welfare-certificate-hint')).toHaveTextContent('出生证明');
  });

  it('collects a newborn claim on resubmission, and refuses a marriage date more than 12 months back', async () => {
    const ref = createRef<ProcessFormHandle>();
    const { unmount } = renderForm(<WelfareStartForm ref={ref} resubmit initial={stored} />);
    expect(screen.getByTestId('welfare-employee-fixed')).toHaveTextContent('刘美芳-E100006');
    expect(await collectForm(ref)).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      treatmentCategory: 1,
      childrenName: '刘小宝',
      amount: 500,
    });
    unmount();
    const old = createRef<ProcessFormHandle>();
    renderForm(
      <WelfareStartForm
        ref={old}
        resubmit
        initial={{
          ...stored,
          treatmentCategory: 0,
          childrenName: undefined,
          marryDate: addDays(businessToday(), -400),
        }}
      />,
    );
    expect(await collectForm(old)).toBeNull();
    expect(await screen.findByText(/结婚福利须在结婚后12个月内申请/)).toBeInTheDocument();
  });
});

describe('welfare view and 2002 forms', () => {
  it('shows the event and the amount', () => {
    renderForm(<WelfareViewForm form={stored} detail={{} as never} />);
    expect(screen.getByTestId('welfare-view-category')).toHaveTextContent('生育');
    expect(screen.getByText('刘小宝')).toBeInTheDocument();
    expect(screen.getByTestId('welfare-view-amount')).toHaveTextContent('500.00');
  });

  it('head office books an amount above 0 and at most 100000, sent alone', async () => {
    const ref = createRef<ProcessFormHandle>();
    renderForm(
      <WelfareAuditForm ref={ref} form={stored} detail={{} as never} editableFields={['amount']} nodeId={2002} />,
    );
    const input = screen.getByTestId('welfare-amount-input');
    expect(input).toHaveValue('500');
    fireEvent.change(input, { target: { value: '0' } });
    expect(await collectForm(ref)).toBeNull();
    expect(await screen.findByText('请填写福利金额（须大于0）')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '100001' } });
    expect(await collectForm(ref)).toBeNull();
    expect(await screen.findByText('福利金额不能超过100000元')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '800.5' } });
    expect(await collectForm(ref)).toEqual({ amount: 800.5 });
  });
});
