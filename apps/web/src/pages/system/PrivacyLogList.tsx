import { PII_ACCESS_KINDS, PrivacyPaths, type TPiiLogRow } from '@hris/contract';
import { Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getAccessLogList, privacyKeys } from '../../api/privacy';
import type { DataColumn } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { ListPage } from '../../components/ListPage';
import { AccessKindTag, useAccessKindText, useAccessLogTexts } from '../../components/SensitiveValue';
import { orDash } from '../../utils/text';
import { RetentionList } from './RetentionList';
import './i18n';

/**
 * 个人信息访问记录 (/system/privacyLog, permission PrivacyLog): the access log, and 保留期限 — the
 * leavers whose data the daily run anonymises, holds for a dispute or has anonymised
 * (`?tab=retention`).
 */
export default function PrivacyLogListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'retention' ? 'retention' : 'log';
  // A hold is a change: read-only holders of the page (an auditor) only read the lists.
  const editable = useEditable('PrivacyLog');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setSearch(key === 'retention' ? { tab: 'retention' } : {})}
      items={[
        { key: 'log', label: t('system.privacyLog.tabs.log'), children: <AccessLog /> },
        {
          key: 'retention',
          label: t('system.privacyLog.tabs.retention'),
          children: <RetentionList editable={editable} />,
        },
      ]}
      data-testid="privacy-log-tabs"
    />
  );
}

/**
 * 访问记录: every reveal of a masked value, every export in clear and every document printing
 * sensitive data — who, whose, which fields, why, when and from where (个人信息保护法 asks that
 * processing of sensitive personal information be recorded).
 */
function AccessLog() {
  const { t } = useTranslation();
  const kindText = useAccessKindText();
  const logText = useAccessLogTexts();

  const columns = useMemo<DataColumn<TPiiLogRow>[]>(
    () => [
      {
        key: 'createdTime',
        name: t('system.privacyLog.createdTime'),
        type: 'datetime',
        fixed: 'left',
        width: 170,
        sortable: true,
        filter: { type: 'dateRange' },
      },
      {
        key: 'userName',
        name: t('system.privacyLog.user'),
        width: 150,
        filter: { type: 'text' },
        slot: (row) => (
          <span>
            {row.userName}
            <Typography.Text type="secondary"> {row.account}</Typography.Text>
          </span>
        ),
      },
      {
        key: 'kind',
        name: t('system.privacyLog.kind'),
        width: 120,
        filter: { type: 'select', options: PII_ACCESS_KINDS.map((k) => ({ label: kindText(k), value: k })) },
        slot: (row) => <AccessKindTag kind={row.kind} />,
      },
      {
        key: 'subjectText',
        name: t('system.privacyLog.subject'),
        width: 200,
        filter: { type: 'text' },
        slot: (row) => row.subjectText,
      },
      {
        key: 'fieldsText',
        name: t('system.privacyLog.fields'),
        width: 180,
        slot: (row) => orDash(logText.fields(row)),
      },
      { key: 'purposeText', name: t('system.privacyLog.purpose'), width: 130, slot: (row) => logText.purpose(row) },
      {
        key: 'reason',
        name: t('system.privacyLog.reason'),
        width: 220,
        ellipsis: true,
        slot: (row) => orDash(row.reason),
      },
      { key: 'place', name: t('system.privacyLog.place'), width: 150, slot: (row) => logText.place(row.place) },
      { key: 'ip', name: t('system.privacyLog.ip'), width: 140, slot: (row) => orDash(row.ip) },
    ],
    [t, kindText, logText],
  );

  return (
    <ListPage<TPiiLogRow>
      testId="privacy-log-list"
      queryKey={privacyKeys.logList}
      hint={t('system.privacyLog.hint')}
      exportTo={{ path: PrivacyPaths.exportAccessLogList, title: 'route.privacyLog', file: '个人信息访问记录' }}
      columns={columns}
      request={getAccessLogList}
    />
  );
}
