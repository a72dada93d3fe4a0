import { ErrorCode, PrivacyPaths, type TPiiLogRow, type TRetentionRow, type TRetentionState } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../api/http';
import * as feedback from '../../feedback';
import { setLanguage } from '../../i18n';
import { formatDateTime } from '../../utils/date';
import PrivacyLogListPage from './PrivacyLogList';

const access = vi.hoisted(() => ({ editable: true }));
vi.mock('../../components/EditAccess', () => ({ useEditable: () => access.editable }));

const ROWS: TPiiLogRow[] = [
  {
    id: 12,
    createdTime: '2026-05-06T02:30:00.000Z',
    userName: '陈静',
    account: 'east_hr',
    kind: 'reveal',
    kindText: '查看明文',
    subjectText: '刘美芳（E100006）',
    fields: ['identityNumber'],
    fieldsText: '身份证号码',
    purpose: 'verify',
    purposeText: '核对身份信息',
    reason: null,
    place: '员工信息',
    ip: '10.0.0.8',
  },
  {
    id: 11,
    createdTime: '2026-05-05T08:00:00.000Z',
    userName: '王总',
    account: 'hq_hr',
    kind: 'export',
    kindText: '导出敏感信息',
    subjectText: '36人',
    fields: ['identityNumber', 'phone'],
    fieldsText: '身份证号码、手机号码',
    purpose: 'other',
    purposeText: '其他',
    reason: '社保局年度核查',
    place: '导出员工',
    ip: null,
  },
  {
    id: 10,
    createdTime: '2026-05-04T08:00:00.000Z',
    userName: '王总',
    account: 'hq_hr',
    kind: 'document',
    kindText: '生成文书',
    subjectText: '周杰（E100012）',
    fields: ['childIdNumber'],
    fieldsText: '子女身份证号码',
    purpose: 'document',
    purposeText: '生成文书',
    reason: null,
    place: '少儿险增加',
    ip: null,
  },
];

const RETENTION: Record<TRetentionState, TRetentionRow[]> = {
  due: [
    {
      employeeRef: 501,
      employeeId: 'E100031',
      name: '赵敏',
      orgName: '上海南京西路店',
      leaveDate: '2023-03-31',
      dueDate: '2026-03-31',
      state: 'due',
      stateText: '待匿名化',
      holdReason: null,
      holdBy: null,
      holdTime: null,
      anonymisedTime: null,
    },
  ],
  held: [
    {
      employeeRef: 502,
      employeeId: 'E100032',
      name: '钱进',
      orgName: '华东区',
      leaveDate: '2023-01-15',
      dueDate: '2026-01-15',
      state: 'held',
      stateText: '争议保留',
      holdReason: '劳动仲裁审理中',
      holdBy: '陈静',
      holdTime: '2026-02-01T02:00:00.000Z',
      anonymisedTime: null,
    },
  ],
  anonymised: [
    {
      employeeRef: 503,
      employeeId: 'E100033',
      name: '孙*',
      orgName: '上海徐家汇店',
      leaveDate: '2022-12-01',
      dueDate: '2025-12-01',
      state: 'anonymised',
      stateText: '已匿名化',
      holdReason: null,
      holdBy: null,
      holdTime: null,
      anonymisedTime: '2025-12-01T18:00:00.000Z',
    },
  ],
};

/** The server: the access log, the retention lists by state (3 years), hold and release as `answer` says. */
function mockServer(answer: { hold?: () => Promise<unknown> } = {}) {
  return vi.spyOn(http, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path === PrivacyPaths.getAccessLogPageList) return { list: ROWS, total: ROWS.length };
    if (path === PrivacyPaths.getRetentionList) {
      const { state } = body as { state: TRetentionState };
      return { retentionYears: 3, total: RETENTION[state].length, list: RETENTION[state] };
    }
    if (path === PrivacyPaths.holdPersonalData) return answer.hold ? answer.hold() : null;
    if (path === PrivacyPaths.releasePersonalDataHold) return null;
    return [];
  });
}

function renderPage(address = '/system/privacyLog') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/system/privacyLog" element={<PrivacyLogListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const calls = (post: ReturnType<typeof mockServer>, path: string) =>
  post.mock.calls.filter(([p]) => p === path).map(([, body]) => body);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('个人信息访问记录', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => setLanguage('zh-CN'));
  });

  it('says what is recorded and why, and lists who looked at whose data, how and why', async () => {
    const post = mockServer();
    renderPage();

    expect(screen.getByRole('tab', { name: '访问记录' })).toHaveAttribute('aria-selected', 'true');
    const page = screen.getByTestId('privacy-log-list');
    expect(page).toHaveTextContent('依照《个人信息保护法》，处理敏感个人信息应当留存记录');
    const reveal = (await within(page).findByText('刘美芳（E100006）')).closest('tr') as HTMLElement;
    for (const text of ['陈静', '查看明文', '身份证号码', '核对身份信息', '员工信息', '10.0.0.8']) {
      expect(within(reveal).getByText(text)).toBeInTheDocument();
    }
    const exported = within(page).getByText('36人').closest('tr') as HTMLElement;
    for (const text of ['导出敏感信息', '身份证号码、手机号码', '其他', '社保局年度核查', '导出员工']) {
      expect(within(exported).getByText(text)).toBeInTheDocument();
    }
    for (const header of ['时间', '查看人', '方式', '个人信息主体', '字段', '原因', '说明']) {
      expect(within(page).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(post).toHaveBeenCalledWith(PrivacyPaths.getAccessLogPageList, { pageIndex: 1, pageSize: 10, filters: {} });
    expect(calls(post, PrivacyPaths.getRetentionList)).toEqual([]);
  });

  it('in English, names the kind, the purpose, the fields and the place from the contract, not the row’s Chinese', async () => {
    await act(() => setLanguage('en-US'));
    mockServer();
    renderPage();

    const page = screen.getByTestId('privacy-log-list');
    const reveal = (await within(page).findByText('刘美芳（E100006）')).closest('tr') as HTMLElement;
    for (const text of ['Revealed', 'Identity number', 'Verify identity', 'Staff info']) {
      expect(within(reveal).getByText(text)).toBeInTheDocument();
    }
    const exported = rowOf('36人');
    for (const text of ['Sensitive export', 'Identity number, Phone number', 'Other']) {
      expect(within(exported).getByText(text)).toBeInTheDocument();
    }
    const document = rowOf('周杰（E100012）');
    expect(within(document).getAllByText('Document')).toHaveLength(2);
    expect(within(document).getByText("Child's identity number")).toBeInTheDocument();
    for (const chinese of ['核对身份信息', '身份证号码、手机号码', '子女身份证号码', '生成文书', '员工信息']) {
      expect(within(page).queryByText(chinese)).toBeNull();
    }
    expect(screen.getByRole('tab', { name: 'Retention' })).toBeInTheDocument();
  });
});

describe('保留期限', () => {
  beforeEach(() => {
    vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
    vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    access.editable = true;
  });

  it('offers no hold or release to a reader without edit rights', async () => {
    access.editable = false;
    mockServer();
    renderPage('/system/privacyLog?tab=retention');
    const due = (await screen.findByText('赵敏')).closest('tr') as HTMLElement;
    expect(within(due).queryByRole('button')).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('explains the retention in years and lists the leavers of the state chosen, by keyword too', async () => {
    const post = mockServer();
    renderPage('/system/privacyLog?tab=retention');

    expect(screen.getByRole('tab', { name: '保留期限' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('赵敏')).toBeInTheDocument();
    expect(screen.getByTestId('privacy-retention-hint')).toHaveTextContent(
      '离职满3年的员工，其个人信息将在每日凌晨自动匿名化：姓名仅保留姓氏',
    );
    const due = rowOf('赵敏');
    for (const text of ['E100031', '上海南京西路店', '2023-03-31', '2026-03-31', '待匿名化']) {
      expect(within(due).getByText(text)).toBeInTheDocument();
    }
    expect(within(due).getByRole('button', { name: '争议保留' })).toBeInTheDocument();
    expect(screen.queryAllByText('保留原因')).toEqual([]);
    expect(calls(post, PrivacyPaths.getRetentionList)).toEqual([{ state: 'due', pageIndex: 1, pageSize: 10 }]);

    const states = screen.getByRole('radiogroup', { name: '状态' });
    fireEvent.click(within(states).getByRole('radio', { name: '争议保留' }));
    const held = (await screen.findByText('钱进')).closest('tr') as HTMLElement;
    for (const text of ['劳动仲裁审理中', '陈静', formatDateTime('2026-02-01T02:00:00.000Z')]) {
      expect(within(held).getByText(text)).toBeInTheDocument();
    }
    for (const header of ['保留原因', '设置人', '设置时间'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(within(held).getByRole('button', { name: '取消保留' })).toBeInTheDocument();
    expect(screen.queryByText('赵敏')).toBeNull();

    fireEvent.click(within(states).getByRole('radio', { name: '已匿名化' }));
    const anonymised = (await screen.findByText('孙*')).closest('tr') as HTMLElement;
    expect(within(anonymised).getByText(formatDateTime('2025-12-01T18:00:00.000Z'))).toBeInTheDocument();
    expect(screen.getAllByText('匿名化时间').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('保留原因')).toEqual([]);
    expect(within(anonymised).queryByRole('button')).toBeNull();

    const keyword = screen.getByRole('searchbox', { name: '工号/姓名' });
    fireEvent.change(keyword, { target: { value: ' E1000 ' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(PrivacyPaths.getRetentionList, {
        state: 'anonymised',
        pageIndex: 1,
        pageSize: 10,
        keyword: 'E1000',
      }),
    );
    expect(calls(post, PrivacyPaths.getRetentionList).map((b) => (b as { state: string }).state)).toEqual([
      'due',
      'held',
      'anonymised',
      'anonymised',
    ]);
  });

  it('争议保留 asks for a reason of 2 to 200 characters, sends it with the person, and reloads', async () => {
    const post = mockServer();
    renderPage('/system/privacyLog?tab=retention');
    await screen.findByText('赵敏');
    fireEvent.click(within(rowOf('赵敏')).getByTestId('retention-hold'));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('争议保留：赵敏（E100031）');
    const reason = within(dialog).getByRole('textbox', { name: '保留原因' });
    fireEvent.click(screen.getByTestId('retention-hold-confirm'));
    expect(await within(dialog).findByText('请填写保留原因')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: ' 仲 ' } });
    fireEvent.click(screen.getByTestId('retention-hold-confirm'));
    expect(await within(dialog).findByText('保留原因至少2个字')).toBeInTheDocument();
    expect(calls(post, PrivacyPaths.holdPersonalData)).toEqual([]);

    fireEvent.change(reason, { target: { value: '劳动仲裁：（2026）沪劳仲字第12号' } });
    fireEvent.click(screen.getByTestId('retention-hold-confirm'));
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('已设置争议保留'));
    expect(calls(post, PrivacyPaths.holdPersonalData)).toEqual([
      { employeeRef: 501, reason: '劳动仲裁：（2026）沪劳仲字第12号' },
    ]);
    await waitFor(() => expect(calls(post, PrivacyPaths.getRetentionList)).toHaveLength(2));
  });

  it('shows the server’s refusal of a hold and keeps the dialog open', async () => {
    const msg = '该员工的个人信息已在保留中';
    mockServer({ hold: () => Promise.reject(new ApiError(msg, 'envelope', ErrorCode.Conflict, msg)) });
    renderPage('/system/privacyLog?tab=retention');
    await screen.findByText('赵敏');
    fireEvent.click(within(rowOf('赵敏')).getByTestId('retention-hold'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '保留原因' }), { target: { value: '劳动仲裁中' } });
    fireEvent.click(screen.getByTestId('retention-hold-confirm'));
    await waitFor(() => expect(feedback.toastError).toHaveBeenCalledWith(msg));
    expect(feedback.toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('取消保留 asks first, then sends the person and reloads', async () => {
    const post = mockServer();
    renderPage('/system/privacyLog?tab=retention');
    await screen.findByText('赵敏');
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '状态' })).getByRole('radio', { name: '争议保留' }));
    await screen.findByText('钱进');
    fireEvent.click(within(rowOf('钱进')).getByTestId('retention-release'));

    expect((await screen.findAllByText('取消 钱进（E100032）的争议保留？')).length).toBeGreaterThan(0);
    expect(calls(post, PrivacyPaths.releasePersonalDataHold)).toEqual([]);
    fireEvent.click(screen.getByTestId('retention-release-confirm'));
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('已取消保留'));
    expect(calls(post, PrivacyPaths.releasePersonalDataHold)).toEqual([{ employeeRef: 502 }]);
    await waitFor(() =>
      expect(
        calls(post, PrivacyPaths.getRetentionList).filter((b) => (b as { state: string }).state === 'held'),
      ).toHaveLength(2),
    );
  });
});
