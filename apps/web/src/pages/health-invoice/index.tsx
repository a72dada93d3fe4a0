import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  HEALTH_INVOICE_STATUSES,
  type TBatchAuditReport,
  type THealthInvoicePage,
  type THealthInvoiceRow,
  WfHealthPaths,
} from '@hris/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Upload as AntUpload, Button, Card, Modal, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadPost } from '../../api/export';
import { ApiError } from '../../api/http';
import { wfKeys } from '../../api/keys';
import { processPath } from '../../api/workflow';
import type { DataColumn, DataTablePage } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { ListPage } from '../../components/ListPage';
import { toastError } from '../../feedback';
import i18n from '../../i18n';
import { orDash } from '../../utils/text';
import { useRegionOptions } from '../basic-data/shared/options';
import { getHealthInvoiceList, importBatchAudit } from './api';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, true);
i18n.addResourceBundle('en-US', 'translation', enUS, true, true);

const QUERY_KEY = [...wfKeys.all, 'healthInvoices'] as const;
const STATUS_COLOR = { running: 'processing', paid: 'success', terminated: 'default' } as const;

/**
 * 健康证发票 (/health/invoice): the examination-fee claims in scope with a 合计 row the server
 * summed over the whole filter, the export, and head-office HR's batch audit (template + upload,
 * a per-row report).
 */
export default function HealthInvoicePage() {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  const columns = useMemo<DataColumn<THealthInvoiceRow>[]>(
    () => [
      {
        key: 'flowNo',
        name: t('hi.flowNo'),
        fixed: 'left',
        width: 120,
        slot: (row) => (
          <Link to={processPath({ flowId: 39, workId: row.workId })} data-testid="invoice-work-link">
            {row.flowNo}
          </Link>
        ),
      },
      {
        key: 'employee',
        name: t('hi.employee'),
        width: 150,
        filter: { type: 'text' },
        slot: (row) => `${row.employeeName}（${row.employeeId}）`,
      },
      {
        key: 'shop',
        name: t('hi.shop'),
        width: 180,
        ellipsis: true,
        filter: { type: 'text' },
        slot: (row) => orDash(row.shopCode ? `${row.shopCode} ${row.shopName}` : row.shopName),
      },
      {
        key: 'regionId',
        name: t('hi.region'),
        width: 100,
        filter: { type: 'select', options: regions },
        slot: (row) => orDash(row.regionName),
      },
      { key: 'invoiceNo', name: t('hi.invoiceNo'), width: 180, filter: { type: 'text' }, type: 'text' },
      {
        key: 'amount',
        name: t('hi.amount'),
        width: 110,
        align: 'right',
        sortable: true,
        filter: { type: 'numberRange' },
        slot: (row) => row.amount,
      },
      {
        key: 'invoiceDate',
        name: t('hi.invoiceDate'),
        width: 120,
        sortable: true,
        filter: { type: 'dateRange' },
        type: 'date',
      },
      { key: 'certificatePeriod', name: t('hi.certificate'), width: 200, slot: (row) => orDash(row.certificatePeriod) },
      {
        key: 'status',
        name: t('hi.status'),
        width: 100,
        filter: {
          type: 'select',
          options: HEALTH_INVOICE_STATUSES.map((s) => ({ value: s, label: t(`hi.status_${s}`) })),
        },
        slot: (row) => <Tag color={STATUS_COLOR[row.status]}>{t(`hi.status_${row.status}`)}</Tag>,
      },
      { key: 'nodeName', name: t('hi.node'), width: 140, slot: (row) => orDash(row.nodeName) },
      { key: 'paidDate', name: t('hi.paidDate'), width: 120, slot: (row) => orDash(row.paidDate) },
      { key: 'createdTime', name: t('hi.createdTime'), type: 'datetime', sortable: true, width: 160 },
    ],
    [t, regions],
  );

  const summary = (page: DataTablePage<THealthInvoiceRow> | undefined) => {
    const totals = (page as THealthInvoicePage | undefined)?.totals;
    if (!totals) return null;
    return (
      <Table.Summary fixed>
        <Table.Summary.Row data-testid="invoice-totals">
          {columns.map((column, index) => (
            <Table.Summary.Cell key={column.key} index={index} align={column.key === 'amount' ? 'right' : undefined}>
              {index === 0 ? t('hi.totals', { count: totals.count }) : column.key === 'amount' ? totals.amount : null}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    );
  };

  return (
    <>
      <BatchAudit />
      <ListPage<THealthInvoiceRow>
        testId="health-invoice-list"
        queryKey={QUERY_KEY}
        hint={t('hi.hint')}
        exportTo={{ path: WfHealthPaths.exportHealthInvoicePageList, title: 'route.healthInvoice', file: '健康证发票' }}
        columns={columns}
        request={getHealthInvoiceList}
        summary={summary}
      />
    </>
  );
}

/** Head-office HR's batch audit: the template of their open invoice to-dos, the upload and its report. */
function BatchAudit() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<TBatchAuditReport | null>(null);
  if (!useEditable('HealthInvoice')) return null;
  const send = async (file: File) => {
    setBusy(true);
    try {
      setReport(await importBatchAudit(file));
      await queryClient.invalidateQueries({ queryKey: wfKeys.all });
    } catch (error) {
      if (!(error instanceof ApiError && error.canceled) && !(error instanceof ApiError)) toastError(String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" variant="borderless" style={{ marginBottom: 12 }} data-testid="invoice-batch-audit">
      <Space wrap>
        <Typography.Text strong>{t('hi.batchAudit')}</Typography.Text>
        <Typography.Text type="secondary">{t('hi.batchAuditHint')}</Typography.Text>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadPost(WfHealthPaths.downloadBatchAuditTemplate, {}, '健康证发票批量审批.xlsx').catch(() => {})
          }
          data-testid="invoice-audit-template"
        >
          {t('hi.downloadTemplate')}
        </Button>
        <AntUpload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="invoice-audit-upload">
            {t('hi.uploadSheet')}
          </Button>
        </AntUpload>
      </Space>
      <Modal
        open={report !== null}
        title={t('hi.reportTitle')}
        onCancel={() => setReport(null)}
        footer={null}
        width={720}
      >
        {report && (
          <Table
            size="small"
            rowKey="row"
            pagination={false}
            dataSource={report.rows}
            data-testid="invoice-audit-report"
            columns={[
              { key: 'row', title: t('hi.row'), dataIndex: 'row', width: 60 },
              { key: 'flowNo', title: t('hi.flowNo'), dataIndex: 'flowNo', width: 120 },
              {
                key: 'ok',
                title: t('hi.result'),
                width: 90,
                render: (_, r) => (
                  <Tag color={r.ok ? 'success' : 'error'}>{r.ok ? t('hi.applied') : t('hi.refused')}</Tag>
                ),
              },
              { key: 'message', title: t('hi.message'), dataIndex: 'message' },
            ]}
          />
        )}
      </Modal>
    </Card>
  );
}
