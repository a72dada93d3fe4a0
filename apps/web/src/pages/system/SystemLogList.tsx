import {
  SYSTEM_LOG_MODULE_KEYS,
  SYSTEM_LOG_MODULES,
  SYSTEM_LOG_RESULT_TEXT,
  SYSTEM_LOG_RESULTS,
  SystemPaths,
  type TSystemLogRow,
} from '@hris/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getSystemLogList, systemKeys } from '../../api/system';
import type { DataColumn } from '../../components/DataTable';
import { keyLinkColumn, ListPage } from '../../components/ListPage';
import { pagePath } from '../../router/paths';
import { formatDateTime } from '../../utils/date';
import './i18n';

/** Chinese first: the contract's module and result labels, English when the interface is English. */
export function useLogLabels() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return {
    module: (key: keyof typeof SYSTEM_LOG_MODULES) => SYSTEM_LOG_MODULES[key][en ? 'en' : 'zh'],
    result: (key: keyof typeof SYSTEM_LOG_RESULT_TEXT) => SYSTEM_LOG_RESULT_TEXT[key][en ? 'en' : 'zh'],
  };
}

export function ResultTag({ row }: { row: Pick<TSystemLogRow, 'result'> }) {
  const labels = useLogLabels();
  return (
    <Tag color={row.result === 'failure' ? 'error' : 'success'} data-testid="log-result">
      {labels.result(row.result)}
    </Tag>
  );
}

/**
 * The summary as people read it: "字段：值；…" with the fields' names in the interface language
 * (the JSON as it is when it was cut for the list or is not an object).
 */
export function summaryText(summary: string | null, label: (field: string) => string): string | null {
  if (!summary) return null;
  let value: unknown;
  try {
    value = JSON.parse(summary);
  } catch {
    return summary;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return summary;
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  return Object.entries(value)
    .map(([field, v]) => `${label(field)}：${show(v)}`)
    .join('；');
}

/** 系统日志 (spec §2 /system/systemLog): who did what, when, from where, with what result. */
export default function SystemLogListPage() {
  const { t, i18n } = useTranslation();
  const labels = useLogLabels();

  const columns = useMemo<DataColumn<TSystemLogRow>[]>(
    () => [
      {
        ...keyLinkColumn<TSystemLogRow>(
          { key: 'createdTime', name: t('system.log.createdTime'), width: 170, testId: 'log-view-link' },
          (row) => ({ to: pagePath('systemLogView', { id: row.id }), text: formatDateTime(row.createdTime) }),
        ),
        filter: { type: 'dateRange' },
      },
      {
        type: 'text',
        key: 'userName',
        name: t('system.log.user'),
        sortable: true,
        width: 130,
        filter: { type: 'text' },
      },
      { type: 'text', key: 'ip', name: t('system.log.ip'), width: 140, filter: { type: 'text' } },
      {
        key: 'module',
        name: t('system.log.module'),
        width: 110,
        filter: { type: 'select', options: SYSTEM_LOG_MODULE_KEYS.map((k) => ({ label: labels.module(k), value: k })) },
        slot: (row) => labels.module(row.module as keyof typeof SYSTEM_LOG_MODULES),
      },
      {
        key: 'action',
        name: t('system.log.action'),
        sortable: true,
        width: 170,
        filter: { type: 'text' },
        slot: (row) => (
          <Tooltip title={row.action}>
            <span>{row.actionText}</span>
          </Tooltip>
        ),
      },
      {
        key: 'target',
        name: t('system.log.target'),
        width: 200,
        ellipsis: true,
        filter: { type: 'text' },
        slot: (row) => row.targetText ?? '—',
      },
      {
        key: 'result',
        name: t('system.log.result'),
        width: 90,
        filter: { type: 'select', options: SYSTEM_LOG_RESULTS.map((r) => ({ label: labels.result(r), value: r })) },
        slot: (row) => <ResultTag row={row} />,
      },
      {
        key: 'summary',
        name: t('system.log.summary'),
        width: 320,
        slot: (row) => {
          const label = (field: string) =>
            i18n.exists(`system.log.fields.${field}`) ? t(`system.log.fields.${field}`) : field;
          // An edit names what it changed; other entries show their summary as 字段：值.
          const text = row.changedFields?.length
            ? t('system.log.changedFields', { fields: row.changedFields.map(label).join('、') })
            : summaryText(row.summary, label);
          return text ? (
            <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 300 }}>
              {text}
            </Typography.Text>
          ) : (
            '—'
          );
        },
      },
    ],
    [t, i18n, labels],
  );

  return (
    <ListPage<TSystemLogRow>
      testId="system-log-list"
      queryKey={systemKeys.logList}
      hint={t('system.log.hint')}
      exportTo={{ path: SystemPaths.exportSystemLogList, title: 'route.systemLog', file: '系统日志' }}
      columns={columns}
      request={getSystemLogList}
      rowClassName={(row) => (row.result === 'failure' ? 'system-log-failure' : '')}
    />
  );
}
