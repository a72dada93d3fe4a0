import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

export const PUNISHMENT_COLOR: Record<string, string> = {
  written_warning: 'gold',
  serious_written_warning: 'orange',
  termination: 'red',
};

export const GRADE_COLOR: Record<string, string> = { S: 'purple', A: 'green', B: 'blue', C: 'orange', D: 'red' };

/** 书面警告 / 严重书面警告 / 解除劳动合同, coloured by severity. */
export function PunishmentTag({ punishment }: { punishment: string }) {
  const { t } = useTranslation();
  return <Tag color={PUNISHMENT_COLOR[punishment]}>{t(`bd.violation.punishments.${punishment}`)}</Tag>;
}

/** 已启用 / 已停用 of an account. */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return <Tag color={enabled ? 'green' : 'red'}>{enabled ? t('bd.common.enabled') : t('bd.common.disabled')}</Tag>;
}

/** 是 as a warning-coloured tag, 否 as plain text. */
export function YesTag({ value, color = 'magenta' }: { value: boolean; color?: string }) {
  const { t } = useTranslation();
  return value ? <Tag color={color}>{t('common.yes')}</Tag> : t('common.no');
}

/** 营业中 / 已关店 of a shop. */
export function OpenTag({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return <Tag color={open ? 'green' : 'default'}>{open ? t('bd.shop.open') : t('bd.shop.closed')}</Tag>;
}
