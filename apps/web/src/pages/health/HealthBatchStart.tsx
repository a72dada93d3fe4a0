import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  HEALTH_INVOICE_MAX_AMOUNT,
  HEALTH_PERIOD_MAX_DAYS,
  type THealthRow,
  type TWfHealthBatchSheet,
} from '@hris/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Upload as AntUpload, Button, DatePicker, Form, Input, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  batchStartHealth,
  downloadHealthBatchTemplate,
  type HealthBatchKind,
  healthKeys,
  readHealthBatchSheet,
  refusedRows,
} from '../../api/health';
import { wfKeys } from '../../api/keys';
import { CashInput } from '../../components/CashInput';
import { type Attachment, Upload } from '../../components/Upload';
import { toastSuccess, toastWarning } from '../../feedback';
import { toHealthInvoiceInput } from '../../processes/health-invoice/fields';
import { toHealthUpdateInput } from '../../processes/health-update/fields';
import { orDash } from '../../utils/text';
import { HealthStatusTag } from './HealthStatusTag';
import './i18n';

/** One employee's line of the batch, as the form holds it. */
interface BatchLine {
  healthStartDate?: Dayjs | null;
  healthEndDate?: Dayjs | null;
  invoiceNo?: string;
  amount?: string | number;
  invoiceDate?: Dayjs | null;
  scan?: Attachment[];
}
type Values = { rows: BatchLine[] };

/** What differs between the two processes: the form a line becomes and the fields it asks for. */
const KINDS: Record<
  HealthBatchKind,
  {
    toForm: (line: BatchLine, person: THealthRow) => Record<string, unknown>;
    fields: readonly (keyof BatchLine)[];
    uploadTarget: 'healthCertificate' | 'attachment';
  }
> = {
  update: {
    toForm: (line, p) => toHealthUpdateInput({ ...line, employeeId: p.employeeId, employeeName: p.employeeName }),
    fields: ['healthStartDate', 'healthEndDate'],
    uploadTarget: 'healthCertificate',
  },
  invoice: {
    toForm: (line, p) => toHealthInvoiceInput({ ...line, employeeId: p.employeeId, employeeName: p.employeeName }),
    fields: ['invoiceNo', 'amount', 'invoiceDate'],
    uploadTarget: 'attachment',
  },
};

/** What a filled batch sheet gives the dialog: the dates of its lines, and the rows it cannot use. */
export interface SheetFill {
  lines: { index: number; startDate: string; endDate: string }[];
  unusable: { row: number; text: string }[];
}

/**
 * Matches the sheet's rows to the dialog's people by 工号. A row is unusable when the server
 * refused one of its cells, its 工号 is not one of the people, or an earlier row already gave
 * that person's dates (the first row wins).
 */
export function matchSheet(sheet: TWfHealthBatchSheet, people: THealthRow[], t: TFunction): SheetFill {
  const unusable = sheet.problems.map((p) => ({
    row: p.row,
    text: t('health.batch.sheetProblem', { row: p.row, column: p.column, message: p.message }),
  }));
  const lines: SheetFill['lines'] = [];
  const firstRow = new Map<number, number>();
  for (const r of sheet.rows) {
    const index = people.findIndex((p) => p.employeeId === r.employeeId);
    const first = firstRow.get(index);
    if (index < 0)
      unusable.push({ row: r.row, text: t('health.batch.notChosen', { row: r.row, employeeId: r.employeeId }) });
    else if (first !== undefined)
      unusable.push({
        row: r.row,
        text: t('health.batch.sheetDuplicate', { row: r.row, employeeId: r.employeeId, first }),
      });
    else {
      firstRow.set(index, r.row);
      lines.push({ index, startDate: r.startDate, endDate: r.endDate });
    }
  }
  return { lines, unusable: unusable.sort((a, b) => a.row - b.row) };
}

/**
 * The chosen employees' 健康证更新 (flow 38) or 健康证发票报销 (flow 39), started at once: a line
 * per person with the new certificate's dates (or the invoice) and its scan. The server starts one
 * work per line, all or none; a refusal puts each refused line's reason beside it.
 */
export function HealthBatchStart({
  kind,
  people,
  open,
  onClose,
  onStarted,
}: {
  kind: HealthBatchKind;
  people: THealthRow[];
  open: boolean;
  onClose: () => void;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [refused, setRefused] = useState<Map<number, string>>(new Map());
  const [uniform, setUniform] = useState<Dayjs | null>(null);
  const config = KINDS[kind];

  // 健康证更新 only: the dates filled in Excel (the template names the people), the scans stay here.
  const template = useMutation({ mutationFn: () => downloadHealthBatchTemplate(people.map((p) => p.employeeId)) });
  const fill = useMutation({
    mutationFn: async (file: File) => matchSheet(await readHealthBatchSheet(file), people, t),
    onSuccess: ({ lines }) => {
      for (const line of lines) {
        form.setFieldValue(['rows', line.index, 'healthStartDate'], dayjs(line.startDate));
        form.setFieldValue(['rows', line.index, 'healthEndDate'], dayjs(line.endDate));
      }
      // The period rules answer at once on the filled lines, not only on submit.
      const filled = lines.flatMap((l) => [
        ['rows', l.index, 'healthStartDate'],
        ['rows', l.index, 'healthEndDate'],
      ]);
      if (filled.length > 0) form.validateFields(filled).catch(() => {});
    },
  });

  const start = useMutation({
    mutationFn: (values: Values) =>
      batchStartHealth(
        kind,
        people.map((p, i) => {
          const line = values.rows[i] ?? {};
          return { form: config.toForm(line, p), attachmentId: line.scan?.[0]?.id as number };
        }),
      ),
    onMutate: () => setRefused(new Map()),
    onSuccess: (result) => {
      toastSuccess(t('health.batch.started', { count: result.started.length }));
      void client.invalidateQueries({ queryKey: wfKeys.all });
      void client.invalidateQueries({ queryKey: healthKeys.all });
      form.resetFields();
      onStarted();
    },
    onError: (error) => setRefused(refusedRows(error)),
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) start.mutate(form.getFieldsValue(true) as Values);
  };

  // The usual certificate runs a year: a start proposes its end unless one is chosen.
  const proposeEnd = (index: number, value: Dayjs | null) => {
    if (value && !form.getFieldValue(['rows', index, 'healthEndDate']))
      form.setFieldValue(['rows', index, 'healthEndDate'], value.add(1, 'year').subtract(1, 'day'));
  };
  const applyToAll = () => {
    if (!uniform) return;
    form.setFieldsValue({
      rows: people.map(() => ({
        healthStartDate: uniform,
        healthEndDate: uniform.add(1, 'year').subtract(1, 'day'),
      })),
    });
  };

  const cell = (index: number, field: keyof BatchLine, node: ReactNode, rules: object[]) => (
    <Form.Item name={['rows', index, field]} rules={rules} style={{ marginBottom: 0 }}>
      {node}
    </Form.Item>
  );
  const required = (message: string) => [{ required: true, message }];
  const testId = (p: THealthRow, what: string) => `health-batch-${what}-${p.employeeId}`;

  const FIELD_COLUMNS: Record<keyof BatchLine, ColumnsType<THealthRow>[number] | null> = {
    healthStartDate: {
      key: 'start',
      title: t('health.startDate'),
      width: 160,
      render: (_, p, i) =>
        cell(
          i,
          'healthStartDate',
          <DatePicker format="YYYY-MM-DD" onChange={(d) => proposeEnd(i, d)} data-testid={testId(p, 'start')} />,
          required(t('health.startRequired')),
        ),
    },
    healthEndDate: {
      key: 'end',
      title: t('health.endDate'),
      width: 160,
      render: (_, p, i) =>
        cell(i, 'healthEndDate', <DatePicker format="YYYY-MM-DD" data-testid={testId(p, 'end')} />, [
          ...required(t('health.endRequired')),
          {
            validator: async (_rule: unknown, end: Dayjs | null) => {
              const begin: Dayjs | null = form.getFieldValue(['rows', i, 'healthStartDate']);
              if (end && begin && !end.isAfter(begin)) throw new Error(t('health.batch.endAfterStart'));
              if (end && begin && end.diff(begin, 'day') > HEALTH_PERIOD_MAX_DAYS)
                throw new Error(t('health.batch.periodTooLong', { days: HEALTH_PERIOD_MAX_DAYS }));
            },
          },
        ]),
    },
    invoiceNo: {
      key: 'invoiceNo',
      title: t('health.batch.invoiceNo'),
      width: 170,
      render: (_, p, i) =>
        cell(i, 'invoiceNo', <Input maxLength={20} data-testid={testId(p, 'invoice-no')} />, [
          { required: true, whitespace: true, message: t('health.batch.invoiceNoRequired') },
        ]),
    },
    amount: {
      key: 'amount',
      title: t('health.batch.amount', { max: HEALTH_INVOICE_MAX_AMOUNT }),
      width: 130,
      render: (_, p, i) =>
        cell(i, 'amount', <CashInput data-testid={testId(p, 'amount')} />, required(t('health.batch.amountRequired'))),
    },
    invoiceDate: {
      key: 'invoiceDate',
      title: t('health.batch.invoiceDate'),
      width: 160,
      render: (_, p, i) =>
        cell(
          i,
          'invoiceDate',
          <DatePicker format="YYYY-MM-DD" data-testid={testId(p, 'invoice-date')} />,
          required(t('health.batch.invoiceDateRequired')),
        ),
    },
    scan: null,
  };

  const columns: ColumnsType<THealthRow> = [
    {
      key: 'employee',
      title: t('health.employee'),
      width: 190,
      render: (_, p) => (
        <div>
          <div>{p.employeeLabel}</div>
          <Typography.Text type="secondary">{p.shopName}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'current',
      title: t('health.batch.current'),
      width: 150,
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <HealthStatusTag status={p.status} />
          <Typography.Text type="secondary">{orDash(p.certificate?.healthEndDate)}</Typography.Text>
        </Space>
      ),
    },
    ...config.fields.flatMap((f) => FIELD_COLUMNS[f] ?? []),
    {
      key: 'scan',
      title: kind === 'update' ? t('health.scan') : t('health.batch.invoiceScan'),
      width: 250,
      render: (_, p, i) => (
        <div data-testid={testId(p, 'scan')}>
          {cell(
            i,
            'scan',
            <Upload target={config.uploadTarget} multiple={false} limit={1} buttonText={t('health.batch.upload')} />,
            [{ required: true, type: 'array', min: 1, message: t('health.batch.scanRequired') }],
          )}
        </div>
      ),
    },
    {
      key: 'problem',
      title: t('health.batch.problem'),
      render: (_, p, i) =>
        refused.has(i + 1) ? (
          <Typography.Text type="danger" data-testid={testId(p, 'error')}>
            {refused.get(i + 1)}
          </Typography.Text>
        ) : null,
    },
  ];

  return (
    <Modal
      open={open}
      width={1180}
      title={t(`health.batch.${kind}Title`, { count: people.length })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('health.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={start.isPending}
          onClick={submit}
          data-testid="health-batch-submit"
        >
          {t('health.batch.submit', { count: people.length })}
        </Button>,
      ]}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`health-batch-${kind}`}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t(`health.batch.${kind}Intro`)}
        </Typography.Paragraph>
        {kind === 'update' && (
          <Space wrap>
            <span>{t('health.batch.uniformStart')}</span>
            <DatePicker format="YYYY-MM-DD" value={uniform} onChange={setUniform} data-testid="health-batch-uniform" />
            <Button disabled={!uniform} onClick={applyToAll} data-testid="health-batch-apply">
              {t('health.batch.applyAll')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              autoInsertSpace={false}
              loading={template.isPending}
              onClick={() => template.mutate()}
              data-testid="health-batch-template"
            >
              {t('health.batch.downloadTemplate')}
            </Button>
            <AntUpload
              accept=".xlsx"
              multiple={false}
              showUploadList={false}
              disabled={fill.isPending}
              beforeUpload={(file) => {
                if (!/\.xlsx$/i.test(file.name)) {
                  toastWarning(t('health.batch.onlyXlsx'));
                  return AntUpload.LIST_IGNORE;
                }
                fill.mutate(file);
                return false;
              }}
            >
              <Button
                icon={<UploadOutlined />}
                autoInsertSpace={false}
                loading={fill.isPending}
                data-testid="health-batch-fill"
              >
                {t('health.batch.fillFromSheet')}
              </Button>
            </AntUpload>
          </Space>
        )}
        {fill.error && (
          <Alert type="error" showIcon title={fill.error.message} data-testid="health-batch-sheet-error" />
        )}
        {fill.data && (
          <Alert
            type={fill.data.unusable.length > 0 ? 'warning' : 'success'}
            showIcon
            title={t('health.batch.sheetFilled', { count: fill.data.lines.length })}
            description={
              fill.data.unusable.length > 0 && (
                <>
                  <div>{t('health.batch.sheetUnusable', { count: fill.data.unusable.length })}</div>
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {fill.data.unusable.map((u) => (
                      <li key={`${u.row}:${u.text}`}>{u.text}</li>
                    ))}
                  </ul>
                </>
              )
            }
            data-testid="health-batch-sheet"
          />
        )}
        {start.error && <Alert type="error" showIcon title={start.error.message} data-testid="health-batch-refused" />}
        <Form<Values> form={form} component={false}>
          <Table<THealthRow>
            size="small"
            rowKey="employeeRef"
            dataSource={people}
            columns={columns}
            pagination={false}
            scroll={{ y: 460 }}
            rowClassName={(_, i) => (refused.has(i + 1) ? 'health-batch-refused-row' : '')}
          />
        </Form>
      </Space>
    </Modal>
  );
}
