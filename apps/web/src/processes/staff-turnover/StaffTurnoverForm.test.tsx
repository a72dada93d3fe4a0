import type { TResignationInfo } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { ProcessFormHandle } from '../types';
import { StaffTurnoverAuditForm } from './AuditForm';
import { passiveInThreePeriods, reasonOptions, toStaffTurnoverInput } from './fields';
import { StaffTurnoverStartForm } from './StartForm';
import { StaffTurnoverViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );
}

const INFO: TResignationInfo = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  status: 1,
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  regionName: '华东区',
  positionName: '店员',
  entryDate: '2024-03-01',
  contractEndDay: '2027-02-28',
  isThreePeriodsTitle: '否',
  threePeriodEndDay: '',
  isUser: false,
  runningFlowNo: '',
};

function mockServer(info: TResignationInfo = INFO) {
  return vi.spyOn(http, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/api/User/SearchEmployee') return [{ name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001' }];
    if (url === '/api/StaffTurnover/GetResignationInfo') {
      expect(body).toEqual({ employeeId: 'E100006' });
      return info;
    }
    throw new Error(`unexpected ${url}`);
  });
}

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

/** The options the open dropdown of a select lists. */
function listed(testId: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const lists = document.querySelectorAll('.rc-virtual-list, .ant-select-dropdown');
  const last = lists[lists.length - 1] as HTMLElement;
  return [...last.querySelectorAll('.ant-select-item-option-content')].map((n) => n.textContent);
}

async function pickEmployee() {
  fireEvent.change(within(screen.getByTestId('employee-search')).getByRole('combobox'), {
    target: { value: '刘美' },
  });
  fireEvent.click(await screen.findByText('刘美芳-E100006'));
}

describe('resignation fields', () => {
  it('lists the reasons of the chosen type only', () => {
    expect(reasonOptions(undefined, 'zh-CN')).toEqual([]);
    expect(reasonOptions('passive', 'zh-CN').map((r) => r.label)).toEqual(['旷工', '试用期考核不合格', '违纪', '其他']);
    expect(reasonOptions('cancel', 'en-US').map((r) => r.label)).toEqual(['Cancel onboarding']);
    expect(reasonOptions('resign', 'zh-CN')).toHaveLength(19);
  });

  it('sends the never-rehire switch as 0/1 and drops the texts that do not apply', () => {
    const input = toStaffTurnoverInput({
      employeeId: 'E1',
      dimissionType: 'resign',
      dimissionReason: 'pressure',
      dimissionResetReason: 'left over',
      neverRehire: false,
      dishonorableRemark: 'left over',
    });
    expect(input).toMatchObject({ dimissionResetReason: '', dishonorableDischarge: 0, dishonorableRemark: '' });
    expect(passiveInThreePeriods('passive', true)).toBe(true);
    expect(passiveInThreePeriods('resign', true)).toBe(false);
  });
});

describe('resignation start form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what Basic data says, follows the type with the reasons, needs the text of 其他 and sends the form', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<StaffTurnoverStartForm ref={ref} />);
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择离职类型')).toBeInTheDocument();

    await pickEmployee();
    const facts = await screen.findByTestId('turnover-facts');
    expect(facts).toHaveTextContent('SH001 上海南京西路店');
    expect(facts).toHaveTextContent('华东区');
    expect(facts).toHaveTextContent('2024-03-01');
    expect(facts).toHaveTextContent('2027-02-28');

    // No type yet: no reason to choose.
    expect(within(screen.getByTestId('turnover-reason')).getByRole('combobox')).toBeDisabled();
    await choose('turnover-type', '被动离职');
    await waitFor(() => expect(listed('turnover-reason')).toEqual(['旷工', '试用期考核不合格', '违纪', '其他']));
    await choose('turnover-reason', '其他');
    // 其他 asks for the text, required.
    const reset = await screen.findByTestId('turnover-reset-reason');
    fireEvent.change(screen.getByTestId('turnover-last-day'), { target: { value: '2026-12-31' } });
    fireEvent.keyDown(screen.getByTestId('turnover-last-day'), { key: 'Enter' });
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('离职原因为“其他”时请填写具体原因')).toBeInTheDocument();
    fireEvent.change(reset, { target: { value: '门店撤场' } });

    // Changing the type empties the reason (and its text).
    await choose('turnover-type', '协商解除');
    await waitFor(() => expect(screen.queryByTestId('turnover-reset-reason')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('turnover-reason')).queryByText('其他')).not.toBeInTheDocument();
    await choose('turnover-reason', '门店关闭');

    // Never rehire needs its explanation.
    fireEvent.click(screen.getByTestId('turnover-never-rehire'));
    await screen.findByTestId('turnover-never-rehire-remark');
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('标记永不录用时请填写说明')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('turnover-never-rehire-remark'), { target: { value: '严重违纪' } });

    expect(await collect(ref)).toMatchObject({
      employeeId: 'E100006',
      lastWorkingDay: '2026-12-31',
      dimissionType: 'negotiate',
      dimissionReason: 'storeClosure',
      dimissionResetReason: '',
      dishonorableDischarge: 1,
      dishonorableRemark: '严重违纪',
    });
  });

  it('warns when an employee in 三期 would leave involuntarily, and names a running resignation', async () => {
    mockServer({ ...INFO, isThreePeriodsTitle: '是', threePeriodEndDay: '2027-05-31', runningFlowNo: '15-000009' });
    wrap(<StaffTurnoverStartForm ref={createRef()} />);
    await pickEmployee();
    expect(await screen.findByTestId('turnover-running')).toHaveTextContent('15-000009');
    expect(screen.getByTestId('turnover-three-periods')).toHaveTextContent('是（至 2027-05-31）');
    await choose('turnover-type', '辞职');
    expect(screen.queryByTestId('turnover-three-periods-warning')).not.toBeInTheDocument();
    await choose('turnover-type', '被动离职');
    expect(await screen.findByTestId('turnover-three-periods-warning')).toHaveTextContent('2027-05-31');
  });
});

const STORED = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  lastWorkingDay: '2026-12-31',
  dimissionType: 'resign',
  dimissionReason: 'other',
  dimissionResetReason: '回老家',
  dishonorableDischarge: 0,
  dishonorableRemark: '',
  remark: '',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  dimissionMonth: '2026-12',
  isThreePeriodsTitle: '否',
  isUser: true,
  startedBySystem: true,
  sourceFlowId: 14,
  sourceWorkId: 41,
};
const DETAIL = { workId: 77, status: 'running', target: null } as never;

describe('resignation view and steps', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the departure, the work the system started it from with a link, and the resignation form download', () => {
    wrap(<StaffTurnoverViewForm form={STORED} detail={DETAIL} />);
    expect(screen.getByTestId('turnover-view-reason')).toHaveTextContent('其他：回老家');
    expect(screen.getByTestId('turnover-source')).toHaveTextContent('系统发起');
    expect(screen.getByTestId('turnover-source-link')).toHaveTextContent('14-000041');
    expect(screen.getByTestId('turnover-source-link')).toHaveAttribute('href', '/process/do?flowId=14&workId=41');
    expect(screen.getByTestId('turnover-download-resign-file')).toBeInTheDocument();
    // 离职证明 only once the resignation has finished.
    expect(screen.queryByTestId('turnover-download-proof')).not.toBeInTheDocument();
  });

  it('offers the separation certificate on a finished resignation', () => {
    const post = vi
      .spyOn(http, 'fetchFile')
      .mockResolvedValue({ blob: new Blob(['x']), fileName: '离职证明.docx' } as never);
    wrap(<StaffTurnoverViewForm form={STORED} detail={{ workId: 77, status: 'finished', target: null } as never} />);
    fireEvent.click(screen.getByTestId('turnover-download-proof'));
    expect(post).toHaveBeenCalledWith('/api/File/GetDimissionProof', { employeeId: 'E100006' });
  });

  it('at 1503 needs the handover confirmed; the to-do taker is offered only for a system user', async () => {
    vi.spyOn(http, 'post').mockResolvedValue([]);
    const ref = createRef<ProcessFormHandle>();
    const editable = ['handoverConfirmed', 'handoverRemark', 'handoverUserId'];
    const { unmount } = wrap(
      <StaffTurnoverAuditForm ref={ref} form={STORED} detail={DETAIL} editableFields={editable} nodeId={1503} />,
    );
    expect(screen.getByTestId('turnover-handover-user')).toBeInTheDocument();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请确认工作交接已完成')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('turnover-handover-confirmed'));
    fireEvent.change(screen.getByTestId('turnover-handover-remark'), { target: { value: '钥匙已交回' } });
    expect(await collect(ref)).toEqual({ handoverConfirmed: true, handoverRemark: '钥匙已交回' });
    unmount();

    wrap(
      <StaffTurnoverAuditForm
        ref={createRef()}
        form={{ ...STORED, isUser: false }}
        detail={DETAIL}
        editableFields={editable}
        nodeId={1503}
      />,
    );
    expect(screen.queryByTestId('turnover-handover-user')).not.toBeInTheDocument();
  });

  it('at 1501 sends only the departure fields the regional HR may change', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(
      <StaffTurnoverAuditForm
        ref={ref}
        form={STORED}
        detail={DETAIL}
        editableFields={[
          'lastWorkingDay',
          'dimissionType',
          'dimissionReason',
          'dimissionResetReason',
          'dishonorableDischarge',
          'dishonorableRemark',
        ]}
        nodeId={1501}
      />,
    );
    await choose('turnover-reason', '工作压力太大');
    expect(await collect(ref)).toEqual({
      lastWorkingDay: '2026-12-31',
      dimissionType: 'resign',
      dimissionReason: 'pressure',
      dimissionResetReason: '',
      dishonorableDischarge: 0,
      dishonorableRemark: '',
    });
  });
});
