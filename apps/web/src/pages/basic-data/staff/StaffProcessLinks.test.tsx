import type { TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import { DeductionStartForm } from '../../../processes/deduction/StartForm';
import { StartPresetContext } from '../../../processes/shared/start-preset';
import type { ProcessFormHandle } from '../../../processes/types';
import { usePermissionStore } from '../../../stores/permission';
import { StaffProcessLinks, staffProcessFlows } from './StaffProcessLinks';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const menus = (...codes: string[]) => codes.map((menuCode) => ({ menuCode, isEdit: 1 }) as TNavMenu);

describe('staff record process links', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    usePermissionStore.getState().reset();
  });

  it('offers 调店 and 调岗 to active store staff, 离职 to any active person, only the flows one may start', () => {
    const all = new Set([18, 32, 15]);
    const flows = (s: { status: number; employeeType: 'store' | 'office' }, startable = all) =>
      staffProcessFlows(s, startable).map((p) => p.flowId);
    expect(flows({ status: 1, employeeType: 'store' })).toEqual([18, 32, 15]);
    expect(flows({ status: 1, employeeType: 'office' })).toEqual([15]);
    expect(flows({ status: 4, employeeType: 'store' })).toEqual([]);
    expect(flows({ status: 1, employeeType: 'store' }, new Set([32]))).toEqual([32]);
  });

  it('links to the start page with the employee preselected, for the flows the server says one may start', async () => {
    usePermissionStore.setState({ menus: menus('Task', 'StaffList') });
    const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
      if (path === '/api/Task/GetCanStartedWFList') {
        return [
          { flowId: 18, flowName: '人事异动', category: 'hr' },
          { flowId: 8, flowName: '失物扣款', category: 'other' },
        ];
      }
      return [];
    });
    wrap(<StaffProcessLinks staff={{ employeeId: 'E100001', status: 1, employeeType: 'store' }} />);
    const link = await screen.findByTestId('staff-start-18');
    expect(link.getAttribute('href')).toBe('/process/do?flowId=18&employeeId=E100001');
    expect(screen.queryByTestId('staff-start-32')).toBeNull();
    expect(screen.queryByTestId('staff-start-15')).toBeNull();
    expect(post).toHaveBeenCalledWith('/api/Task/GetCanStartedWFList');
  });

  it('asks nothing and shows nothing without a task permission', async () => {
    usePermissionStore.setState({ menus: menus('StaffList') });
    const post = vi.spyOn(http, 'post').mockResolvedValue([]);
    wrap(<StaffProcessLinks staff={{ employeeId: 'E100001', status: 1, employeeType: 'store' }} />);
    await act(async () => {});
    expect(screen.queryByTestId('staff-process-links')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('start form employee preselected by the address', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fills the person the start page names (?employeeId=) when the search finds them', async () => {
    vi.spyOn(http, 'post').mockImplementation(async (path: string, body?: unknown) => {
      if (path === '/api/User/SearchEmployee') {
        expect(body).toMatchObject({ keyword: 'E100006' });
        return [
          { employeeId: 'E100006', name: '刘美芳' },
          { employeeId: 'E1000061', name: '刘美' },
        ];
      }
      return [];
    });
    const ref = { current: null as ProcessFormHandle | null };
    wrap(
      <StartPresetContext.Provider value={{ employeeId: 'E100006' }}>
        <DeductionStartForm ref={ref} />
      </StartPresetContext.Provider>,
    );
    await waitFor(() => expect(screen.getByText('刘美芳-E100006')).toBeInTheDocument());
  });
});
