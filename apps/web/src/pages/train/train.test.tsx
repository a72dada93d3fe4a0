import type { TTrainOverdueRow, TTrainParticipationRow, TTrainProjectRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import ParticipationListPage from './ParticipationList';
import { ProjectEditForm } from './ProjectEdit';
import ProjectListPage from './ProjectList';
import { StaffTraining } from './StaffTraining';

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
const PROJECT: TTrainProjectRow = {
  id: 3,
  name: '门店食品安全年度培训',
  category: '食品安全',
  requiredPositions: [{ id: 7, name: '店员' }],
  requiredPositionNames: '店员',
  hours: 4,
  validMonths: 12,
  owner: '周敏',
  status: 1,
  statusText: '启用',
  sessionCount: 2,
  remark: '',
  createdTime: '2026-01-01T00:00:00.000Z',
  updatedTime: '2026-01-02T00:00:00.000Z',
};
const RECORD: TTrainParticipationRow = {
  ...person,
  id: 11,
  sessionId: 5,
  projectName: '门店食品安全年度培训',
  category: '食品安全',
  sessionDate: '2026-09-20',
  hours: 4,
  positionName: '店员',
  attendance: 'attended',
  attendanceText: '出勤',
  score: 92,
  passed: true,
  passedText: '是',
  validUntil: '2027-09-19',
  recordedByName: '李婷',
  recordedTime: '2026-09-21T02:00:00.000Z',
};
const OVERDUE: TTrainOverdueRow = { ...person, positionName: '店员', overdueProjects: '门店食品安全年度培训' };

function renderAt(url: string, element: React.ReactNode, path: string) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (p: string) => {
    if (p === '/api/Train/GetProjectPageList') return { list: [PROJECT], total: 1 };
    if (p === '/api/Train/GetProjectDetail') return PROJECT;
    if (p === '/api/Train/SaveProject') return { id: 3 };
    if (p === '/api/Train/GetParticipationPageList') return { list: [RECORD], total: 1 };
    if (p === '/api/Train/GetOverduePageList') return { list: [OVERDUE], total: 1 };
    if (p === '/api/Train/GetEmployeeRecords') return [RECORD];
    if (p === '/api/Orgs/GetPositionOptions') return [{ id: 7, code: 'S-CLERK', name: '店员', employeeType: 'store' }];
    return [];
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/train/project" element={<div data-testid="list-page" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('培训 pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists projects with category, required positions, validity and status', async () => {
    renderAt('/train/project', <ProjectListPage />, '/train/project');
    const row = (await screen.findByText('门店食品安全年度培训')).closest('tr') as HTMLElement;
    for (const text of ['食品安全', '店员', '12个月', '周敏', '启用']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('edits a project and saves it with its id and the copy read', async () => {
    const post = renderAt('/train/projectEdit?id=3', <ProjectEditForm />, '/train/projectEdit');
    expect(await screen.findByText('修改培训项目')).toBeInTheDocument();
    expect(screen.getByDisplayValue('门店食品安全年度培训')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('train-project-save'));
    await waitFor(() => expect(screen.getByTestId('list-page')).toBeInTheDocument(), { timeout: 5000 });
    const save = post.mock.calls.find(([p]) => p === '/api/Train/SaveProject');
    expect(save?.[1]).toMatchObject({
      id: 3,
      name: '门店食品安全年度培训',
      category: '食品安全',
      requiredPositionIds: [7],
      hours: 4,
      validMonths: 12,
      status: 1,
      updatedTime: '2026-01-02T00:00:00.000Z',
    });
  });

  it('shows attendance rows, and the required-not-passed tab the home page opens', async () => {
    renderAt('/train/participation', <ParticipationListPage />, '/train/participation');
    const row = (await screen.findByText('2026-09-20')).closest('tr') as HTMLElement;
    for (const text of ['E100001', '出勤', '92', '是', '2027-09-19'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    vi.restoreAllMocks();
    renderAt('/train/participation?tab=overdue', <ParticipationListPage />, '/train/participation');
    const overdue = await screen.findAllByText('门店食品安全年度培训');
    expect(overdue.length).toBeGreaterThan(0);
  });

  it('shows an employee training record on the staff detail', async () => {
    renderAt('/x', <StaffTraining employeeId="E100001" />, '/x');
    const table = await screen.findByTestId('staff-training');
    expect(await within(table).findByText('门店食品安全年度培训')).toBeInTheDocument();
    expect(within(table).getByText('92')).toBeInTheDocument();
  });
});
