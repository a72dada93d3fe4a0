import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportList } from '../../../api/basic-data';
import { useButtonPermissions } from '../../../api/permission';
import type { DataTableRequest } from '../../../components/DataTable';
import { toastSuccess } from '../../../feedback';
import './basic-data.css';
import './i18n';

/** Whether the page's menu entry has isEdit 1 (spec §6): edit buttons appear only then. */
export function useEditable(menuCode: string): boolean {
  const buttons = useButtonPermissions();
  return !buttons.loading && buttons.canEdit(menuCode);
}

/**
 * Keeps the parameters of the table's last request, so the export sends exactly the filters and
 * sort the user sees.
 */
export function useTrackedRequest<Row>(request: (params: DataTableRequest) => Promise<Row>) {
  const last = useRef<DataTableRequest>({ pageIndex: 1, pageSize: 10, filters: {} });
  const tracked = useRef((params: DataTableRequest) => {
    last.current = params;
    return request(params);
  });
  return { request: tracked.current, lastParams: () => last.current };
}

/** 导出: the filtered rows to .xlsx, with a spinner while the file streams. */
export function ExportButton({
  path,
  params,
  fallbackName,
}: {
  path: string;
  params: () => DataTableRequest;
  fallbackName: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { pageIndex: _p, pageSize: _s, ...rest } = params();
      await exportList(path, rest, fallbackName);
      toastSuccess(t('bd.common.exported'));
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="bd-export">
      {busy ? t('bd.common.exporting') : t('bd.common.export')}
    </Button>
  );
}

export function money(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : value;
}

export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}
