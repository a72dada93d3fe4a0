import type { THealthStatus } from '@hris/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import './i18n';

const COLOR: Record<THealthStatus, string> = { valid: 'green', expiring: 'gold', expired: 'red', missing: 'volcano' };

/** 有效 / 即将过期 / 已过期 / 缺失 as a coloured tag. */
export function HealthStatusTag({ status }: { status: THealthStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={`health-status-${status}`}>
      {t(`health.statuses.${status}`)}
    </Tag>
  );
}

/** 剩余天数: days left, or days overdue. */
export function daysLeftText(t: TFunction, days: number | null): string {
  if (days === null) return '—';
  return days < 0 ? t('health.overdueValue', { days: -days }) : t('health.daysLeftValue', { days });
}
