import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtonPermissions } from '../../api/permission';

/** Whether the page's menu entry has isEdit 1 (spec §6): edit buttons appear only then. */
export function useEditable(menuCode: string): boolean {
  const buttons = useButtonPermissions();
  return !buttons.loading && buttons.canEdit(menuCode);
}

/**
 * An edit or create page: rendered only with isEdit 1 on its menu entry; a read-only user who
 * types its address sees why there is nothing to edit (the server refuses the save anyway).
 */
export function RequireEdit({ menuCode, children }: { menuCode: string; children: () => ReactNode }) {
  const { t } = useTranslation();
  const buttons = useButtonPermissions();
  if (buttons.loading) {
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  }
  if (!buttons.canEdit(menuCode)) {
    return (
      <Card variant="borderless" data-testid="bd-read-only">
        <Result status="403" title={t('record.readOnly')} />
      </Card>
    );
  }
  return <>{children()}</>;
}

/** 编辑 in a detail page's header, only with isEdit on the page's menu entry. */
export function EditButton({ menuCode, to, testId }: { menuCode: string; to: string; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!useEditable(menuCode)) return null;
  return (
    <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(to)} data-testid={testId}>
      {t('common.edit')}
    </Button>
  );
}
