import { StaffPaths, type TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { usePermissionStore } from '../../stores/permission';
import * as download from '../../utils/download';
import { ListPage } from '../ListPage';

const menus = (...codes: string[]) => codes.map((menuCode) => ({ menuCode, isEdit: 0 }) as TNavMenu);

/** A list whose sheet holds identity numbers and phones (the staff list's export). */
function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ListPage<{ id: number; name: string }>
          testId="staff-list"
          queryKey={['test', 'staff']}
          hint="员工"
          exportTo={{ path: StaffPaths.exportStaffList, title: 'route.staffList', file: '员工信息', sensitive: true }}
          columns={[{ key: 'name', name: '姓名', type: 'text' }]}
          request={async () => ({ list: [{ id: 1, name: '王芳' }], total: 1 })}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('export 含敏感信息', () => {
  let fetchFile: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
    fetchFile = vi.spyOn(http, 'fetchFile').mockResolvedValue({ blob: new Blob(['x']), fileName: '员工信息.xlsx' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    usePermissionStore.getState().reset();
  });

  it('offers nothing to a user without 敏感信息查看: the export is masked', async () => {
    usePermissionStore.setState({ menus: menus('StaffList') });
    renderList();
    expect(await screen.findByText('王芳')).toBeInTheDocument();
    expect(screen.queryByTestId('export-sensitive')).toBeNull();
    fireEvent.click(screen.getByTestId('bd-export'));
    await waitFor(() => expect(fetchFile).toHaveBeenCalled());
    expect(fetchFile.mock.calls[0]?.[1]).not.toHaveProperty('sensitive');
  });

  it('exports masked while unticked; ticked, asks why and sends it as `sensitive`', async () => {
    usePermissionStore.setState({ menus: menus('StaffList', 'SensitiveData') });
    renderList();
    expect(await screen.findByText('王芳')).toBeInTheDocument();
    const option = screen.getByRole('checkbox', { name: '含敏感信息（身份证号码、手机号码明文）' });

    fireEvent.click(screen.getByTestId('bd-export'));
    await waitFor(() => expect(fetchFile).toHaveBeenCalledTimes(1));
    expect(fetchFile.mock.calls[0]?.[1]).not.toHaveProperty('sensitive');
    await waitFor(() => expect(screen.getByTestId('bd-export')).not.toHaveClass('ant-btn-loading'));

    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('bd-export'));
    expect(await screen.findByText('导出敏感信息')).toBeInTheDocument();
    // 原因 is required; 其他 needs 说明.
    fireEvent.click(screen.getByTestId('export-sensitive-confirm'));
    expect(await screen.findByText('请选择原因', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '原因' }));
    fireEvent.click(await screen.findByTitle('其他'));
    fireEvent.click(screen.getByTestId('export-sensitive-confirm'));
    expect(
      await screen.findByText('选择“其他”时请填写说明', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(fetchFile).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('说明'), { target: { value: '社保局年度核查' } });
    fireEvent.click(screen.getByTestId('export-sensitive-confirm'));
    await waitFor(() => expect(fetchFile).toHaveBeenCalledTimes(2));
    expect(fetchFile.mock.calls[1]?.[0]).toBe(StaffPaths.exportStaffList);
    expect(fetchFile.mock.calls[1]?.[1]).toMatchObject({
      filters: {},
      sensitive: { purpose: 'other', reason: '社保局年度核查' },
    });
    // The next export is masked again unless asked for.
    expect(option).not.toBeChecked();
  });
});
