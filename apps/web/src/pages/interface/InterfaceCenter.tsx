import {
  ApiOutlined,
  CloudSyncOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  HistoryOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { TInterfaceCard, TInterfaceIntegration, TInterfaceRun, TInterfaceRunStatus } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadInterfaceFile,
  getInterfaceCards,
  getInterfaceRuns,
  interfaceKeys,
  retryInterface,
  runInterface,
} from '../../api/interface';
import { useEditable } from '../../components/EditAccess';
import { toastSuccess } from '../../feedback';
import { formatDateTime } from '../../utils/date';
import { NotifySection } from './notify/NotifySection';
import { SsoSection, SsoTabLabel } from './sso/SsoSection';
import './i18n';
import './interface.css';

const ICON: Record<TInterfaceIntegration, ReactNode> = {
  esign: <CloudSyncOutlined />,
  payroll: <FileExcelOutlined />,
  directory: <TeamOutlined />,
};

const STATUS_COLOR: Record<TInterfaceRunStatus, string> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
};

/** 排队中 / 运行中 / 成功 / 失败 as a coloured tag. */
export function RunStatusTag({ status }: { status: TInterfaceRunStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={`interface-status-${status}`}>
      {t(`interfaceCentre.status.${status}`)}
    </Tag>
  );
}

/**
 * 接口中心 (spec §2 /interface/index): one card per integration, its runs, run now and retry;
 * 消息通知, the channels messages also go out on (issue 36); 单点登录, whether company sign-on works.
 */
export default function InterfaceCenterPage() {
  const { t } = useTranslation();
  const editable = useEditable('Interface');
  const [history, setHistory] = useState<TInterfaceCard | null>(null);
  const cards = useQuery({
    queryKey: interfaceKeys.cards,
    queryFn: getInterfaceCards,
    // While a run is queued or running, its card follows it.
    refetchInterval: (query) => (query.state.data?.some((c) => c.busy) ? 3000 : false),
  });

  const integrations = (
    <>
      <Typography.Paragraph type="secondary" className="interface-centre__hint">
        <ApiOutlined /> {t('interfaceCentre.hint')}
      </Typography.Paragraph>
      {cards.isPending ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {(cards.data ?? []).map((card) => (
            <Col key={card.integration} xs={24} lg={12} xxl={8}>
              <IntegrationCard card={card} editable={editable} onHistory={() => setHistory(card)} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );

  return (
    <div className="interface-centre" data-testid="interface-centre">
      {/* 消息通知 renders (and asks the server) the first time its tab opens; 单点登录's label asks at once. */}
      <Tabs
        items={[
          { key: 'integrations', label: t('interfaceCentre.tab.integrations'), children: integrations },
          {
            key: 'notify',
            label: t('interfaceCentre.tab.notify'),
            children: <NotifySection editable={editable} />,
          },
          { key: 'sso', label: <SsoTabLabel />, children: <SsoSection editable={editable} /> },
        ]}
        data-testid="interface-tabs"
      />
      <RunHistory card={history} onClose={() => setHistory(null)} />
    </div>
  );
}

function IntegrationCard({
  card,
  editable,
  onHistory,
}: {
  card: TInterfaceCard;
  editable: boolean;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = t(`interfaceCentre.integration.${card.integration}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: interfaceKeys.all });
  const run = useMutation({
    mutationFn: () => runInterface(card.integration),
    onSuccess: async () => {
      toastSuccess(t('interfaceCentre.queued', { name }));
      await refresh();
    },
    onError: refresh,
  });
  const retry = useMutation({
    mutationFn: () => retryInterface(card.integration),
    onSuccess: async (result) => {
      toastSuccess(
        result.runId === null
          ? t('interfaceCentre.esignRetried', { count: result.retried })
          : t('interfaceCentre.queued', { name }),
      );
      await refresh();
    },
    onError: refresh,
  });
  const last = card.lastRun;

  return (
    <Card
      className="interface-card"
      data-testid={`interface-card-${card.integration}`}
      title={
        <Space>
          <span className="interface-card__icon">{ICON[card.integration]}</span>
          <span>{name}</span>
        </Space>
      }
      extra={
        card.configured ? (
          <Badge status="success" text={t('interfaceCentre.configured')} />
        ) : (
          <Badge status="default" text={t('interfaceCentre.notConfigured')} />
        )
      }
      actions={[
        ...(editable
          ? [
              <Popconfirm
                key="run"
                title={t('interfaceCentre.runNowConfirm', { name })}
                onConfirm={() => run.mutate()}
                disabled={card.busy}
              >
                <Tooltip title={card.busy ? t('interfaceCentre.busy') : undefined}>
                  <Button
                    type="link"
                    icon={<PlayCircleOutlined />}
                    loading={run.isPending}
                    disabled={card.busy}
                    data-testid="interface-run-now"
                  >
                    {t('interfaceCentre.runNow')}
                  </Button>
                </Tooltip>
              </Popconfirm>,
              <Popconfirm
                key="retry"
                title={t('interfaceCentre.retryConfirm', { name })}
                onConfirm={() => retry.mutate()}
                disabled={card.retryable === 0 || card.busy}
              >
                <Button
                  type="link"
                  icon={<RedoOutlined />}
                  loading={retry.isPending}
                  disabled={card.retryable === 0 || card.busy}
                  data-testid="interface-retry"
                >
                  {card.integration === 'esign' && card.retryable > 0
                    ? t('interfaceCentre.retryCount', { count: card.retryable })
                    : t('interfaceCentre.retryFailed')}
                </Button>
              </Popconfirm>,
            ]
          : []),
        <Button
          key="history"
          type="link"
          icon={<HistoryOutlined />}
          onClick={onHistory}
          data-testid="interface-history"
        >
          {t('interfaceCentre.history')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" className="interface-card__description">
        {t(`interfaceCentre.description.${card.integration}`)}
      </Typography.Paragraph>
      <Descriptions column={1} size="small" colon={false} className="interface-card__facts">
        <Descriptions.Item label={t('interfaceCentre.lastRun')}>
          <span data-testid="interface-last-run">
            {last ? formatDateTime(last.createdTime) : t('interfaceCentre.never')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('interfaceCentre.result')}>
          {last ? (
            <Space size={4} wrap>
              <RunStatusTag status={last.status} />
              {last.message && (
                <Typography.Text
                  type={last.status === 'failed' ? 'danger' : 'secondary'}
                  ellipsis={{ tooltip: last.message }}
                  className="interface-card__message"
                  data-testid="interface-last-message"
                >
                  {last.message}
                </Typography.Text>
              )}
            </Space>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('interfaceCentre.sentFailed')}>
          <span data-testid="interface-counts">
            {last ? (
              <>
                <Typography.Text strong>{last.sent}</Typography.Text>
                {' / '}
                <Typography.Text type={last.failed > 0 ? 'danger' : undefined}>{last.failed}</Typography.Text>
              </>
            ) : (
              '—'
            )}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('interfaceCentre.nextRun')}>
          <span data-testid="interface-next-run">{formatDateTime(card.nextRunAt)}</span>
        </Descriptions.Item>
        {card.configNote && (
          <Descriptions.Item label={t('interfaceCentre.config')}>
            <Typography.Text code>{card.configNote}</Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

function RunHistory({ card, onClose }: { card: TInterfaceCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ index: 1, size: 10 });
  const integration = card?.integration;
  const runs = useQuery({
    queryKey: interfaceKeys.runs(integration ?? 'payroll', page.index, page.size),
    queryFn: () => getInterfaceRuns(integration ?? 'payroll', page.index, page.size),
    enabled: integration !== undefined,
  });
  const download = useMutation({ mutationFn: downloadInterfaceFile });
  const windowText = (run: TInterfaceRun) =>
    run.watermarkTo
      ? t('interfaceCentre.windowValue', {
          from: run.watermarkFrom ? formatDateTime(run.watermarkFrom) : t('interfaceCentre.fromStart'),
          to: formatDateTime(run.watermarkTo),
        })
      : '—';
  const columns: TableColumnsType<TInterfaceRun> = [
    {
      key: 'createdTime',
      title: t('interfaceCentre.col.createdTime'),
      width: 150,
      render: (_, run) => formatDateTime(run.createdTime),
    },
    {
      key: 'trigger',
      title: t('interfaceCentre.col.trigger'),
      width: 90,
      render: (_, run) => t(`interfaceCentre.trigger.${run.trigger}`),
    },
    {
      key: 'requestedBy',
      title: t('interfaceCentre.col.requestedBy'),
      width: 100,
      render: (_, r) => r.requestedBy ?? '—',
    },
    {
      key: 'status',
      title: t('interfaceCentre.col.status'),
      width: 90,
      render: (_, run) => <RunStatusTag status={run.status} />,
    },
    {
      key: 'finishedAt',
      title: t('interfaceCentre.col.finishedAt'),
      width: 150,
      render: (_, run) => formatDateTime(run.finishedAt) || '—',
    },
    { key: 'sent', title: t('interfaceCentre.col.sent'), width: 70, align: 'right', dataIndex: 'sent' },
    { key: 'failed', title: t('interfaceCentre.col.failed'), width: 70, align: 'right', dataIndex: 'failed' },
    { key: 'window', title: t('interfaceCentre.col.window'), width: 220, render: (_, run) => windowText(run) },
    {
      key: 'message',
      title: t('interfaceCentre.col.message'),
      ellipsis: { showTitle: true },
      render: (_, run) => run.message ?? '—',
    },
    {
      key: 'file',
      title: t('interfaceCentre.col.file'),
      width: 110,
      fixed: 'right',
      render: (_, run) =>
        run.fileName ? (
          <Tooltip title={run.fileName}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              loading={download.isPending && download.variables?.id === run.id}
              onClick={() => download.mutate(run)}
              data-testid="interface-download"
            >
              {t('interfaceCentre.download')}
            </Button>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('interfaceCentre.noFile')}</Typography.Text>
        ),
    },
  ];

  return (
    <Drawer
      open={card !== null}
      onClose={() => {
        onClose();
        setPage((p) => ({ ...p, index: 1 }));
      }}
      width={1100}
      title={
        card ? t('interfaceCentre.historyTitle', { name: t(`interfaceCentre.integration.${card.integration}`) }) : ''
      }
      destroyOnHidden
      data-testid="interface-history-drawer"
    >
      <Table<TInterfaceRun>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={runs.data?.list ?? []}
        loading={runs.isFetching}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty description={t('interfaceCentre.never')} /> }}
        pagination={{
          current: page.index,
          pageSize: page.size,
          total: runs.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (index, size) => setPage({ index, size }),
        }}
        data-testid="interface-runs"
      />
    </Drawer>
  );
}
