import { Button, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkDetail } from '../../../api/workflow';
import { findProcess } from '../../../processes/contract-processes';
import { targetLabel } from '../../../processes/shared/view';
import { formatDateTime } from '../../../utils/date';
import '../../../processes/i18n';

const STATUS_COLOR: Record<string, string> = { running: 'processing', finished: 'success', stopped: 'default' };

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="work-status">
      {t(`wf.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

function Meta({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="wf-head__meta-item">
      <span className="wf-head__meta-label">{label}</span>
      <span className="wf-head__meta-value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

/** The work's header: flow name, status, number, target name-employeeId, starter and step. */
export function WorkHeader({ detail, extra }: { detail: WorkDetail; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const info = findProcess(detail.flowId);
  const name = info && i18n.language.startsWith('en') ? info.nameEn : detail.flowName;
  const target = targetLabel(detail, detail.form);
  const shop = detail.target?.shopCode ? `${detail.target.shopCode} ${detail.target.shopName ?? ''}`.trim() : null;
  return (
    <Card className="wf-head" variant="borderless">
      <div className="wf-head__top">
        <span className="wf-head__avatar" aria-hidden>
          {detail.flowName.slice(0, 1)}
        </span>
        <div className="wf-head__titles">
          <div className="wf-head__title-row">
            <Typography.Title level={4} className="wf-head__title" data-testid="work-title">
              {name}
            </Typography.Title>
            <StatusTag status={detail.status} />
          </div>
          <Typography.Text type="secondary" className="wf-head__no">
            {t('wf.head.flowNo')}
            <Typography.Text copyable className="wf-head__no-value" data-testid="work-flow-no">
              {detail.flowNo}
            </Typography.Text>
          </Typography.Text>
        </div>
        {extra && <div className="wf-head__extra">{extra}</div>}
      </div>
      <div className="wf-head__meta">
        <Meta label={t('wf.head.target')} testId="work-target">
          {target ?? '—'}
        </Meta>
        {shop && <Meta label={t('wf.form.shop')}>{shop}</Meta>}
        <Meta label={t('wf.head.starter')}>{detail.starterName}</Meta>
        <Meta label={t('wf.head.startedTime')}>{formatDateTime(detail.startedTime)}</Meta>
        {detail.status === 'running' ? (
          <Meta label={t('wf.head.currentNode')} testId="work-current-node">
            {detail.currentNodeName ?? '—'}
          </Meta>
        ) : (
          <Meta label={t('wf.head.finishedTime')}>{formatDateTime(detail.finishedTime) || '—'}</Meta>
        )}
      </div>
    </Card>
  );
}

/** The buttons of the page, kept in view at the bottom while the form scrolls. */
export function ActionBar({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="wf-actionbar" data-testid="action-bar">
      {hint && <div className="wf-actionbar__hint">{hint}</div>}
      <Space wrap className="wf-actionbar__buttons">
        {children}
      </Space>
    </div>
  );
}

export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return <Button onClick={onClick}>{t('wf.action.close')}</Button>;
}
