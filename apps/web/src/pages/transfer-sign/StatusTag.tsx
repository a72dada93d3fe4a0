import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 待同步 grey-blue, 转签中 blue, 转签成功 green, 转签失败 red: the colours of the list, the chart and the tags. */
export const TRANSFER_SIGN_COLOR: Record<number, { tag: string; bar: string }> = {
  1: { tag: 'default', bar: '#909399' },
  2: { tag: 'processing', bar: '#409EFF' },
  3: { tag: 'success', bar: '#67C23A' },
  4: { tag: 'error', bar: '#F56C6C' },
};

export function TransferSignStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={TRANSFER_SIGN_COLOR[status]?.tag} data-testid="transfer-sign-status">
      {t(`transferSign.status.${status}`)}
    </Tag>
  );
}
