import { Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toolbar, TransferUser } from '../../../api/workflow';
import { UserPicker } from '../../task/UserPicker';
import { type CopyChoice, CopyField } from './ApprovalDialogs';
import type { PickUserSource } from './PickUsers';
import '../../../processes/i18n';

const OPINION_MAX = 1000;

interface RollbackValues {
  rollbackNodeId: number;
  opinion: string;
  copyUserIds?: number[];
}

/**
 * 退回: where to (the steps already passed, or the starter) and why (required). An added
 * approver's to-do (加签) goes back to the one who added them: the one target, titled so.
 */
export function RollbackDialog({
  open,
  title,
  targets,
  defaultTarget,
  opinion,
  copy = null,
  excludeIds = [],
  loading,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title?: string;
  targets: Toolbar['rollbackTargets'];
  defaultTarget?: number;
  opinion: string;
  /** Offered when the toolbar offers 抄送: where to search, and the page's choice so far. */
  copy?: { source: PickUserSource; choice: CopyChoice } | null;
  excludeIds?: readonly number[];
  loading: boolean;
  onCancel: () => void;
  onSubmit: (values: RollbackValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RollbackValues>();
  const copyIds = copy?.choice.ids;
  useEffect(() => {
    if (open) form.setFieldsValue({ rollbackNodeId: defaultTarget, opinion, copyUserIds: copyIds ?? [] });
  }, [open, defaultTarget, opinion, copyIds, form]);
  return (
    <Modal
      open={open}
      title={title ?? t('wf.rollback.title')}
      okText={t('wf.rollback.ok')}
      okButtonProps={{ danger: true, loading, 'data-testid': 'rollback-confirm' }}
      onCancel={onCancel}
      onOk={() => form.validateFields().then(onSubmit, () => {})}
      destroyOnHidden
      data-testid="rollback-dialog"
    >
      <Form form={form} layout="vertical" className="wf-form">
        <Form.Item
          label={t('wf.rollback.target')}
          name="rollbackNodeId"
          rules={[{ required: true, message: t('wf.rollback.targetRequired') }]}
        >
          <Radio.Group
            className="wf-radio-list"
            options={targets.map((target) => ({ value: target.nodeId, label: target.nodeName }))}
          />
        </Form.Item>
        <Form.Item
          label={t('wf.opinion.label')}
          name="opinion"
          rules={[
            { required: true, whitespace: true, message: t('wf.rollback.opinionRequired') },
            { max: OPINION_MAX, message: t('wf.opinion.tooLong') },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={OPINION_MAX}
            showCount
            placeholder={t('wf.rollback.opinionPlaceholder')}
            data-testid="rollback-opinion"
          />
        </Form.Item>
        {copy && <CopyField source={copy.source} initialUsers={copy.choice.users} excludeIds={excludeIds} />}
      </Form>
    </Modal>
  );
}

interface TransferValues {
  toUserId: number;
  reason?: string;
}

/** 转办: hand this to-do to another user, with an optional note. */
export function TransferDialog({
  open,
  title,
  loading,
  onCancel,
  onSubmit,
  excludeIds,
  taskId,
}: {
  open: boolean;
  title?: string;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (values: TransferValues, user?: TransferUser) => void;
  excludeIds?: readonly number[];
  /** The to-do being transferred (one): the picker then offers only who may decide its step. */
  taskId?: number;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues & { user?: TransferUser }>();
  return (
    <Modal
      open={open}
      title={title ?? t('wf.transfer.title')}
      okText={t('wf.transfer.ok')}
      okButtonProps={{ loading }}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          () => onSubmit(form.getFieldsValue(true) as TransferValues, form.getFieldValue('user')),
          () => {},
        )
      }
      destroyOnHidden
      data-testid="transfer-dialog"
    >
      <Form form={form} layout="vertical" className="wf-form" preserve={false}>
        <Form.Item
          label={t('wf.transfer.toUser')}
          name="toUserId"
          rules={[{ required: true, message: t('wf.transfer.toUserRequired') }]}
        >
          <UserPicker
            excludeIds={excludeIds}
            taskId={taskId}
            onChange={(userId, user) => form.setFieldsValue({ toUserId: userId, user })}
          />
        </Form.Item>
        <Form.Item label={t('wf.transfer.reason')} name="reason" rules={[{ max: 200 }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('wf.transfer.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
