import { PrivacyPaths, StaffPaths, type TNavMenu, type TStaffDetail } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import { usePermissionStore } from '../../../stores/permission';
import StaffDetailPage from './StaffDetail';

const menus = (...codes: string[]) => codes.map((menuCode) => ({ menuCode, isEdit: 0 }) as TNavMenu);

/** A person as the server answers now: the salary figures masked (issue 38). */
const STAFF: TStaffDetail = {
  id: 7,
  employeeId: 'E100001',
  name: '王芳',
  label: '王芳-E100001',
  gender: 'F',
  genderText: '女',
  employeeType: 'office',
  employeeTypeText: '职能',
  status: 1,
  statusText: '在职',
  shopCode: null,
  shopName: null,
  regionName: null,
  orgUnitName: '人力资源部',
  positionId: 2,
  positionName: 'HR专员',
  rank: 'P2',
  entryDate: '2024-03-01',
  contractEndDate: null,
  probationEndDate: null,
  phone: '138****8000',
  email: null,
  identityNumber: '3101**********1234',
  identityMasked: true,
  version: 1,
  birthDate: null,
  orgUnitId: 3,
  shopId: null,
  probationBeginDate: null,
  regularDate: null,
  contractBeginDate: null,
  leaveDate: null,
  leaveType: null,
  dishonorableDischarge: 0,
  account: null,
  history: [],
  processes: [],
  contracts: [],
  violations: [],
  performances: [],
  threePeriods: [],
  salaryVisible: true,
  salaryChanges: [
    {
      id: 91,
      effectiveDate: '2026-03-01',
      basis: 0,
      basisText: '税前月薪',
      amount: '***',
      previousAmount: '***',
      reason: '年度调薪',
    },
    {
      id: 90,
      effectiveDate: '2024-03-01',
      basis: 0,
      basisText: '税前月薪',
      amount: '***',
      previousAmount: null,
      reason: '入职定薪',
    },
  ],
  attachments: [],
  placementLocked: false,
  statusLocked: false,
};

function renderDetail(...codes: string[]) {
  usePermissionStore.setState({ menus: menus('StaffList', 'SalaryList', ...codes) });
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === StaffPaths.getStaffDetail) return STAFF;
    if (path === PrivacyPaths.revealPersonalField) return { value: '12000.00' };
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/staff/detail?id=7']}>
        <Routes>
          <Route path="/staff/detail" element={<StaffDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

async function openSalaryTab() {
  fireEvent.click(await screen.findByRole('tab', { name: /调薪/ }));
  return screen.findByTestId('staff-salary-amount-91');
}

describe('员工详情 salary tab with masked figures', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    usePermissionStore.getState().reset();
  });

  it('shows *** with no 查看 without 敏感信息查看', async () => {
    renderDetail();
    expect(await openSalaryTab()).toHaveTextContent('***');
    expect(screen.getByTestId('staff-salary-previousAmount-91')).toHaveTextContent('***');
    expect(screen.getByTestId('staff-salary-previousAmount-90')).toHaveTextContent('—');
    expect(screen.queryByTestId('staff-salary-amount-91-reveal')).toBeNull();
    expect(screen.getByTestId('staff-salary-amount-91').querySelector('button')).toBeNull();
  });

  it('reveals a figure of one salary change, with a reason, to a holder of 敏感信息查看', async () => {
    const post = renderDetail('SensitiveData');
    await openSalaryTab();
    // Each masked figure has its own 查看, named by its column (role queries are slow on this page).
    expect(screen.getByTestId('staff-salary-amount-91-reveal')).toHaveAccessibleName('查看明文：调整后薪资');
    expect(screen.getByTestId('staff-salary-amount-90-reveal')).toHaveAccessibleName('查看明文：调整后薪资');
    expect(screen.getByTestId('staff-salary-previousAmount-91-reveal')).toHaveAccessibleName('查看明文：调整前薪资');
    expect(screen.queryByTestId('staff-salary-previousAmount-90-reveal')).toBeNull();

    fireEvent.click(screen.getByTestId('staff-salary-amount-91-reveal'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '原因' }));
    fireEvent.click(await screen.findByTitle('办理人事业务'));
    fireEvent.click(screen.getByTestId('reveal-confirm'));

    await waitFor(() => expect(screen.getByTestId('staff-salary-amount-91')).toHaveTextContent('12000.00'));
    expect(screen.getByTestId('staff-salary-amount-90')).toHaveTextContent('***');
    expect(post).toHaveBeenCalledWith(PrivacyPaths.revealPersonalField, {
      subject: 'salary',
      id: 91,
      field: 'amount',
      purpose: 'business',
    });
  });
});
