import { UserPaths } from '@hris/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { HealthInvoiceStartForm } from '../health-invoice/StartForm';
import { HealthUpdateStartForm } from '../health-update/StartForm';
import { InsuranceStartForm } from '../insurance/StartForm';
import type { StartFormProps } from '../types';
import { WelfareStartForm } from '../welfare/StartForm';
import { renderForm } from './form-test-kit';

const person = { employeeId: 'E200318', name: '林小雨', shopCode: 'SH007' };
const brief = {
  id: 318,
  employeeId: 'E200318',
  name: '林小雨',
  employeeType: 'store',
  status: 1,
  statusText: '在职',
  gender: '女',
  shopCode: 'SH007',
  shopName: '杭州湖滨店',
  regionName: '华东区',
  orgUnitName: '杭州湖滨店',
  positionName: '收银员',
  rank: 'S1',
  entryDate: '2024-05-06',
  phone: null,
};

const FORMS: [string, ComponentType<StartFormProps>, string][] = [
  ['38 健康证更新', HealthUpdateStartForm, 'health-update'],
  ['39 健康证发票报销', HealthInvoiceStartForm, 'health-invoice'],
  ['20 婚育福利', WelfareStartForm, 'welfare'],
  ['21 少儿险增加', InsuranceStartForm, 'insurance'],
];

afterEach(() => vi.restoreAllMocks());

describe('the start forms show the picked employee’s store and position', () => {
  it.each(FORMS)('%s: on a new start, once the person is picked', async (_name, StartForm, testId) => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
      if (path === UserPaths.searchEmployee) return [person];
      if (path === UserPaths.getUserInfoForStartWfUser) return brief;
      return [];
    });
    renderForm(<StartForm />);
    expect(screen.getByTestId(`${testId}-shop`)).toHaveTextContent('—');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '林' } });
    fireEvent.click(await screen.findByText('林小雨-E200318'));
    await waitFor(() => expect(screen.getByTestId(`${testId}-shop`)).toHaveTextContent('杭州湖滨店'));
    expect(screen.getByTestId(`${testId}-position`)).toHaveTextContent('收银员');
    expect(post).toHaveBeenCalledWith(
      UserPaths.getUserInfoForStartWfUser,
      expect.objectContaining({ employeeId: 'E200318' }),
    );
  });

  it('on a resubmission, the stored store and position without asking the server', () => {
    const post = vi.spyOn(http, 'post');
    renderForm(
      <WelfareStartForm
        resubmit
        initial={{
          employeeId: 'E200318',
          employeeName: '林小雨',
          shopName: '杭州湖滨店',
          positionName: '店长',
          treatmentCategory: 1,
        }}
      />,
    );
    expect(screen.getByTestId('welfare-shop')).toHaveTextContent('杭州湖滨店');
    expect(screen.getByTestId('welfare-position')).toHaveTextContent('店长');
    expect(post).not.toHaveBeenCalledWith(UserPaths.getUserInfoForStartWfUser, expect.anything());
  });

  it('on a resubmission of a form that kept no position (38), the position is looked up', async () => {
    vi.spyOn(http, 'post').mockImplementation(async (path: string) =>
      path === UserPaths.getUserInfoForStartWfUser ? brief : [],
    );
    renderForm(
      <HealthUpdateStartForm
        resubmit
        initial={{
          employeeId: 'E200318',
          employeeName: '林小雨',
          shopName: '杭州湖滨店',
          healthStartDate: '2026-01-01',
        }}
      />,
    );
    expect(screen.getByTestId('health-update-shop')).toHaveTextContent('杭州湖滨店');
    await waitFor(() => expect(screen.getByTestId('health-update-position')).toHaveTextContent('收银员'));
  });
});
