import { RolePaths, type TRoleDetail, type TRoleRow, UserPaths } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import RoleDetailPage from './RoleDetail';
import RoleListPage from './RoleList';
import { cellState, grantList, grantsFrom, MATRIX_ROWS, setEditable, setVisible } from './role-matrix';

const ROLE: TRoleRow = {
  id: 7,
  roleId: '021',
  name: '培训专员',
  description: '培训模块',
  scopeKind: 'org',
  scopeText: '本部门/区域及下级',
  userCount: 1,
  grantCount: 2,
  disabled: false,
  createdTime: '2026-01-02T02:00:00.000Z',
};
const DETAIL: TRoleDetail = {
  ...ROLE,
  grants: [
    { menuCode: 'BasicData', isEdit: 0 },
    { menuCode: 'StaffList', isEdit: 1 },
  ],
  users: [{ userId: 31, account: 'li_ting', displayName: '李婷', orgUnitName: '华东区', isEnabled: true }],
};

function renderAt(url: string, edit = true) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (p: string) => {
    if (p === UserPaths.getUserMenuButton)
      return { buttons: [{ menuCode: 'RolePermissions', isEdit: edit ? 1 : 0, roleID: 'admin' }] };
    if (p === RolePaths.getRoleList) return [ROLE, { ...ROLE, id: 8, roleId: '019', name: '新员工周报', userCount: 3 }];
    if (p === RolePaths.getRoleDetail) return DETAIL;
    return null;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/system/rolePermissions" element={<RoleListPage />} />
          <Route path="/system/rolePermissionsDetail" element={<RoleDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

const byCode = (code: string) => MATRIX_ROWS.flatMap((r) => [r, ...(r.children ?? [])]).find((r) => r.rowKey === code)!;
const section = (group: string) => MATRIX_ROWS.find((r) => r.rowKey === `section:${group}`)!;

describe('role matrix propagation', () => {
  it('checking a section checks its pages; clearing it clears them and their edit right', () => {
    const all = setVisible(new Map(), section('system'), true);
    expect(grantList(all)).toEqual([
      { menuCode: 'System', isEdit: 0 },
      { menuCode: 'OrgTree', isEdit: 0 },
      { menuCode: 'RolePermissions', isEdit: 0 },
      { menuCode: 'SystemLog', isEdit: 0 },
      { menuCode: 'PrivacyLog', isEdit: 0 },
    ]);
    expect(cellState(all, section('system'), 'visible')).toEqual({ checked: true, indeterminate: false });
    const none = setVisible(setEditable(all, byCode('OrgTree'), true), section('system'), false);
    expect(grantList(none)).toEqual([]);
  });

  it('checking a page checks its section; 可编辑 implies 可见; a section is half checked when some pages are', () => {
    const page = setEditable(new Map(), byCode('SystemLog'), true);
    expect(grantList(page)).toEqual([
      { menuCode: 'System', isEdit: 0 },
      { menuCode: 'SystemLog', isEdit: 1 },
    ]);
    expect(cellState(page, section('system'), 'visible')).toEqual({ checked: false, indeterminate: true });
    expect(cellState(page, section('system'), 'edit')).toEqual({ checked: false, indeterminate: true });
    // Clearing 可编辑 keeps 可见.
    expect(grantList(setEditable(page, byCode('SystemLog'), false))).toContainEqual({
      menuCode: 'SystemLog',
      isEdit: 0,
    });
    // A section without a key of its own (健康证) acts on its pages only.
    expect(grantList(setVisible(new Map(), section('health'), true)).map((g) => g.menuCode)).toEqual([
      'HealthOfList',
      'HealthInvoice',
    ]);
  });
});

describe('角色权限 pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists roles with scope, counts and state; role 019 offers no disable', async () => {
    renderAt('/system/rolePermissions');
    const table = await screen.findByTestId('role-list');
    await within(table).findByText('培训专员');
    const rows = table.querySelectorAll('tbody tr[data-row-key]');
    expect(rows[0].textContent).toContain('021');
    expect(rows[0].textContent).toContain('本部门/区域及下级');
    expect(within(rows[0] as HTMLElement).getByText('停用')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('停用')).toBeNull();
    expect(screen.getByTestId('role-create')).toBeTruthy();
  });

  it('a read-only holder sees the roles without create, rename or disable', async () => {
    renderAt('/system/rolePermissions', false);
    await screen.findByText('培训专员');
    expect(screen.queryByTestId('role-create')).toBeNull();
    expect(screen.queryByText('修改')).toBeNull();
  });

  it('creating a role checks the id locally before anything is sent', async () => {
    const post = renderAt('/system/rolePermissions');
    fireEvent.click(await screen.findByTestId('role-create'));
    const dialog = await screen.findByTestId('role-dialog');
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '培训专员' } });
    fireEvent.click(screen.getByTestId('role-dialog-ok'));
    expect(await screen.findByText('请输入角色编号')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(RolePaths.createRole, expect.anything(), expect.anything());
  });

  it('the matrix shows the grants, propagates a section check and saves the whole set', async () => {
    const post = renderAt('/system/rolePermissionsDetail?roleId=021');
    await screen.findByTestId('grant-matrix');
    // The edit right is read once (button permissions): the save button comes with it.
    await screen.findByTestId('grant-save');
    const box = (id: string) => {
      const el = screen.getByTestId(id);
      return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
    };
    expect(box('grant-visible-StaffList').checked).toBe(true);
    expect(box('grant-edit-StaffList').checked).toBe(true);
    expect(box('grant-visible-Office').checked).toBe(false);
    expect((screen.getByTestId('grant-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(box('grant-visible-section:system'));
    fireEvent.click(box('grant-edit-Office'));
    await waitFor(() => expect((screen.getByTestId('grant-save') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('grant-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(RolePaths.saveRoleGrants, {
        roleId: '021',
        grants: [
          { menuCode: 'BasicData', isEdit: 0 },
          { menuCode: 'StaffList', isEdit: 1 },
          { menuCode: 'Office', isEdit: 1 },
          { menuCode: 'System', isEdit: 0 },
          { menuCode: 'OrgTree', isEdit: 0 },
          { menuCode: 'RolePermissions', isEdit: 0 },
          { menuCode: 'SystemLog', isEdit: 0 },
          { menuCode: 'PrivacyLog', isEdit: 0 },
        ],
      }),
    );
  });

  it('the users tab lists holders with their org unit and removes one after confirming', async () => {
    const post = renderAt('/system/rolePermissionsDetail?roleId=021');
    fireEvent.click(await screen.findByText('用户（1）'));
    const users = await screen.findByTestId('role-users');
    expect(within(users).getByText('李婷')).toBeTruthy();
    expect(within(users).getByText('华东区')).toBeTruthy();
    fireEvent.click(within(users).getByTestId('role-user-remove'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(RolePaths.removeRoleUser, { roleId: '021', userId: 31 }));
  });

  it('grantsFrom and grantList keep the server order of the menu tree', () => {
    expect(grantList(grantsFrom(DETAIL.grants))).toEqual(DETAIL.grants);
  });
});
