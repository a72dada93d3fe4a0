import { businessToday } from '@hris/contract';
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { collectForm, renderForm } from '../shared/form-test-kit';
import type { ProcessFormHandle } from '../types';
import { InsuranceStartForm } from './StartForm';
import { InsuranceViewForm } from './ViewForm';

/** 310101 + birth + sequence + its check character. */
function idNumber(birth: string, sequence: string) {
  const base = `310101${birth}${sequence}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(base[i]), 0);
  return `${base}${'10X98765432'[sum % 11]}`;
}

const month = businessToday().slice(0, 7);
const child = idNumber('20200615', '043');
const stored = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopName: '上海南京西路店',
  positionName: '店员',
  childName: '刘小宝',
  childIdNumber: child,
  relation: 'mother',
  relationTitle: '母亲',
  startMonth: month,
};

describe('child insurance forms', () => {
  it('asks for everything on an empty form', async () => {
    const ref = createRef<ProcessFormHandle>();
    renderForm(<InsuranceStartForm ref={ref} />);
    expect(await collectForm(ref)).toBeNull();
    expect(await screen.findByText('请填写子女姓名')).toBeInTheDocument();
    expect(screen.getByText('请填写子女身份证号码')).toBeInTheDocument();
    expect(screen.getByText('请选择与子女的关系')).toBeInTheDocument();
    expect(screen.getByText('请选择起保月份')).toBeInTheDocument();
  });

  it('collects a valid child and refuses a wrong check character and an adult', async () => {
    const ref = createRef<ProcessFormHandle>();
    const { unmount } = renderForm(<InsuranceStartForm ref={ref} resubmit initial={stored} />);
    expect(await collectForm(ref)).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      childName: '刘小宝',
      childIdNumber: child,
      relation: 'mother',
      startMonth: month,
    });
    unmount();
    const wrong = createRef<ProcessFormHandle>();
    const second = renderForm(
      <InsuranceStartForm
        ref={wrong}
        resubmit
        initial={{ ...stored, childIdNumber: `${child.slice(0, 17)}${child[17] === '0' ? '1' : '0'}` }}
      />,
    );
    expect(await collectForm(wrong)).toBeNull();
    expect(await screen.findByText('身份证号码校验位不正确')).toBeInTheDocument();
    second.unmount();
    const adult = createRef<ProcessFormHandle>();
    renderForm(
      <InsuranceStartForm ref={adult} resubmit initial={{ ...stored, childIdNumber: idNumber('20000101', '043') }} />,
    );
    expect(await collectForm(adult)).toBeNull();
    expect(await screen.findByText('子女须未满18周岁')).toBeInTheDocument();
  });

  it('shows the child with the birth date and gender of the number', () => {
    renderForm(<InsuranceViewForm form={stored} detail={{} as never} />);
    expect(screen.getByText(child)).toBeInTheDocument();
    expect(screen.getByText('2020-06-15')).toBeInTheDocument();
    expect(screen.getByText('男')).toBeInTheDocument();
    expect(screen.getByText('母亲')).toBeInTheDocument();
  });

  it('keeps a masked child number of a returned form unchanged, and reads no birth date from the mask', async () => {
    const masked = { ...stored, childIdNumber: `${child.slice(0, 4)}**********${child.slice(-4)}` };
    const ref = createRef<ProcessFormHandle>();
    const { unmount } = renderForm(<InsuranceStartForm ref={ref} resubmit initial={masked} />);
    const form = await collectForm(ref);
    expect(form).toMatchObject({ childName: '刘小宝', relation: 'mother', startMonth: month });
    expect(form).not.toHaveProperty('childIdNumber');
    unmount();
    renderForm(<InsuranceViewForm form={masked} detail={{ workId: 9 } as never} />);
    expect(screen.getByText(masked.childIdNumber)).toBeInTheDocument();
    expect(screen.queryByText('2020-06-15')).toBeNull();
  });
});
