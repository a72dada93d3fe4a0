import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { type Toolbar, type WorkDetail, wfKeys } from '../../api/workflow';
import * as feedback from '../../feedback';
import { useTabsStore } from '../../stores/tabs';
import { formatDateTime } from '../../utils/date';
import ProcessDoPage from './do';

const DETAIL: WorkDetail = {
  workId: 1,
  flowId: 12,
  flowNo: '12-000001',
  flowName: '员工入职',
  startForm: 'staff_entry_post',
  viewForm: 'staff_entry_view',
  status: 'running',
  statusText: '审批中',
  stopReason: null,
  currentNodeId: 1203,
  currentNodeName: '区域HR确认到岗',
  form: {
    inductionType: 'new',
    name: '王小明',
    gender: 'M',
    identityNumber: '110105199003071239',
    phone: '13800138000',
    employeeType: 'store',
    shopCode: 'SH001',
    shopName: '上海南京西路店',
    positionId: 5,
    positionName: '收银员',
    rank: 'S1',
    preEntryTime: '2026-12-01',
    probationMonths: 3,
    contractYears: 3,
    employeeId: 'E101007',
  },
  starterName: '李婷',
  startedTime: '2026-11-22T00:48:17.903Z',
  finishedTime: null,
  target: {
    name: '王小明',
    employeeId: 'E101007',
    shopCode: 'SH001',
    shopName: '上海南京西路店',
    statusText: '入职中',
  },
  attachments: [
    { id: 3, fileName: '入职材料.pdf', routeUrl: '/api/File/DownloadFile?attachmentId=3', byteLength: 2048 },
  ],
  myTask: {
    taskId: 11,
    nodeId: 1203,
    nodeName: '区域HR确认到岗',
    onBehalfOfName: null,
    deadlineTime: null,
    addedBy: null,
  },
  returned: null,
  markedRead: 0,
  copiedOnly: false,
};

const AUDIT_BAR: Toolbar = {
  buttons: ['progress', 'approve', 'rollback', 'finish', 'transfer', 'attach'],
  rollbackTargets: [
    { nodeId: 1200, nodeName: '发起人' },
    { nodeId: 1201, nodeName: '区域HR审核' },
    { nodeId: 1202, nodeName: '总部HR审批' },
  ],
  taskId: 11,
  editableFields: ['entryDate', 'isArrivalTimeTitle', 'remark'],
  addedBy: null,
};

const STARTER_BAR: Toolbar = {
  buttons: ['progress', 'withdraw', 'remind'],
  rollbackTargets: [],
  taskId: null,
  editableFields: [],
  addedBy: null,
};

function setup(
  detail: WorkDetail,
  toolbar: Toolbar,
  answers: Record<string, unknown> = {},
  cached?: { detail: WorkDetail; toolbar: Toolbar },
) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/WF/GetWorkDetail') return detail;
    if (url === '/api/Task/GetFlowToolbarConfigByFlowNo') return toolbar;
    if (url in answers) return answers[url];
    if (url === '/api/WF/GetMyPhrases') return [];
    throw new Error(`unexpected ${url}`);
  });
  const visit = (pathname: string, search = '') => ({
    key: pathname,
    title: pathname,
    fullPath: `${pathname}${search}`,
    affix: false,
    location: { pathname, search, hash: '', state: null, key: pathname },
  });
  useTabsStore.getState().reset();
  useTabsStore.getState().visit(visit('/task/index'));
  useTabsStore.getState().visit(visit('/process/do', `?flowId=12&workId=${detail.workId}`));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) {
    client.setQueryData(wfKeys.work(detail.workId), cached.detail);
    client.setQueryData(wfKeys.toolbar(12, detail.workId), cached.toolbar);
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/process/do?flowId=12&workId=${detail.workId}&nodeId=1203`]}>
        <Routes>
          <Route path="/process/do" element={<ProcessDoPage />} />
          <Route path="/task/index" element={<div data-testid="task-list-page" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

describe('/process/do', () => {
  let success: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
    warning = vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useTabsStore.getState().reset();
  });
  // The confirm dialogs close with animations on timers; let them end while the jsdom window still
  // exists (after teardown they throw "window is not defined" and fail the run).
  afterAll(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 800));
  });

  it('shows the header: flow, number, status and the target as name-employeeId', async () => {
    setup(DETAIL, AUDIT_BAR);
    expect(await screen.findByTestId('work-title')).toHaveTextContent('员工入职');
    expect(screen.getByTestId('work-flow-no')).toHaveTextContent('12-000001');
    expect(screen.getByTestId('work-status')).toHaveTextContent('审批中');
    expect(screen.getByTestId('work-target')).toHaveTextContent('王小明-E101007');
    expect(screen.getByText('入职材料.pdf')).toBeInTheDocument();
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
  });

  it('says by when the to-do is due, beside whom it is handled for', async () => {
    setup(
      {
        ...DETAIL,
        myTask: { ...DETAIL.myTask!, onBehalfOfName: '李四', deadlineTime: '2026-12-03T04:30:00.000Z' },
      },
      AUDIT_BAR,
    );
    expect(await screen.findByTestId('my-task-notes')).toHaveTextContent(
      `您作为代理人，代 李四 办理；办理期限：${formatDateTime('2026-12-03T04:30:00.000Z')}`,
    );
  });

  it('audit step: buttons of the step, and approving needs the arrival date first', async () => {
    const post = setup(DETAIL, AUDIT_BAR);
    const approve = await screen.findByTestId('wf-action-approve');
    const labels = screen.getByTestId('action-bar').querySelectorAll('button');
    expect([...labels].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '同意',
      '退回',
      '终止',
      '转办',
      '审批进度',
    ]);
    fireEvent.click(approve);
    expect(await screen.findByText('请填写实际到岗日期')).toBeInTheDocument();
    await waitFor(() => expect(warning).toHaveBeenCalledWith('请按提示修改表单后再提交'));
    expect(post).not.toHaveBeenCalledWith('/api/WF/ProcessTask', expect.anything(), expect.anything());
  });

  it('roll back: the nearest step is offered first and an opinion is required', async () => {
    const post = setup({ ...DETAIL, currentNodeId: 1203 }, AUDIT_BAR, {
      '/api/WF/ProcessTask': { workId: 1, status: 'running', currentNodeId: 1202, msg: '已退回至「总部HR审批」' },
    });
    fireEvent.click(await screen.findByTestId('wf-action-rollback'));
    expect(await screen.findByLabelText('总部HR审批')).toBeChecked();
    fireEvent.click(screen.getByTestId('rollback-confirm'));
    expect(await screen.findByText('退回时请填写审批意见')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('rollback-opinion'), { target: { value: '到岗日期与门店报告不符' } });
    fireEvent.click(screen.getByTestId('rollback-confirm'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/WF/ProcessTask',
        { taskId: 11, action: 'rollback', opinion: '到岗日期与门店报告不符', rollbackNodeId: 1202 },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('已退回至「总部HR审批」'));
    // The tab closes and the user is back on the list they came from.
    expect(await screen.findByTestId('task-list-page')).toBeInTheDocument();
    expect(useTabsStore.getState().views.map((v) => v.key)).toEqual(['/task/index']);
  });

  it('withdraw: confirm, WithdrawTask, the answer message (撤回成功), tab closed', async () => {
    const post = setup({ ...DETAIL, myTask: null, currentNodeId: 1202 }, STARTER_BAR, {
      '/api/WF/WithdrawTask': { workId: 1, status: 'running', currentNodeId: 1201, msg: '撤回成功' },
    });
    expect(await screen.findByTestId('wf-action-remind')).toBeInTheDocument();
    expect(screen.queryByTestId('wf-action-approve')).toBeNull();
    fireEvent.click(screen.getByTestId('wf-action-withdraw'));
    fireEvent.click(await screen.findByTestId('withdraw-confirm'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/WF/WithdrawTask', {
        taskToDo: {
          taskActionType: 1,
          flowId: 12,
          workId: 1,
          nodeId: 1202,
          taskReturn: { currentNodeId: 1202, flowId: 12, workId: 1 },
        },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('撤回成功'));
    expect(await screen.findByTestId('task-list-page')).toBeInTheDocument();
    expect(useTabsStore.getState().views.some((v) => v.key === '/process/do')).toBe(false);
  });

  it('withdraw without a message in the answer still says 撤回成功', async () => {
    setup({ ...DETAIL, myTask: null }, STARTER_BAR, { '/api/WF/WithdrawTask': null });
    fireEvent.click(await screen.findByTestId('wf-action-withdraw'));
    fireEvent.click(await screen.findByTestId('withdraw-confirm'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('撤回成功'));
  });

  it('a work opened again shows what the server says now, never the form kept from before', async () => {
    const before = {
      ...DETAIL,
      form: { ...DETAIL.form, name: '改名之前' },
      target: { ...DETAIL.target!, name: '改名之前' },
    };
    const post = setup(DETAIL, AUDIT_BAR, {}, { detail: before, toolbar: AUDIT_BAR });
    expect(screen.queryByText(/改名之前/)).toBeNull();
    expect(await screen.findByTestId('work-target')).toHaveTextContent('王小明-E101007');
    expect(screen.queryByText(/改名之前/)).toBeNull();
    expect(post).toHaveBeenCalledWith('/api/WF/GetWorkDetail', { workId: 1 });
  });

  it("resubmit: says who returned the work and why, and offers only the starter's actions", async () => {
    setup(
      {
        ...DETAIL,
        currentNodeId: 1200,
        currentNodeName: '发起人',
        myTask: {
          taskId: 12,
          nodeId: 1200,
          nodeName: '发起人',
          onBehalfOfName: null,
          deadlineTime: null,
          addedBy: null,
        },
        returned: {
          byName: '陈静',
          fromNodeName: '区域HR审核',
          opinion: '身份证复印件不清晰',
          time: '2026-11-24T10:00:00.000',
        },
      },
      {
        buttons: ['progress', 'approve', 'finish', 'attach'],
        rollbackTargets: [],
        taskId: 12,
        editableFields: ['*'],
        addedBy: null,
      },
    );
    const returned = await screen.findByTestId('work-returned');
    expect(returned).toHaveTextContent('陈静 在「区域HR审核」退回了流程');
    expect(returned).toHaveTextContent('退回原因：身份证复印件不清晰');
    expect(returned).toHaveTextContent('退回时间：2026-11-24 10:00');
    const labels = screen.getByTestId('action-bar').querySelectorAll('button');
    expect([...labels].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['重新提交', '终止', '审批进度']);
    expect(screen.queryByText('情况属实，同意办理')).toBeNull();
    expect(screen.getByTestId('wf-opinion')).toHaveAttribute('placeholder', '可说明修改了哪些内容（选填）');
  });
});

describe('/process/do: 加签, 抄送, 打印 and phrases (issue 37)', () => {
  let success: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
    vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useTabsStore.getState().reset();
  });
  afterAll(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 800));
  });

  /** A step without editable fields: approving sends no form. */
  const bar = (buttons: Toolbar['buttons'], over: Partial<Toolbar> = {}): Toolbar => ({
    ...AUDIT_BAR,
    buttons,
    editableFields: [],
    ...over,
  });
  const ADDABLE = [
    { userId: 21, name: '张三', account: 'zhangsan', orgUnitName: '华东区', roleText: '区域HR' },
    { userId: 22, name: '李四', account: 'lisi', orgUnitName: '总部人事部', roleText: '总部HR' },
  ];

  async function pick(testId: string, label: string) {
    fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
    const found = await screen.findAllByText(label);
    fireEvent.click(found[found.length - 1] as HTMLElement);
  }

  it('加签 before me: approvers required and sent in the order chosen, a reason required', async () => {
    const post = setup(DETAIL, bar(['approve', 'rollback', 'addSign', 'progress']), {
      '/api/WF/GetAddSignUsers': ADDABLE,
      '/api/WF/AddSignTask': { workId: 1, status: 'running', currentNodeId: 1203, msg: '已前加签：李四、张三' },
    });
    fireEvent.click(await screen.findByTestId('wf-action-addSign'));
    const dialog = await screen.findByTestId('add-sign-dialog');
    expect(within(dialog).getByLabelText('前加签（加签人审批后回到我）')).toBeChecked();
    fireEvent.click(screen.getByTestId('add-sign-confirm'));
    expect(await within(dialog).findByText('请选择加签人')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写加签理由')).toBeInTheDocument();

    await pick('add-sign-users', '李四（lisi）');
    await pick('add-sign-users', '张三（zhangsan）');
    expect(post).toHaveBeenCalledWith('/api/WF/GetAddSignUsers', { taskId: 11 });
    const order = await screen.findByTestId('add-sign-order');
    expect([...order.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '李四（lisi）总部HR',
      '张三（zhangsan）区域HR',
      '回到我继续审批',
    ]);
    fireEvent.change(screen.getByTestId('add-sign-reason'), { target: { value: '需总部HR确认编制' } });
    fireEvent.click(screen.getByTestId('add-sign-confirm'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/WF/AddSignTask',
        { taskId: 11, mode: 'before', userIds: [22, 21], reason: '需总部HR确认编制' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('已前加签：李四、张三'));
    expect(await screen.findByTestId('task-list-page')).toBeInTheDocument();
  });

  it('加签 after me approves my step: the opinion of the page goes with it', async () => {
    const post = setup(DETAIL, bar(['approve', 'addSign', 'progress']), {
      '/api/WF/GetAddSignUsers': ADDABLE,
      '/api/WF/AddSignTask': { workId: 1, status: 'running', currentNodeId: -11, msg: '已后加签：张三' },
    });
    fireEvent.change(await screen.findByTestId('wf-opinion'), { target: { value: '到岗属实' } });
    fireEvent.click(screen.getByTestId('wf-action-addSign'));
    const dialog = await screen.findByTestId('add-sign-dialog');
    fireEvent.click(within(dialog).getByLabelText('后加签（我同意，加签人审批后进入下一步）'));
    expect(await screen.findByTestId('add-sign-opinion')).toHaveValue('到岗属实');
    await pick('add-sign-users', '张三（zhangsan）');
    expect(await screen.findByText('进入下一步')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('add-sign-reason'), { target: { value: '请区域HR复核' } });
    fireEvent.click(screen.getByTestId('add-sign-confirm'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/WF/AddSignTask',
        { taskId: 11, mode: 'after', userIds: [21], reason: '请区域HR复核', opinion: '到岗属实' },
        expect.anything(),
      ),
    );
  });

  it('approving copies the people picked under the opinion (copyUserIds)', async () => {
    const post = setup(DETAIL, bar(['approve', 'copy', 'progress']), {
      '/api/WF/GetCopyUsers': [
        { userId: 31, name: '王五', account: 'wangwu', orgUnitName: '上海南京西路店', roleText: '店长' },
      ],
      '/api/WF/ProcessTask': { workId: 1, status: 'running', currentNodeId: 1204, msg: '审批通过' },
    });
    const picker = await screen.findByLabelText('抄送');
    fireEvent.mouseDown(picker);
    const found = await screen.findAllByText('王五（wangwu）');
    fireEvent.click(found[found.length - 1] as HTMLElement);
    expect(post).toHaveBeenCalledWith('/api/WF/GetCopyUsers', { workId: 1 });
    fireEvent.click(screen.getByTestId('wf-action-approve'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/WF/ProcessTask',
        { taskId: 11, action: 'approve', copyUserIds: [31] },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('审批通过'));
  });

  it("an added approver's to-do: who asked and why, and 退回 returns it to them", async () => {
    const addedBy = { name: '陈静', mode: 'before' as const, reason: '请确认到岗日期' };
    setup(
      { ...DETAIL, myTask: { ...DETAIL.myTask!, addedBy } },
      bar(['approve', 'rollback', 'progress'], {
        rollbackTargets: [{ nodeId: 1203, nodeName: '区域HR确认到岗（陈静）' }],
        addedBy,
      }),
    );
    expect(await screen.findByTestId('work-added-by')).toHaveTextContent('陈静 请您加签审批（前加签）：请确认到岗日期');
    const labels = screen.getByTestId('action-bar').querySelectorAll('button');
    expect([...labels].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['同意', '退回加签人', '审批进度']);
    fireEvent.click(screen.getByTestId('wf-action-rollback'));
    expect(await screen.findByLabelText('区域HR确认到岗（陈静）')).toBeChecked();
  });

  it('a work copied to me is read only, says so, and prints in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    setup({ ...DETAIL, myTask: null, copiedOnly: true }, { ...STARTER_BAR, buttons: ['progress', 'print'] });
    expect(await screen.findByTestId('work-copied-only')).toHaveTextContent('此流程抄送给您，仅供查阅');
    expect(screen.queryByTestId('wf-opinion')).toBeNull();
    fireEvent.click(screen.getByTestId('wf-action-print'));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/#\/process\/print\?workIds=1$/), '_blank', 'noopener');
  });

  it("offers the user's own phrases after the fixed ones; picking one fills the opinion", async () => {
    setup(DETAIL, bar(['approve', 'progress']), {
      '/api/WF/GetMyPhrases': [
        { id: 4, text: '请补充身份证复印件' },
        { id: 2, text: '材料齐全，同意' },
      ],
    });
    const group = await screen.findByRole('group', { name: '常用语' });
    await within(group).findByText('请补充身份证复印件');
    expect([...group.querySelectorAll('[role="checkbox"]')].map((tag) => tag.textContent)).toEqual([
      '同意',
      '情况属实，同意办理',
      '资料不完整，请补充后重新提交',
      '请补充身份证复印件',
      '材料齐全，同意',
    ]);
    fireEvent.click(within(group).getByText('材料齐全，同意'));
    expect(screen.getByTestId('wf-opinion')).toHaveValue('材料齐全，同意');
    expect(within(group).getByRole('button', { name: '管理常用语' })).toBeInTheDocument();
  });
});
