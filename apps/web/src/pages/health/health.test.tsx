import type { THealthDetail, THealthRow, TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { usePermissionStore } from '../../stores/permission';
import { HealthEditForm } from './HealthEdit';
import HealthListPage from './HealthList';

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
const certificate = {
  id: 5,
  healthStartDate: '2026-01-01',
  healthEndDate: '2026-12-31',
  remark: '年度体检',
  attachment: { id: 9, fileName: '健康证.pdf', routeUrl: '/api/File/DownloadFile?attachmentId=9', byteLength: 100 },
  workId: null,
  createdByName: '李婷',
  createdTime: '2026-01-02T02:00:00.000Z',
};
const ROWS: THealthRow[] = [
  {
    ...person,
    employeeRef: 2,
    employeeId: 'E100002',
    employeeName: '张伟',
    status: 'missing',
    statusText: '缺失',
    daysLeft: null,
    certificate: null,
  },
  { ...person, status: 'expiring', statusText: '即将过期', daysLeft: 12, certificate },
];

function renderAt(url: string, element: React.ReactNode, path: string) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (p: string) => {
    if (p === '/api/HealthCertificates/GetHealthCertificatesPageList') return { list: ROWS, total: 2 };
    if (p === '/api/HealthCertificates/GetHealthCertificatesDetail') {
      return {
        ...person,
        status: 'expiring',
        statusText: '即将过期',
        daysLeft: 12,
        certificate,
        isActiveStoreEmployee: true,
        certificates: [certificate],
      } satisfies THealthDetail;
    }
    if (p === '/api/HealthCertificates/CreateHealthCertificates') return { id: 5 };
    if (p === '/api/Task/GetCanStartedWFList') return [{ flowId: 38, flowName: '健康证更新', category: 'other' }];
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/health/view" element={<div data-testid="view-page" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('健康证列表 and its edit page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each person with status, dates, days left and scan, opening filtered as its link says', async () => {
    const post = renderAt(
      '/health/list?filter.shopCode=SH001&filter.status=expiring%2Cexpired%2Cmissing',
      <HealthListPage />,
      '/health/list',
    );
    const expiring = (await screen.findByTestId('health-status-expiring')).closest('tr') as HTMLElement;
    for (const text of ['E100001', '王芳', '2026-01-01', '2026-12-31', '12天', '年度体检', '健康证.pdf']) {
      expect(within(expiring).getByText(text)).toBeInTheDocument();
    }
    const missing = screen.getByTestId('health-status-missing').closest('tr') as HTMLElement;
    expect(within(missing).getByText('缺失')).toBeInTheDocument();
    const call = post.mock.calls.find(([p]) => p === '/api/HealthCertificates/GetHealthCertificatesPageList');
    expect(call?.[1]).toMatchObject({
      filters: {
        shopCode: { search: 'SH001', isSearch: true },
        status: { search: 'expiring,expired,missing', isSearch: true },
      },
    });
  });

  it('starts renewals for the chosen rows that need one, where the user may start flow 38', async () => {
    usePermissionStore.setState({ menus: [{ menuCode: 'Task', isEdit: 1 } as TNavMenu] });
    renderAt('/health/list', <HealthListPage />, '/health/list');
    const open = await screen.findByTestId('health-batch-update-open');
    expect(open).toBeDisabled();
    expect(screen.queryByTestId('health-batch-invoice-open')).toBeNull();
    for (const row of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(row);
    // 张伟 is 缺失 and 王芳 即将过期: both need one.
    await waitFor(() => expect(open).toHaveTextContent('批量提交健康证更新（2）'));
    fireEvent.click(open);
    const dialog = await screen.findByTestId('health-batch-update');
    expect(within(dialog).getByTestId('health-batch-start-E100002')).toBeInTheDocument();
    expect(within(dialog).getByTestId('health-batch-start-E100001')).toBeInTheDocument();
    expect(within(dialog).getByTestId('health-status-missing')).toBeInTheDocument();
    usePermissionStore.getState().reset();
  }, 60_000);

  it('edits a certificate: its dates and scan filled in, saved with its id', async () => {
    const post = renderAt('/health/edit?employeeId=E100001&id=5', <HealthEditForm />, '/health/edit');
    expect(await screen.findByText('修改健康证')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-01-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-12-31')).toBeInTheDocument();
    expect(screen.getByText('健康证.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('health-save'));
    await waitFor(() => expect(screen.getByTestId('view-page')).toBeInTheDocument(), { timeout: 5000 });
    const save = post.mock.calls.find(([p]) => p === '/api/HealthCertificates/CreateHealthCertificates');
    expect(save?.[1]).toEqual({
      id: 5,
      employeeId: 'E100001',
      healthStartDate: '2026-01-01',
      healthEndDate: '2026-12-31',
      remark: '年度体检',
      attachmentId: 9,
    });
  });
});
