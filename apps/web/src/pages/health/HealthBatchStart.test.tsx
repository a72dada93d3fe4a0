import { FilePaths, type THealthRow, WfHealthPaths } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../api/http';
import * as feedback from '../../feedback';
import * as download from '../../utils/download';
import { HealthBatchStart } from './HealthBatchStart';

const person = (employeeRef: number, employeeId: string, name: string, status: THealthRow['status']): THealthRow => ({
  employeeRef,
  employeeId,
  employeeName: name,
  employeeLabel: `${name}-${employeeId}`,
  employeeStatus: 1,
  employeeStatusText: '在职',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  regionName: '华东区',
  status,
  statusText: '',
  daysLeft: null,
  certificate: null,
});
const PEOPLE = [person(1, 'E300001', '周敏', 'missing'), person(2, 'E300002', '吴磊', 'expired')];

function renderBatch(kind: 'update' | 'invoice', onStarted = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HealthBatchStart kind={kind} people={PEOPLE} open onClose={vi.fn()} onStarted={onStarted} />
    </QueryClientProvider>,
  );
  return onStarted;
}

function typeDate(testId: string, value: string) {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function attachScan(employeeId: string, name: string) {
  const input = screen
    .getByTestId(`health-batch-scan-${employeeId}`)
    .querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], name, { type: 'application/pdf' })] } });
}

/** The server: scans get ids 11, 12 …; the batch answers with `batch`. */
function serve(batch: (body: unknown) => unknown) {
  let next = 11;
  return vi.spyOn(http, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path.startsWith(FilePaths.uploadSingle)) {
      const id = next++;
      return { id, fileName: `scan-${id}.pdf`, routeUrl: `/f/${id}`, byteLength: 8 };
    }
    if (
      path === WfHealthPaths.batchCreateWfHealthCertificate ||
      path === WfHealthPaths.batchCreateWfHealthCertificateInvoice
    )
      return batch(body);
    return [];
  });
}

describe('批量提交健康证更新', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks every line for its dates and scan before sending anything', async () => {
    const post = serve(() => ({ started: [], refused: [] }));
    renderBatch('update');
    fireEvent.click(screen.getByTestId('health-batch-submit'));
    // Each line's rule answers on its own tick: wait for both, not for the first.
    await waitFor(() => expect(screen.getAllByText('请选择开始日期')).toHaveLength(2));
    expect(screen.getAllByText('请上传附件')).toHaveLength(2);
    expect(post).not.toHaveBeenCalledWith(
      WfHealthPaths.batchCreateWfHealthCertificate,
      expect.anything(),
      expect.anything(),
    );
  });

  it('shows the server’s reason beside the refused line, then starts all once it is fixed', async () => {
    const success = vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
    let refuse = true;
    const post = serve(() => {
      if (refuse)
        throw new ApiError('1行未通过校验，未发起任何流程', 'envelope', 40001, '', [], {
          refused: [{ row: 2, message: '吴磊（E300002）已有进行中的健康证更新（流程编号 3800012）' }],
        });
      return {
        started: [
          { row: 1, workId: 5, flowNo: '3800005' },
          { row: 2, workId: 6, flowNo: '3800006' },
        ],
        refused: [],
      };
    });
    const onStarted = renderBatch('update');

    // One start date for everyone proposes a year's period on each line.
    typeDate('health-batch-uniform', '2026-11-01');
    fireEvent.click(screen.getByTestId('health-batch-apply'));
    expect(screen.getAllByDisplayValue('2027-10-31')).toHaveLength(2);
    attachScan('E300001', '周敏.pdf');
    attachScan('E300002', '吴磊.pdf');
    expect(await screen.findByText('scan-12.pdf')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('health-batch-submit'));
    expect(await screen.findByTestId('health-batch-error-E300002')).toHaveTextContent(
      '吴磊（E300002）已有进行中的健康证更新（流程编号 3800012）',
    );
    expect(screen.queryByTestId('health-batch-error-E300001')).toBeNull();
    expect(screen.getByTestId('health-batch-refused')).toHaveTextContent('1行未通过校验，未发起任何流程');
    expect(onStarted).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(screen.getByTestId('health-batch-submit'));
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith('已提交2个流程，可在「我的任务 · 在办」中查看');
    const sent = post.mock.calls.filter(([p]) => p === WfHealthPaths.batchCreateWfHealthCertificate);
    expect(sent.at(-1)?.[1]).toEqual({
      rows: [
        {
          form: {
            employeeId: 'E300001',
            employeeName: '周敏',
            healthStartDate: '2026-11-01',
            healthEndDate: '2027-10-31',
            remark: '',
          },
          attachmentId: 11,
        },
        {
          form: {
            employeeId: 'E300002',
            employeeName: '吴磊',
            healthStartDate: '2026-11-01',
            healthEndDate: '2027-10-31',
            remark: '',
          },
          attachmentId: 12,
        },
      ],
    });
  });

  it('refuses an end date that is not after the start on its own line', async () => {
    serve(() => ({ started: [], refused: [] }));
    renderBatch('update');
    typeDate('health-batch-end-E300001', '2026-10-01');
    typeDate('health-batch-start-E300001', '2026-11-01');
    expect(screen.getByTestId('health-batch-end-E300001')).toHaveValue('2026-10-01');
    fireEvent.click(screen.getByTestId('health-batch-submit'));
    expect(await screen.findByText('结束日期须晚于开始日期', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('健康证更新的日期从表格填入', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the template with the dialog’s people', async () => {
    const blob = new Blob(['xlsx']);
    const fetchFile = vi.spyOn(http, 'fetchFile').mockResolvedValue({ blob, fileName: '健康证更新批量发起.xlsx' });
    const save = vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
    serve(() => ({ started: [], refused: [] }));
    renderBatch('update');
    const button = screen.getByTestId('health-batch-template');
    expect(button).toHaveTextContent(/^下载模板$/);
    fireEvent.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, '健康证更新批量发起.xlsx'));
    expect(fetchFile).toHaveBeenCalledWith(WfHealthPaths.downloadTemplate, { employeeIds: ['E300001', 'E300002'] });
  });

  it('fills the matching line’s dates and lists the rows it could not use', async () => {
    const post = serve(() => ({ started: [], refused: [] }));
    const answer = {
      rows: [
        { row: 2, employeeId: 'E300002', name: '吴磊', startDate: '2026-11-01', endDate: '2027-10-31', remark: '' },
        { row: 3, employeeId: 'E1001', name: '别人', startDate: '2026-11-01', endDate: '2027-10-31', remark: '' },
        { row: 5, employeeId: 'E300002', name: '吴磊', startDate: '2028-01-01', endDate: '2028-12-31', remark: '' },
      ],
      problems: [{ row: 4, column: '健康证开始日期', message: '日期「明年」无法识别，请填写如 2026-07-01 的日期' }],
    };
    const read = vi.fn(async () => answer);
    const served = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) =>
      path === WfHealthPaths.readBatchTemplate ? read() : served(path, body),
    );
    renderBatch('update');

    const fill = screen.getByTestId('health-batch-fill');
    expect(fill).toHaveTextContent(/^从表格填入$/);
    const input = fill.closest('.ant-upload')?.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array(8)], '日期.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });

    const alert = await screen.findByTestId('health-batch-sheet');
    expect(alert).toHaveTextContent('已从表格填入1人的日期');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '第3行：工号 E1001 不在本次选择的员工中',
      '第4行：健康证开始日期，日期「明年」无法识别，请填写如 2026-07-01 的日期',
      '第5行：工号 E300002 已由第2行填入',
    ]);
    expect(screen.getByTestId('health-batch-start-E300002')).toHaveValue('2026-11-01');
    expect(screen.getByTestId('health-batch-end-E300002')).toHaveValue('2027-10-31');
    expect(screen.getByTestId('health-batch-start-E300001')).toHaveValue('');
    const sent = post.mock.calls.find(([p]) => p === WfHealthPaths.readBatchTemplate)?.[1] as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
  });

  it('says why a file could not be read', async () => {
    const post = serve(() => ({ started: [], refused: [] }));
    const served = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === WfHealthPaths.readBatchTemplate)
        throw new ApiError('文件无法读取，请使用下载的导入模板（.xlsx）填写后上传', 'envelope', 40001, '', []);
      return served(path, body);
    });
    renderBatch('update');
    const input = screen
      .getByTestId('health-batch-fill')
      .closest('.ant-upload')
      ?.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '坏的.xlsx')] } });
    expect(await screen.findByTestId('health-batch-sheet-error')).toHaveTextContent('文件无法读取');
  });
});

describe('批量报销体检费', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the invoice of each line and sends the claims as the single start would', async () => {
    vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
    const post = serve(() => ({ started: [{ row: 1, workId: 7, flowNo: '3900007' }], refused: [] }));
    const onStarted = renderBatch('invoice');
    expect(screen.queryByTestId('health-batch-uniform')).toBeNull();
    expect(screen.queryByTestId('health-batch-fill')).toBeNull();
    fireEvent.click(screen.getByTestId('health-batch-submit'));
    // Each line's rule answers on its own tick: wait for both, not for the first.
    await waitFor(() => expect(screen.getAllByText('请填写发票号')).toHaveLength(2));
    for (const [i, p] of PEOPLE.entries()) {
      fireEvent.change(screen.getByTestId(`health-batch-invoice-no-${p.employeeId}`), {
        target: { value: `FP2026000${i}` },
      });
      fireEvent.change(screen.getByTestId(`health-batch-amount-${p.employeeId}`), { target: { value: '85.5' } });
      typeDate(`health-batch-invoice-date-${p.employeeId}`, '2026-11-02');
      attachScan(p.employeeId, `发票${i}.pdf`);
    }
    expect(await screen.findByText('scan-12.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('health-batch-submit'));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    const sent = post.mock.calls.find(([p]) => p === WfHealthPaths.batchCreateWfHealthCertificateInvoice);
    expect(sent?.[1]).toMatchObject({
      rows: [
        {
          form: { employeeId: 'E300001', invoiceNo: 'FP20260000', amount: '85.5', invoiceDate: '2026-11-02' },
          attachmentId: 11,
        },
        {
          form: { employeeId: 'E300002', invoiceNo: 'FP20260001', amount: '85.5', invoiceDate: '2026-11-02' },
          attachmentId: 12,
        },
      ],
    });
  });
});
