import {
  CheckCircleOutlined,
  DingtalkOutlined,
  LockOutlined,
  MailOutlined,
  MinusCircleOutlined,
  RobotOutlined,
  SettingOutlined,
  WechatWorkOutlined,
} from '@ant-design/icons';
import type { TNotifyChannel, TNotifyChannelRow } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Descriptions, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifyChannels, notifyKeys } from '../../../api/notify';
import { formatDateTime } from '../../../utils/date';
import { ChannelDialog } from './ChannelDialog';
import { useNotifyLabels } from './labels';

const ICON: Record<TNotifyChannel, ReactNode> = {
  email: <MailOutlined />,
  wecom: <WechatWorkOutlined />,
  dingtalk: <DingtalkOutlined />,
  feishu: <RobotOutlined />,
};

/** The host a robot's webhook points at; never its path or query, which hold the robot's key. */
function webhookHost(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** 消息通知's channels: one card per channel, and 设置 for those who may edit 接口中心. */
export function NotifyChannels({ editable }: { editable: boolean }) {
  const [editing, setEditing] = useState<TNotifyChannelRow | null>(null);
  const channels = useQuery({ queryKey: notifyKeys.channels, queryFn: getNotifyChannels });

  return (
    <>
      {channels.isPending ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : (
        <Row gutter={[16, 16]} data-testid="notify-channels">
          {(channels.data ?? []).map((row) => (
            <Col key={row.channel} xs={24} lg={12} xxl={6}>
              <ChannelCard row={row} editable={editable} onEdit={() => setEditing(row)} />
            </Col>
          ))}
        </Row>
      )}
      {editing && <ChannelDialog row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function ChannelCard({ row, editable, onEdit }: { row: TNotifyChannelRow; editable: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const labels = useNotifyLabels();
  const name = labels.channel(row.channel);
  const email = row.channel === 'email';
  const target = email ? (row.host ? `${row.host}${row.port ? `:${row.port}` : ''}` : '') : webhookHost(row.webhookUrl);

  return (
    <Card
      className="interface-card notify-card"
      data-testid={`notify-card-${row.channel}`}
      title={
        <Space>
          <span className="interface-card__icon">{ICON[row.channel]}</span>
          <span>{name}</span>
        </Space>
      }
      extra={
        <Tag
          color={row.enabled ? 'success' : 'default'}
          icon={row.enabled ? <CheckCircleOutlined /> : <MinusCircleOutlined />}
          data-testid="notify-enabled"
        >
          {row.enabled ? t('interfaceCentre.notify.enabled') : t('interfaceCentre.notify.disabled')}
        </Tag>
      }
      actions={
        editable
          ? [
              <Button
                key="settings"
                type="link"
                icon={<SettingOutlined />}
                autoInsertSpace={false}
                onClick={onEdit}
                aria-label={t('interfaceCentre.notify.settingsOf', { name })}
                data-testid="notify-settings"
              >
                {t('interfaceCentre.notify.settings')}
              </Button>,
            ]
          : undefined
      }
    >
      <Descriptions column={1} size="small" colon={false} className="interface-card__facts">
        <Descriptions.Item label={t('interfaceCentre.notify.target')}>
          <Space size={4} wrap data-testid="notify-target">
            {row.configured ? (
              <Badge status="success" text={t('interfaceCentre.notify.configured')} />
            ) : (
              <Badge status="default" text={t('interfaceCentre.notify.notConfigured')} />
            )}
            {target && <Typography.Text code>{target}</Typography.Text>}
            {row.secretSet && (
              <Tag icon={<LockOutlined />} data-testid="notify-secret-set">
                {email ? t('interfaceCentre.notify.passwordSet') : t('interfaceCentre.notify.secretSet')}
              </Tag>
            )}
          </Space>
        </Descriptions.Item>
        {email && (
          <Descriptions.Item label={t('interfaceCentre.notify.sender')}>
            <span data-testid="notify-from">{row.from || '—'}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('interfaceCentre.notify.defaultKinds')}>
          <span data-testid="notify-default-kinds">
            {row.defaultKinds.length > 0 ? (
              <Space size={[0, 4]} wrap>
                {row.defaultKinds.map((kind) => (
                  <Tag key={kind}>{labels.kind(kind)}</Tag>
                ))}
              </Space>
            ) : (
              t('interfaceCentre.notify.none')
            )}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('interfaceCentre.notify.queue')}>
          <Space size={4} wrap data-testid="notify-counts">
            <Tag color={row.pending > 0 ? 'processing' : 'default'}>
              {t('interfaceCentre.notify.pendingCount', { count: row.pending })}
            </Tag>
            <Tag color={row.failed > 0 ? 'error' : 'default'}>
              {t('interfaceCentre.notify.failedCount', { count: row.failed })}
            </Tag>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('interfaceCentre.notify.updated')}>
          <span data-testid="notify-updated">
            {row.updatedTime
              ? t('interfaceCentre.notify.updatedValue', {
                  by: row.updatedBy ?? '—',
                  time: formatDateTime(row.updatedTime),
                })
              : t('interfaceCentre.notify.neverUpdated')}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
