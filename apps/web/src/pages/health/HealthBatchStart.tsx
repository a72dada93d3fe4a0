import { HEALTH_INVOICE_MAX_AMOUNT, HEALTH_PERIOD_MAX_DAYS, type THealthRow } from '@hris/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchStartHealth, type HealthBatchKind, healthKeys, refusedRows } from '../../api/health';
import { wfKeys } from '../../api/keys';
import { CashInput } from '../../components/CashInput';
import { type Attachment, Upload } from '../../components/Upload';
import { toastSuccess } from '../../feedback';
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
          <Space>
            <span>{t('health.batch.uniformStart')}</span>
            <DatePicker format="YYYY-MM-DD" value={uniform} onChange={setUniform} data-testid="health-batch-uniform" />
            <Button disabled={!uniform} onClick={applyToAll} data-testid="health-batch-apply">
              {t('health.batch.applyAll')}
            </Button>
          </Space>
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
