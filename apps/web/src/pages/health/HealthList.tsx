import { CloudDownloadOutlined, FileAddOutlined, ImportOutlined, SendOutlined } from '@ant-design/icons';
import { HEALTH_STATUSES, HealthPaths, type THealthRow } from '@hris/contract';
import { Button, Tooltip } from 'antd';
import { type Key, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAttachment } from '../../api/file';
import { fetchHealthZip, getHealthList, type HealthBatchKind, healthKeys } from '../../api/health';
import { ApiError } from '../../api/http';
import type { DataColumn, DataTableView } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { actionsColumn, ListPage } from '../../components/ListPage';
import { toastError, toastWarning } from '../../feedback';
import { useStartableFlows } from '../../processes/shared/useStartableFlows';
import { pagePath } from '../../router/paths';
import { saveBlob } from '../../utils/download';
import { orDash } from '../../utils/text';
import { usePerEmployeeColumns } from '../basic-data/shared/employee-columns';
import { HealthBatchStart } from './HealthBatchStart';
import { HealthImport } from './HealthImport';
import { daysLeftText, HealthStatusTag } from './HealthStatusTag';
import './i18n';

/** The processes a selection starts at once: 健康证更新 (38) and 健康证发票报销 (39). */
const BATCH_FLOWS: Record<HealthBatchKind, number> = { update: 38, invoice: 39 };

/**
 * 健康证列表: every active store employee of the scope with their current certificate and its
 * status; import, export, the scans of the chosen rows (or of the filter) as one zip, and for the
 * chosen rows a batch 健康证更新 (those not 有效) or 体检费报销, when the user may start them.
 */
export default function HealthListPage() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<THealthRow>();
  const editable = useEditable('HealthOfList');
  const [selected, setSelected] = useState<THealthRow[]>([]);
  const [importing, setImporting] = useState(false);
  const [zipping, setZipping] = useState(false);
  const [batch, setBatch] = useState<HealthBatchKind | null>(null);
  const startable = useStartableFlows();
  const view = useRef<DataTableView | null>(null);

  const columns = useMemo<DataColumn<THealthRow>[]>(
    () => [
      // Everyone listed is 在职: the status column of the staff lists has nothing to say here.
      ...employee.filter((c) => c.key !== 'employeeStatus'),
      {
        key: 'status',
        name: t('health.status'),
        width: 100,
        filter: {
          type: 'select',
          options: HEALTH_STATUSES.map((s) => ({ label: t(`health.statuses.${s}`), value: s })),
        },
        slot: (row) => <HealthStatusTag status={row.status} />,
      },
      {
        key: 'startDate',
        name: t('health.startDate'),
        width: 130,
        slot: (row) => orDash(row.certificate?.healthStartDate),
      },
      {
        key: 'endDate',
        name: t('health.endDate'),
        width: 140,
        sortable: true,
        filter: { type: 'dateRange' },
        slot: (row) => orDash(row.certificate?.healthEndDate),
      },
      { key: 'daysLeft', name: t('health.daysLeft'), width: 100, slot: (row) => daysLeftText(t, row.daysLeft) },
      {
        key: 'remark',
        name: t('health.remark'),
        width: 180,
        ellipsis: true,
        slot: (row) => orDash(row.certificate?.remark),
      },
      {
        key: 'attachment',
        name: t('health.attachment'),
        width: 160,
        ellipsis: true,
        slot: (row) => {
          const file = row.certificate?.attachment;
          return file ? (
            <Button type="link" size="small" onClick={() => void openAttachment(file)} data-testid="health-scan">
              {file.fileName}
            </Button>
          ) : (
            '—'
          );
        },
      },
      {
        key: 'createdBy',
        name: t('health.createdBy'),
        width: 100,
        slot: (row) => orDash(row.certificate?.createdByName),
      },
      actionsColumn<THealthRow>(t, {
        view: (row) => pagePath('healthView', { employeeId: row.employeeId }),
        edit:
          editable &&
          ((row) =>
            row.certificate
              ? pagePath('healthEdit', { employeeId: row.employeeId, id: row.certificate.id })
              : pagePath('healthEdit', { employeeId: row.employeeId })),
        testId: 'health',
      }),
    ],
    [t, employee, editable],
  );

  const withScan = selected.filter((r) => r.certificate?.attachment);
  const toRenew = selected.filter((r) => r.status !== 'valid');
  const batchPeople = batch === 'update' ? toRenew : selected;
  const downloadZip = async () => {
    // Chosen rows, but none with a scan: nothing to pack (not the whole filter instead).
    if (selected.length > 0 && withScan.length === 0) {
      toastWarning(t('health.noScanSelected'));
      return;
    }
    setZipping(true);
    try {
      const {
        pageIndex: _p,
        pageSize: _s,
        ...filter
      } = view.current?.params ?? { pageIndex: 1, pageSize: 10, filters: {} };
      const body =
        withScan.length > 0
          ? { ids: withScan.map((r) => r.certificate?.id as number), filters: {} }
          : { ...filter, ids: undefined };
      const { blob, fileName } = await fetchHealthZip(body);
      saveBlob(blob, fileName ?? '健康证.zip');
    } catch (error) {
      if (!(error instanceof ApiError)) toastError(String(error));
    } finally {
      setZipping(false);
    }
  };

  return (
    <>
      <ListPage<THealthRow>
        testId="health-list"
        queryKey={healthKeys.list}
        hint={t('health.hint')}
        add={{ menuCode: 'HealthOfList', to: pagePath('healthEdit'), label: t('health.add'), testId: 'health-add' }}
        actions={
          <>
            {editable && (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="health-import">
                {t('health.import')}
              </Button>
            )}
            {startable.has(BATCH_FLOWS.update) && (
              <Tooltip title={toRenew.length === 0 ? t('health.batch.updateHint') : undefined}>
                <Button
                  type="primary"
                  ghost
                  icon={<SendOutlined />}
                  disabled={toRenew.length === 0}
                  onClick={() => setBatch('update')}
                  data-testid="health-batch-update-open"
                >
                  {toRenew.length > 0
                    ? t('health.batch.updateButtonCount', { count: toRenew.length })
                    : t('health.batch.updateButton')}
                </Button>
              </Tooltip>
            )}
            {startable.has(BATCH_FLOWS.invoice) && (
              <Button
                icon={<FileAddOutlined />}
                disabled={selected.length === 0}
                onClick={() => setBatch('invoice')}
                data-testid="health-batch-invoice-open"
              >
                {selected.length > 0
                  ? t('health.batch.invoiceButtonCount', { count: selected.length })
                  : t('health.batch.invoiceButton')}
              </Button>
            )}
            <Button icon={<CloudDownloadOutlined />} loading={zipping} onClick={downloadZip} data-testid="health-zip">
              {withScan.length > 0 ? t('health.zipSelected', { count: withScan.length }) : t('health.zip')}
            </Button>
          </>
        }
        exportTo={{ path: HealthPaths.exportHealthCertificatesPageList, title: 'route.healthList', file: '健康证列表' }}
        columns={columns}
        request={getHealthList}
        rowKey={(row) => row.employeeRef}
        onView={(next) => {
          view.current = next;
        }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.employeeRef as Key),
          onChange: (_keys, rows) => setSelected(rows),
          preserveSelectedRowKeys: true,
        }}
      />
      <HealthImport open={importing} onClose={() => setImporting(false)} />
      {batch && (
        <HealthBatchStart
          kind={batch}
          people={batchPeople}
          open
          onClose={() => setBatch(null)}
          onStarted={() => {
            setBatch(null);
            setSelected([]);
          }}
        />
      )}
    </>
  );
}
