import type { TSystemLogChange, TSystemLogDetail } from '@hris/contract';
import { Alert, Card, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSystemLogDetail, systemKeys } from '../../api/system';
import { DetailGrid, RecordPage } from '../../components/RecordPage';
import { formatDateTime } from '../../utils/date';
import { orDash } from '../../utils/text';
import { ResultTag, useLogLabels } from './SystemLogList';
import './i18n';
import './system.css';

/** 日志详情 (spec §2 /system/systemLogVeiw): the entry, and an edit's before and after side by side. */
export default function SystemLogViewPage() {
  return (
    <RecordPage queryKey={systemKeys.logDetail} fetch={getSystemLogDetail}>
      {(entry) => <SystemLogView entry={entry} />}
    </RecordPage>
  );
}

function SystemLogView({ entry }: { entry: TSystemLogDetail }) {
  const { t } = useTranslation();
  const labels = useLogLabels();
  return (
    <Card
      variant="borderless"
      data-testid="system-log-view"
      title={`${t('system.log.viewTitle')} · ${entry.actionText}`}
    >
      <DetailGrid
        items={[
          { key: 'time', label: t('system.log.createdTime'), children: formatDateTime(entry.createdTime) },
          { key: 'user', label: t('system.log.user'), children: orDash(entry.userName) },
          { key: 'ip', label: t('system.log.ip'), children: orDash(entry.ip) },
          { key: 'module', label: t('system.log.module'), children: labels.module(entry.module as never) },
          { key: 'action', label: t('system.log.action'), children: entry.actionText },
          {
            key: 'code',
            label: t('system.log.actionCode'),
            children: <Typography.Text code>{entry.action}</Typography.Text>,
          },
          {
            key: 'target',
            label: t('system.log.target'),
            children:
              entry.target && entry.targetText !== entry.target ? (
                <div data-testid="log-target">
                  <div>{entry.targetText}</div>
                  <Typography.Text code>{entry.target}</Typography.Text>
                </div>
              ) : (
                orDash(entry.target)
              ),
          },
          { key: 'result', label: t('system.log.result'), children: <ResultTag row={entry} /> },
          { key: 'request', label: t('system.log.requestId'), children: orDash(entry.requestId) },
        ]}
      />
      {entry.changes ? (
        <Changes changes={entry.changes} />
      ) : (
        <Alert type="info" showIcon title={t('system.log.noChanges')} />
      )}
      {entry.summaryJson && (
        <div className="system-log-raw">
          <Typography.Title level={5}>{t('system.log.raw')}</Typography.Title>
          <pre data-testid="system-log-raw">{entry.summaryJson}</pre>
        </div>
      )}
    </Card>
  );
}

function Changes({ changes }: { changes: TSystemLogChange[] }) {
  const { t, i18n } = useTranslation();
  const [changedOnly, setChangedOnly] = useState(false);
  const changed = changes.filter((c) => c.changed).length;
  const label = (field: string) => {
    const key = `system.log.fields.${field}`;
    return i18n.exists(key) ? `${t(key)}（${field}）` : field;
  };
  const value = (text: string) =>
    text === '' ? <Typography.Text type="secondary">{t('system.log.empty')}</Typography.Text> : text;
  return (
    <div className="system-log-changes">
      <div className="system-log-changes-head">
        <Typography.Title level={5}>{t('system.log.changes')}</Typography.Title>
        <Typography.Text type="secondary">{t('system.log.changedCount', { count: changed })}</Typography.Text>
        <span className="system-log-changes-switch">
          <Switch size="small" checked={changedOnly} onChange={setChangedOnly} data-testid="log-changed-only" />{' '}
          {t('system.log.changedOnly')}
        </span>
      </div>
      <Table<TSystemLogChange>
        size="small"
        pagination={false}
        rowKey="field"
        data-testid="system-log-changes"
        dataSource={changedOnly ? changes.filter((c) => c.changed) : changes}
        rowClassName={(row) => (row.changed ? 'system-log-changed' : '')}
        columns={[
          { key: 'field', title: t('system.log.field'), width: 220, render: (_: unknown, r) => label(r.field) },
          { key: 'before', title: t('system.log.before'), render: (_: unknown, r) => value(r.before) },
          { key: 'after', title: t('system.log.after'), render: (_: unknown, r) => value(r.after) },
        ]}
      />
    </div>
  );
}
