import type { TFinishedResignation } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { ProcessFormHandle } from '../types';
import { diffResignation } from './fields';
import { TurnoverModifyStartForm } from './StartForm';
import { TurnoverModifyViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );
}

const RESIGNATION: TFinishedResignation = {
  workId: 41,
  flowNo: '15-000041',
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  dimissionType: 'passive',
  dimissionReason: 'absenteeism',
  dimissionResetReason: '',
  lastWorkingDay: '2026-10-31',
  dishonorableDischarge: 1,
  dishonorableRemark: '连续旷工',
  finishedTime: '2026-11-02T10:00:00+08:00',
  blocked: null,
};

async function collect(ref: { current: ProcessFormHandle | null }) {
  let value: Record<string, unknown> | null | undefined;
  await act(async () => {
    value = await ref.current?.collect();
  });
  return value;
}

async function choose(testId: string, text: string) {
  const select = screen.getByTestId(testId);
  await waitFor(() => expect(within(select).getByRole('combobox')).toBeEnabled());
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const found = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

describe('resignation information change start form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('picks a finished resignation, starts from its values, refuses no change and sends the corrections', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/StaffTurnover/GetFinishedResignations') return { list: [RESIGNATION], total: 1 };
      throw new Error(`unexpected ${url}`);
    });
    const ref = createRef<ProcessFormHandle>();
    wrap(<TurnoverModifyStartForm ref={ref} />);
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择要变更的员工离职流程')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/StaffTurnover/GetFinishedResignations', { pageIndex: 1, pageSize: 20 });

    await choose('turnover-modify-resignation', '15-000041 · 刘美芳-E100006 · 上海南京西路店 · 最后工作日 2026-10-31');
    const before = await screen.findByTestId('turnover-modify-before');
    expect(before).toHaveTextContent('被动离职');
    expect(before).toHaveTextContent('旷工');
    expect(before).toHaveTextContent('是：连续旷工');
    // The corrections start as the resignation's values: nothing changes yet.
    await waitFor(() => expect(screen.getByTestId('turnover-modify-never-rehire')).toBeChecked());
    fireEvent.change(screen.getByTestId('turnover-modify-change-reason'), { target: { value: '类型选择有误' } });
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('变更后的离职信息与原信息相同，没有需要变更的内容')).toBeInTheDocument();

    // 协商解除 · 其他 needs its text; clearing never rehire drops the explanation.
    await choose('turnover-modify-type', '协商解除');
    await choose('turnover-modify-reason', '其他');
    await screen.findByTestId('turnover-modify-reset-reason');
    fireEvent.click(screen.getByTestId('turnover-modify-never-rehire'));
    await waitFor(() => expect(screen.queryByTestId('turnover-modify-never-rehire-remark')).not.toBeInTheDocument());
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('离职原因为“其他”时请填写具体原因')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('turnover-modify-reset-reason'), { target: { value: '家中有事' } });
    expect(await collect(ref)).toEqual({
      resignationWorkId: 41,
      employeeId: 'E100006',
      employeeName: '刘美芳',
      lastWorkingDay: '2026-10-31',
      dimissionType: 'negotiate',
      dimissionReason: 'other',
      dimissionResetReason: '家中有事',
      dishonorableDischarge: 0,
      dishonorableRemark: '',
      reason: '类型选择有误',
    });
  });

  it('offers a resignation that cannot be changed now disabled, naming the running change or the rehire', async () => {
    vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/StaffTurnover/GetFinishedResignations')
        return {
          list: [
            { ...RESIGNATION, blocked: { runningFlowNo: '28-000007', runningFlowName: '离职信息变更' } },
            { ...RESIGNATION, workId: 42, flowNo: '15-000042', employeeId: 'E100007', blocked: { status: 1 } },
          ],
          total: 2,
        };
      throw new Error(`unexpected ${url}`);
    });
    wrap(<TurnoverModifyStartForm ref={createRef<ProcessFormHandle>()} />);
    const select = screen.getByTestId('turnover-modify-resignation');
    await waitFor(() => expect(within(select).getByRole('combobox')).toBeEnabled());
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    const running = (await screen.findByText('已有进行中的「离职信息变更」28-000007')).closest(
      '.ant-select-item-option',
    );
    expect(running).toHaveClass('ant-select-item-option-disabled');
    expect(running).toHaveTextContent('15-000041');
    const rehired = screen.getByText('已重新入职，不能再变更其离职信息').closest('.ant-select-item-option');
    expect(rehired).toHaveClass('ant-select-item-option-disabled');
    expect(rehired).toHaveTextContent('15-000042');
  });

  it('keeps the resignation on a resubmission', () => {
    vi.spyOn(http, 'post').mockResolvedValue({ list: [], total: 0 });
    wrap(
      <TurnoverModifyStartForm
        ref={createRef()}
        resubmit
        initial={{
          resignationWorkId: 41,
          resignationFlowNo: '15-000041',
          employeeId: 'E100006',
          employeeName: '刘美芳',
          dimissionType: 'resign',
          dimissionReason: 'family',
          lastWorkingDay: '2026-10-31',
          dishonorableDischarge: 0,
          reason: '类型有误',
          previous: {
            dimissionType: 'passive',
            dimissionReason: 'absenteeism',
            dimissionResetReason: '',
            lastWorkingDay: '2026-10-31',
            dishonorableDischarge: 1,
            dishonorableRemark: '连续旷工',
          },
        }}
      />,
    );
    expect(screen.getByTestId('turnover-modify-resignation-fixed')).toHaveTextContent('15-000041 · 刘美芳-E100006');
    expect(screen.getByTestId('turnover-modify-before')).toHaveTextContent('被动离职');
  });
});

describe('resignation information change view', () => {
  it('shows each change old → new, and that it clears never rehire', () => {
    render(
      <MemoryRouter>
        <TurnoverModifyViewForm
          form={{
            resignationWorkId: 41,
            resignationFlowNo: '15-000041',
            employeeId: 'E100006',
            employeeName: '刘美芳',
            dimissionType: 'resign',
            dimissionReason: 'family',
            lastWorkingDay: '2026-10-31',
            dishonorableDischarge: 0,
            reason: '类型有误',
            previous: {
              dimissionType: 'passive',
              dimissionReason: 'absenteeism',
              dimissionResetReason: '',
              lastWorkingDay: '2026-10-31',
              dishonorableDischarge: 1,
              dishonorableRemark: '连续旷工',
            },
            changes: [
              { field: 'dimissionType', label: '离职类型', old: '被动离职', new: '辞职' },
              { field: 'dishonorableDischarge', label: '永不录用', old: '是', new: '否' },
            ],
            clearsNeverRehire: true,
          }}
          detail={{ workId: 90, status: 'running', target: null } as never}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('turnover-modify-dimissionType-old')).toHaveTextContent('被动离职');
    expect(screen.getByTestId('turnover-modify-dimissionType-new')).toHaveTextContent('辞职');
    expect(screen.getByTestId('turnover-modify-dimissionType-new').closest('tr')).toHaveClass('st-changed');
    expect(screen.getByTestId('turnover-modify-dishonorableDischarge-new')).toHaveTextContent('否');
    expect(screen.getByTestId('turnover-modify-clears')).toBeInTheDocument();
    expect(screen.getByTestId('turnover-modify-resignation-link')).toHaveAttribute(
      'href',
      '/process/do?flowId=15&workId=41',
    );
    expect(screen.getByText('类型有误')).toBeInTheDocument();
  });

  it('works out the changes itself when the form has none yet', () => {
    const changes = diffResignation(
      {
        dimissionType: 'passive',
        dimissionReason: 'other',
        dimissionResetReason: '甲',
        lastWorkingDay: '2026-10-31',
        dishonorableDischarge: 0,
        dishonorableRemark: '',
      },
      {
        dimissionType: 'passive',
        dimissionReason: 'other',
        dimissionResetReason: '乙',
        lastWorkingDay: '2026-11-30',
        dishonorableDischarge: 0,
        dishonorableRemark: '',
      },
      'zh-CN',
      { yes: '是', no: '否' },
    );
    expect(changes.map((c) => [c.field, c.old, c.new])).toEqual([
      ['dimissionResetReason', '甲', '乙'],
      ['lastWorkingDay', '2026-10-31', '2026-11-30'],
    ]);
  });
});
