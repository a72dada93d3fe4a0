import type { TPiiLogRow } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeAccessLog, privacyKeys } from '../../../api/privacy';
import { RelatedTable } from '../../../components/RecordPage';
import { AccessKindTag } from '../../../components/SensitiveValue';
import { formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';

/**
 * 敏感信息查看记录: who viewed this person's identity number or phone in clear, or exported them
 * (GetEmployeeAccessLog, newest first) — the person's own part of the access log.
 */
export function StaffAccessLog({ employeeRef }: { employeeRef: number }) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: privacyKeys.employeeLog(employeeRef),
    queryFn: () => getEmployeeAccessLog(employeeRef),
  });
  if (log.isPending) return <Skeleton active />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('bd.staff.accessLogHint')}</Typography.Paragraph>
      <RelatedTable<TPiiLogRow>
        rows={log.data ?? []}
        rowKey="id"
        testId="staff-access-log"
        columns={[
          {
            key: 'createdTime',
            title: t('bd.staff.accessLog.time'),
            width: 170,
            render: (_: unknown, r) => formatDateTime(r.createdTime),
          },
          {
            key: 'userName',
            title: t('bd.staff.accessLog.user'),
            width: 150,
            render: (_: unknown, r) => `${r.userName}（${r.account}）`,
          },
          {
            key: 'kind',
            title: t('bd.staff.accessLog.kind'),
            width: 120,
            render: (_: unknown, r) => <AccessKindTag kind={r.kind} />,
          },
          { key: 'fieldsText', title: t('bd.staff.accessLog.fields'), render: (_: unknown, r) => orDash(r.fieldsText) },
          { key: 'purposeText', dataIndex: 'purposeText', title: t('bd.staff.accessLog.purpose'), width: 130 },
          { key: 'reason', title: t('bd.staff.accessLog.reason'), render: (_: unknown, r) => orDash(r.reason) },
        ]}
      />
    </>
  );
}
