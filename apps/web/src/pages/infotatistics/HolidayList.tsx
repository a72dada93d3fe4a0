import type { THolidayRow } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Card, Empty, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeHoliday, exportHolidaySummary, getHolidayList, holidayKeys } from '../../api/holiday';
import { wfKeys } from '../../api/keys';
import { useExport } from '../../components/Export';
import { modal } from '../../feedback';
import { formatMoney } from '../../utils/money';
import { HolidayStores } from './holiday/HolidayStores';
import { OpenHolidayDialog } from './holiday/OpenHolidayDialog';
import './holiday/holiday.css';
import './i18n';

/**
 * 节日礼品 (/infotatistics/holiday-list): the holidays head-office HR opened with each one's
 * progress (stores answered and confirmed of the stores in the caller's scope), opening and
 * closing them (head-office HR), the summary download, and each holiday's stores when expanded.
 */
export default function HolidayListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const exporter = useExport();
  const [opening, setOpening] = useState(false);
  const list = useQuery({ queryKey: holidayKeys.list, queryFn: getHolidayList });
  const canManage = list.data?.canManage ?? false;

  const close = useMutation({
    mutationFn: ({ holidayId, force }: { holidayId: number; force: boolean }) => closeHoliday(holidayId, force),
    onSuccess: (result, { holidayId }) => {
      client.invalidateQueries({ queryKey: holidayKeys.all });
      client.invalidateQueries({ queryKey: wfKeys.all });
      const name = list.data?.list.find((h) => h.holidayId === holidayId)?.holidayName ?? '';
      modal()[result.failed.length > 0 ? 'warning' : 'success']({
        title: t('holiday.closedTitle', { name }),
        content: (
          <div data-testid="holiday-close-result">
            <p>
              {t('holiday.closedCounts', {
                finished: result.finished.length,
                terminated: result.terminated.length,
                failed: result.failed.length,
              })}
            </p>
            {result.failed.map((f) => (
              <p key={f.workId}>{`${f.flowNo} ${f.shopName}：${f.message}`}</p>
            ))}
          </div>
        ),
      });
    },
  });

  const confirmClose = (h: THolidayRow) => {
    const unconfirmed = h.submittedCount - h.confirmedCount;
    modal().confirm({
      title:
        unconfirmed > 0
          ? t('holiday.closeUnconfirmed', { count: unconfirmed })
          : t('holiday.closeTitle', { name: h.holidayName }),
      content: unconfirmed > 0 ? t('holiday.closeUnconfirmedNote') : t('holiday.closeNote'),
      okText: t('holiday.close'),
      okButtonProps: { danger: unconfirmed > 0, 'data-testid': 'holiday-close-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => close.mutateAsync({ holidayId: h.holidayId, force: unconfirmed > 0 }).catch(() => {}),
    });
  };

  const download = (h: THolidayRow) =>
    exporter.run({
      title: t('holiday.summaryTitle', { name: h.holidayName }),
      fallbackName: `节日礼品汇总_${h.holidayName}.xlsx`,
      download: (transfer) => exportHolidaySummary(h.holidayId, transfer),
    });

  return (
    <Card variant="borderless" data-testid="holiday-list">
      {exporter.holder}
      <div className="hris-toolbar">
        <Typography.Text type="secondary">{t('holiday.intro')}</Typography.Text>
        {canManage && (
          <Button type="primary" onClick={() => setOpening(true)} data-testid="holiday-open">
            {t('holiday.openButton')}
          </Button>
        )}
      </div>
      <Table<THolidayRow>
        rowKey="holidayId"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description={t('holiday.empty')} /> }}
        expandable={{ expandedRowRender: (h) => <HolidayStores holidayId={h.holidayId} /> }}
        columns={[
          {
            key: 'name',
            title: t('holiday.name'),
            width: 130,
            render: (_, h) => <strong data-testid="holiday-name">{h.holidayName}</strong>,
          },
          { key: 'present', dataIndex: 'holidayPresent', title: t('holiday.present'), width: 110 },
          {
            key: 'value',
            title: t('holiday.giftValue'),
            width: 110,
            align: 'right',
            render: (_, h) => formatMoney(h.giftValue, { plain: true }),
          },
          { key: 'deadline', dataIndex: 'deadline', title: t('holiday.deadline'), width: 120 },
          {
            key: 'status',
            title: t('holiday.status'),
            width: 90,
            render: (_, h) => (
              <Tag color={h.status === 'open' ? 'processing' : 'default'}>{t(`holiday.statuses.${h.status}`)}</Tag>
            ),
          },
          {
            key: 'progress',
            title: t('holiday.progress'),
            width: 230,
            render: (_, h) => {
              const total = Math.max(h.storeCount, h.submittedCount, 1);
              return (
                <div data-testid="holiday-progress">
                  <Progress
                    percent={Math.round((h.submittedCount / total) * 100)}
                    success={{ percent: Math.round((h.confirmedCount / total) * 100) }}
                    size="small"
                    showInfo={false}
                    aria-label={t('holiday.progress')}
                  />
                  <Typography.Text type="secondary" className="holiday-progress-text">
                    {t('holiday.progressText', {
                      submitted: h.submittedCount,
                      total: h.storeCount,
                      confirmed: h.confirmedCount,
                    })}
                  </Typography.Text>
                </div>
              );
            },
          },
          {
            key: 'created',
            title: t('holiday.createdBy'),
            width: 150,
            render: (_, h) => (
              <span>
                {h.createdByName}
                <br />
                <Typography.Text type="secondary">{h.createdTime.slice(0, 10)}</Typography.Text>
              </span>
            ),
          },
          {
            key: 'actions',
            title: t('holiday.actions'),
            width: 180,
            fixed: 'right',
            render: (_, h) => (
              <Space size={4}>
                <Button size="small" onClick={() => download(h)} data-testid="holiday-download">
                  {t('holiday.download')}
                </Button>
                {canManage && h.status === 'open' && (
                  <Button size="small" danger onClick={() => confirmClose(h)} data-testid="holiday-close">
                    {t('holiday.close')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <OpenHolidayDialog open={opening} onClose={() => setOpening(false)} />
    </Card>
  );
}
