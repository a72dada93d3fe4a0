import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import { formatDateTime } from '../../../utils/date';
import type { PrintForm, PrintForms } from './api';
import ProcessPrintPage from './index';
import { cssString, pageCounterContent } from './page-style';
import { parseWorkIds } from './params';

const WORK_BASE = {
  startForm: null,
  viewForm: null,
  status: 'finished',
  statusText: '已办结',
  stopReason: null,
  currentNodeId: null,
  currentNodeName: null,
  starterName: '李婷',
  startedTime: '2026-10-08T01:30:00.000Z',
  finishedTime: '2026-10-09T06:05:00.000Z',
  myTask: null,
  returned: null,
  markedRead: 0,
  copiedOnly: false,
} as const;

const TARGET = {
  name: '刘美芳',
  employeeId: 'E100006',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  statusText: '在职',
};

/** A deduction whose remark was left empty. */
const DEDUCTION: PrintForm = {
  companyName: '华联商业有限公司',
  work: {
    ...WORK_BASE,
    workId: 12,
    flowId: 8,
    flowNo: '8-000012',
    flowName: '失物扣款',
    form: {
      employeeId: 'E100006',
      employeeName: '刘美芳',
      shopCode: 'SH001',
      deductionsMonth: '2026-10',
      lostDdeductions: 12.5,
      workClothesDeductions: 80,
      marketMealFeeDeductions: 0,
      marketFineDeductions: 50,
      remark: '',
    },
    target: TARGET,
    attachments: [],
  },
  progress: [
    {
      nodeId: 800,
      nodeName: '发起',
      actionType: 'start',
      actionTypeText: '发起',
      msg: null,
      processorName: '李婷',
      startedTime: '2026-10-08T01:30:00.000Z',
      completedTime: '2026-10-08T01:30:00.000Z',
      taskIntervalText: '',
    },
    {
      nodeId: 801,
      nodeName: '区域HR审核',
      actionType: 'approve',
      actionTypeText: '审批通过',
      msg: '金额核对无误',
      processorName: '王强',
      startedTime: '2026-10-08T01:30:00.000Z',
      completedTime: '2026-10-08T03:12:00.000Z',
      taskIntervalText: '1小时42分',
    },
  ],
  copies: [
    {
      userName: '赵敏',
      byName: '王强',
      nodeName: '区域HR审核',
      copiedTime: '2026-10-08T03:12:00.000Z',
      readTime: null,
    },
  ],
};

/** A resignation with a remark and an attachment. */
const RESIGNATION: PrintForm = {
  companyName: '华联商业有限公司',
  work: {
    ...WORK_BASE,
    workId: 15,
    flowId: 15,
    flowNo: '15-000015',
    flowName: '员工离职',
    form: {
      employeeId: 'E100006',
      employeeName: '刘美芳',
      lastWorkingDay: '2026-12-31',
      dimissionType: 'resign',
      dimissionReason: 'other',
      dimissionResetReason: '回老家',
      dishonorableDischarge: 0,
      remark: '钥匙已交回',
    },
    target: TARGET,
    attachments: [
      { id: 3, fileName: '辞职信.pdf', routeUrl: '/api/File/DownloadFile?attachmentId=3', byteLength: 2048 },
    ],
  },
  progress: [
    {
      nodeId: 1500,
      nodeName: '发起',
      actionType: 'start',
      actionTypeText: '发起',
      msg: null,
      processorName: '李婷',
      startedTime: '2026-10-08T01:30:00.000Z',
      completedTime: '2026-10-08T01:30:00.000Z',
      taskIntervalText: '',
    },
  ],
  copies: [],
};

const ANSWER: PrintForms = {
  printerName: '张敏',
  printTime: '2026-11-02T02:00:00.000Z',
  forms: [DEDUCTION, RESIGNATION],
};

function setup(search: string, answer: PrintForms = ANSWER) {
  const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/WF/GetPrintForms') return answer;
    throw new Error(`unexpected ${url}`);
  });
  const print = vi.fn();
  vi.stubGlobal('print', print);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/process/print${search}`]}>
        <Routes>
          <Route path="/process/print" element={<ProcessPrintPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { post, print };
}

describe('/process/print', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('prints each work on its own sheet: header, form, history, copies, attachments, footer', async () => {
    const { post, print } = setup('?workIds=12,15');
    const sheets = await screen.findAllByTestId('print-sheet');
    expect(post).toHaveBeenCalledWith('/api/WF/GetPrintForms', { workIds: [12, 15] });
    expect(sheets).toHaveLength(2);
    expect(screen.getByTestId('print-count')).toHaveTextContent('共 2 份审批单');
    const [deduction, resignation] = sheets as [HTMLElement, HTMLElement];

    expect(within(deduction).getByTestId('print-title')).toHaveTextContent('失物扣款审批单');
    expect(within(resignation).getByTestId('print-title')).toHaveTextContent('员工离职审批单');
    expect(within(deduction).getByTestId('print-company')).toHaveTextContent('华联商业有限公司');
    const basic = within(deduction).getByTestId('print-basic');
    for (const text of ['8-000012', '已办结', '李婷', 'E100006', 'SH001 上海南京西路店']) {
      expect(basic).toHaveTextContent(text);
    }
    expect(basic).toHaveTextContent(formatDateTime(WORK_BASE.finishedTime));

    // The form as its view form shows it, with the process's own labels.
    expect(within(deduction).getByText('扣款月份')).toBeInTheDocument();
    expect(within(deduction).getByText('2026-10')).toBeInTheDocument();
    expect(within(resignation).getByText('其他：回老家')).toBeInTheDocument();

    const rows = within(within(deduction).getByTestId('print-history')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '步骤处理人操作意见时间',
      `发起李婷发起${formatDateTime('2026-10-08T01:30:00.000Z')}`,
      `区域HR审核王强审批通过金额核对无误${formatDateTime('2026-10-08T03:12:00.000Z')}`,
    ]);

    const copies = within(deduction).getByTestId('print-copies');
    expect(copies).toHaveTextContent('赵敏');
    expect(copies).toHaveTextContent('王强');
    // Nothing copied, nothing attached: no empty sections.
    expect(within(resignation).queryByTestId('print-copies')).not.toBeInTheDocument();
    expect(within(deduction).queryByTestId('print-attachments')).not.toBeInTheDocument();
    expect(within(resignation).getByTestId('print-attachments')).toHaveTextContent('辞职信.pdf');

    for (const sheet of sheets) expect(within(sheet).getByTestId('print-printer')).toHaveTextContent('打印人：张敏');
    // On paper the footer is the page margin's, with the page number.
    const rules = document.querySelector('[data-testid="process-print"] style')?.textContent ?? '';
    expect(rules).toContain('size: A4 portrait');
    expect(rules).toContain('打印人：张敏');
    expect(rules).toContain(`"第 " counter(page) " 页 / 共 " counter(pages) " 页"`);
    // Each work prints on pages of its own name, whose footer carries its flow number.
    expect(deduction.style.getPropertyValue('page')).toBe('work-12');
    expect(rules).toContain('@page work-12 { @bottom-center { content: "流程编号 8-000012";');
    expect(print).not.toHaveBeenCalled();
  });

  it('leaves out fields with no value: an empty remark prints no 备注', async () => {
    setup('?workIds=12,15');
    const [deduction, resignation] = (await screen.findAllByTestId('print-sheet')) as [HTMLElement, HTMLElement];
    expect(within(deduction).getByText('扣款月份')).toBeInTheDocument();
    expect(within(deduction).queryByText('备注')).not.toBeInTheDocument();
    expect(within(resignation).getByText('备注')).toBeInTheDocument();
    expect(within(resignation).getByText('钥匙已交回')).toBeInTheDocument();
    // No dash standing for an empty field either.
    expect(within(deduction).queryByText('—')).not.toBeInTheDocument();
  });

  it('opens the print dialog by itself with auto=1, once loaded', async () => {
    const { print } = setup('?workIds=12,15&auto=1');
    await screen.findAllByTestId('print-sheet');
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('says which works could not be had', async () => {
    setup('?workIds=12,15,99');
    expect(await screen.findByTestId('print-missing')).toHaveTextContent('另有 1 份不存在或无权查看');
  });

  it('refuses an address that names no work, without asking the server', async () => {
    const { post } = setup('?workIds=abc');
    expect(await screen.findByText('打印地址无效：未指定要打印的流程')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('parseWorkIds', () => {
  it('keeps valid ids once, in order', () => {
    expect(parseWorkIds('12, 15,x,12,0,-3,18')).toEqual({ ok: true, workIds: [12, 15, 18] });
    expect(parseWorkIds(null)).toEqual({ ok: false, reason: 'missing' });
    expect(parseWorkIds(',,')).toEqual({ ok: false, reason: 'missing' });
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect(parseWorkIds(many)).toEqual({ ok: false, reason: 'tooMany' });
    expect(parseWorkIds(many.replace(/,51$/, ''))).toMatchObject({ ok: true });
  });
});

describe('page style', () => {
  it('writes texts as CSS strings and page numbers as counters', () => {
    expect(cssString('a "b" \\ c\nd')).toBe('"a \\"b\\" \\\\ c d"');
    expect(pageCounterContent((page, pages) => `Page ${page} of ${pages}`)).toBe(
      '"Page " counter(page) " of " counter(pages)',
    );
  });
});
