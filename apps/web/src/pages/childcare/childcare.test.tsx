import type { TChildcareEmployeeDetail, TChildcareRule, TChildcareUseRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import * as feedback from '../../feedback';
import { AreaEditForm } from './AreaEdit';
import ChildcareEmployeeEditPage from './EmployeeEdit';
import ChildcareUsedListPage from './UsedList';

const person = {
  employeeRef: 1,
  employeeId: 'E100001',
  employeeName: '王芳',
  employeeLabel: '王芳-E100001',
  employeeStatus: 1,
  employeeStatusText: '在职',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  regionName: '华东区',
};
const USES: TChildcareUseRow[] = [
  {
    ...person,
    id: 7,
    childId: 3,
    childName: '王小宝',
    birthDate: '2024-05-01',
    startDate: '2026-03-02',
    endDate: '2026-03-03',
    days: 1.5,
    remark: '陪孩子看病',
    createdByName: '李婷',
    createdTime: '2026-03-01 10:00',
  },
];
const DETAIL: TChildcareEmployeeDetail = {
  employeeId: 'E100001',
  employeeName: '王芳',
  employeeStatusText: '在职',
  shopCode: 'HZ001',
  shopName: '杭州湖滨店',
  province: '浙江省',
  city: '杭州市',
  children: [
    {
      id: 3,
      name: '王小宝',
      birthDate: '2024-05-01',
      age: 2,
      remark: '',
      balances: [
        {
          year: 2026,
          granted: 18,
          used: 1.5,
          remaining: 16.5,
          areas: [
            { areaText: '上海市', months: 6, daysPerYear: 12 },
            { areaText: '浙江省', months: 6, daysPerYear: 24 },
          ],
        },
      ],
    },
  ],
};
const RULE: TChildcareRule = {
  id: 4,
  province: '浙江省',
  city: '',
  areaText: '浙江省',
  daysPerYear: 15,
  maxAge: 3,
  effectiveFrom: '2024-01-01',
  effectiveTo: null,
  remark: '浙江省人口与计划生育条例',
  updatedTime: '2026-01-01 09:00',
};

function renderAt(url: string, element: React.ReactNode, path: string) {
  // antd's static toast renders into a root of its own and closes 3 s later on a timer, which would
  // fire after this file's jsdom window is gone ("window is not defined" fails the run).
  vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
  const post = vi.spyOn(http, 'post').mockImplementation(async (p: string) => {
    if (p === '/api/Childcare/GetUsedPageList') return { list: USES, total: 1 };
    if (p === '/api/Childcare/GetEmployeeDetail') return DETAIL;
    if (p === '/api/Childcare/GetRuleDetail') return RULE;
    if (p === '/api/Childcare/GetAreaOptions') return [{ province: '浙江省', cities: ['杭州市', '宁波市'] }];
    if (p === '/api/Childcare/SaveRule') return { id: 4 };
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/childcare/area" element={<div data-testid="area-list" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('育儿假 pages', () => {
  afterEach(() => vi.restoreAllMocks());
  // Antd's animations end on timers; let them run while the jsdom window still exists.
  afterAll(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 800));
  });

  it('lists the uses with the child, dates and half days', async () => {
    renderAt('/childcare/record', <ChildcareUsedListPage />, '/childcare/record');
    const row = (await screen.findByText('王小宝')).closest('tr') as HTMLElement;
    for (const text of ['E100001', '王芳', '2026-03-02', '2026-03-03', '1.5', '陪孩子看病', '李婷']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it("shows an employee's children and each year's days, counted by month and area", async () => {
    renderAt('/childcare/employeeEdit?employeeId=E100001', <ChildcareEmployeeEditPage />, '/childcare/employeeEdit');
    const child = await screen.findByTestId('childcare-child');
    expect(child).toHaveTextContent('王小宝 2024-05-01（2周岁）');
    const balances = within(child).getByTestId('childcare-balances');
    for (const text of ['2026', '18', '16.5', '上海市 6个月（12天/年）；浙江省 6个月（24天/年）']) {
      expect(within(balances).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('浙江省杭州市')).toBeInTheDocument();
  });

  it('edits a rule: its values filled in, saved with its id', async () => {
    const post = renderAt('/childcare/areaEdit?id=4', <AreaEditForm />, '/childcare/areaEdit');
    expect(await screen.findByText('修改省市育儿假规则')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2024-01-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('15')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('childcare-rule-save'));
    await waitFor(() => expect(screen.getByTestId('area-list')).toBeInTheDocument(), { timeout: 5000 });
    expect(feedback.toastSuccess).toHaveBeenCalledWith('已保存');
    const save = post.mock.calls.find(([p]) => p === '/api/Childcare/SaveRule');
    expect(save?.[1]).toEqual({
      id: 4,
      province: '浙江省',
      city: '',
      daysPerYear: 15,
      maxAge: 3,
      effectiveFrom: '2024-01-01',
      effectiveTo: null,
      remark: '浙江省人口与计划生育条例',
    });
  });
});
