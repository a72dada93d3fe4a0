import type { TEmployeeAccessLogRequest, TPiiLogRow } from '@hris/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getEmployeeAccessLog, privacyKeys } from '../../../api/privacy';
import { RelatedTable } from '../../../components/RecordPage';
import { AccessKindTag, useAccessLogTexts } from '../../../components/SensitiveValue';
import { formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import '../shared/i18n';

/** A record's tab shows a short page; 20 at most. */
const PAGE_SIZES = [10, 20];

/**
 * 敏感信息查看记录: who viewed this person's identity number or phone in clear, or exported them
 * (GetEmployeeAccessLog, newest first, a page at a time) — the person's own part of the access log.
 */
export function StaffAccessLog({ employeeRef }: { employeeRef: number }) {
  const { t } = useTranslation();
  const logText = useAccessLogTexts();
  const [page, setPage] = useState({ index: 1, size: PAGE_SIZES[0] as number });
  const request: TEmployeeAccessLogRequest = { employeeRef, pageIndex: page.index, pageSize: page.size };
  const log = useQuery({
    queryKey: privacyKeys.employeeLog(request),
    queryFn: () => getEmployeeAccessLog(request),
    placeholderData: keepPreviousData,
  });
  if (log.isPending) return <Skeleton active />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('bd.staff.accessLogHint')}</Typography.Paragraph>
      <RelatedTable<TPiiLogRow>
        rows={log.data?.list ?? []}
        rowKey="id"
        testId="staff-access-log"
        loading={log.isFetching}
        pagination={{
          current: page.index,
          pageSize: page.size,
          total: log.data?.total ?? 0,
          size: 'small',
          // Nothing to page through at the first size; at 20 the changer stays to go back.
          hideOnSinglePage: page.size === PAGE_SIZES[0],
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('table.total', { total }),
          onChange: (index, size) => setPage({ index: size !== page.size ? 1 : index, size }),
        }}
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
          {
            key: 'fields',
            title: t('bd.staff.accessLog.fields'),
            render: (_: unknown, r) => orDash(logText.fields(r)),
          },
          {
            key: 'purpose',
            title: t('bd.staff.accessLog.purpose'),
            width: 130,
            render: (_: unknown, r) => logText.purpose(r),
          },
          { key: 'reason', title: t('bd.staff.accessLog.reason'), render: (_: unknown, r) => orDash(r.reason) },
        ]}
      />
    </>
  );
}
