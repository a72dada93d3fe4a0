import type { TOrgTree, TOrgTreeNode } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import OrgTreePage, { validParents } from './OrgTree';

const unit = (
  n: Partial<TOrgTreeNode> & Pick<TOrgTreeNode, 'id' | 'kind' | 'code' | 'name' | 'path'>,
): TOrgTreeNode => ({
  parentId: null,
  sort: 0,
  ownHeadcount: 0,
  headcount: 0,
  inScope: true,
  store: null,
  ...n,
});
const store = (isOpen: boolean) => ({
  shopId: 31,
  isOpen,
  province: '上海市',
  city: '上海市',
  address: '南京西路1号',
  employingEntity: '上海测试商业有限公司',
  budgetHeadcount: 12,
  openedDate: '2024-05-01',
});
const NODES: TOrgTreeNode[] = [
  unit({ id: 1, kind: 'company', code: 'HQ', name: '总公司', path: '/1/', headcount: 7 }),
  unit({
    id: 2,
    parentId: 1,
    kind: 'department',
    code: 'HQ-HR',
    name: '人力资源部',
    path: '/1/2/',
    headcount: 2,
    ownHeadcount: 2,
  }),
  unit({ id: 3, parentId: 1, kind: 'region', code: 'R-EAST', name: '华东', path: '/1/3/', headcount: 5 }),
  unit({ id: 4, parentId: 1, kind: 'region', code: 'R-SOUTH', name: '华南', path: '/1/4/' }),
  unit({
    id: 17,
    parentId: 3,
    kind: 'store',
    code: 'SH001',
    name: '上海南京西路店',
    path: '/1/3/17/',
    headcount: 5,
    ownHeadcount: 5,
    store: store(true),
  }),
];

function renderPage(tree: TOrgTree) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (p: string) => {
    if (p === '/api/Orgs/GetOrgTree') return tree;
    if (p === '/api/Orgs/SearchOrgUnits')
      return [{ id: 17, kind: 'store', code: 'SH001', name: '上海南京西路店', path: '/1/3/17/' }];
    return { id: 17 };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/system/orgTree']}>
        <Routes>
          <Route path="/system/orgTree" element={<OrgTreePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('组织架构', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the tree with counts; search expands to and highlights the match and shows its details', async () => {
    const post = renderPage({ nodes: NODES, canEdit: false });
    const company = await screen.findByTestId('org-node-HQ');
    expect(within(company).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByTestId('org-node-R-EAST')).getByText('5')).toBeInTheDocument();
    // Collapsed below the regions at first: the store is not drawn yet.
    expect(screen.queryByTestId('org-node-SH001')).toBeNull();

    const search = screen.getByPlaceholderText('按名称或编码搜索');
    fireEvent.change(search, { target: { value: '南京' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const match = await screen.findByTestId('org-node-SH001');
    expect(within(match).getByText('南京').tagName).toBe('MARK');
    expect(screen.getByTestId('org-tree-found')).toHaveTextContent('找到 1 个组织');
    expect(post).toHaveBeenCalledWith('/api/Orgs/SearchOrgUnits', { keyword: '南京' });

    const panel = await screen.findByTestId('org-panel');
    for (const text of ['SH001', '门店', '华东', '上海市 上海市 南京西路1号', '上海测试商业有限公司', '营业中']) {
      expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(panel).getByTestId('org-panel-headcount')).toHaveTextContent('5');
    // Read-only: no action is offered.
    expect(screen.queryByTestId('org-actions')).toBeNull();
  });

  it('offers the actions with the edit right and moves a store to a region chosen in the dialog', async () => {
    const post = renderPage({ nodes: NODES, canEdit: true });
    fireEvent.click(await screen.findByTestId('org-expand-all'));
    fireEvent.click(await screen.findByText('上海南京西路店'));
    const actions = await screen.findByTestId('org-actions');
    for (const name of ['重命名', '移动到…', '关闭门店']) expect(within(actions).getByText(name)).toBeInTheDocument();
    expect(within(actions).queryByText('新增下级')).toBeNull();

    fireEvent.click(screen.getByTestId('org-move'));
    const dialog = await screen.findByTestId('org-move-dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('华南（R-SOUTH）'));
    fireEvent.click(within(dialog).getByText('移 动'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Orgs/MoveOrgUnit', { id: 17, parentId: 4 }, { silent: true }),
    );
  });

  it('offers as new parents only units of the right kind outside the unit itself and not its parent', () => {
    const byCode = (code: string) => NODES.find((n) => n.code === code)!;
    expect(validParents(byCode('SH001'), NODES).map((n) => n.code)).toEqual(['R-SOUTH']);
    expect(validParents(byCode('HQ-HR'), NODES).map((n) => n.code)).toEqual([]);
    const sub = unit({ id: 9, parentId: 2, kind: 'department', code: 'HQ-HR-1', name: '招聘组', path: '/1/2/9/' });
    expect(validParents(byCode('HQ-HR'), [...NODES, sub]).map((n) => n.code)).toEqual([]);
    expect(validParents(sub, [...NODES, sub]).map((n) => n.code)).toEqual(['HQ']);
  });
});
