import { ADD_SIGN_MODES, MAX_ADDED_APPROVERS, MAX_COPIES, type TAddSignMode } from '@hris/contract';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalKeys, getAddSignUsers, getCopyUsers, type PickUser } from '../../../api/approval';
import { type PickUserSource, PickUsers, pickUserLabel } from './PickUsers';
import '../../../processes/i18n';

const OPINION_MAX = 1000;
const REASON_MAX = 500;

/** Whom a work may be copied to (抄送). */
export function copySource(workId: number): PickUserSource {
  return {
    key: (keyword) => approvalKeys.copyUsers(workId, keyword),
    fetch: (keyword) => getCopyUsers(workId, keyword),
  };
}

/** Whom my to-do's step may add as approvers (加签). */
export function addSignSource(taskId: number): PickUserSource {
  return {
    key: (keyword) => approvalKeys.addSignUsers(taskId, keyword),
    fetch: (keyword) => getAddSignUsers(taskId, keyword),
  };
}

/** The people to copy, as the page's picker holds them: a dialog starts from them. */
export interface CopyChoice {
  ids: number[];
  users: PickUser[];
}

/** An optional 抄送 field of a decision's dialog (退回, 加签), named `copyUserIds`. */
export function CopyField({
  source,
  initialUsers,
  excludeIds,
}: {
  source: PickUserSource;
  initialUsers: readonly PickUser[];
  excludeIds: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('wf.copy.field')} name="copyUserIds" extra={t('wf.copy.hint', { max: MAX_COPIES })}>
      <PickUsers
        source={source}
        max={MAX_COPIES}
        initialUsers={initialUsers}
        excludeIds={excludeIds}
        data-testid="dialog-copy-users"
      />
    </Form.Item>
  );
}

export interface AddSignValues {
  mode: TAddSignMode;
  userIds: number[];
  reason: string;
  opinion?: string;
  copyUserIds?: number[];
}

/**
 * 加签: add approvers before me (they decide, then it comes back to me) or after me (I approve
 * now, they decide, then the next step). They approve one after another, in the order chosen.
 */
export function AddSignDialog({
  open,
  taskId,
  opinion,
  copy,
  excludeIds,
  loading,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  taskId: number;
  /** The page's opinion: 后加签 approves my step with it. */
  opinion: string;
  /** Offered when the toolbar offers 抄送: where to search, and the page's choice so far. */
  copy: { source: PickUserSource; choice: CopyChoice } | null;
  excludeIds: readonly number[];
  loading: boolean;
  onCancel: () => void;
  onSubmit: (values: AddSignValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddSignValues>();
  const mode = Form.useWatch('mode', form);
  const userIds = Form.useWatch('userIds', form) ?? [];
  // Everyone picked since the dialog opened, to name them in the order of approval.
  const [known, setKnown] = useState<Map<number, PickUser>>(new Map());
  const remember = (users: PickUser[]) =>
    setKnown((current) => new Map([...current, ...users.map((u) => [u.userId, u] as const)]));
  const ordered = userIds.map((id) => known.get(id)).filter((u): u is PickUser => u !== undefined);

  return (
    <Modal
      open={open}
      title={t('wf.addSign.title')}
      okText={t('wf.addSign.ok')}
      okButtonProps={{ loading, 'data-testid': 'add-sign-confirm' }}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (values) => onSubmit({ ...values, userIds: values.userIds ?? [] }),
          () => {},
        )
      }
      destroyOnHidden
      data-testid="add-sign-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        className="wf-form"
        preserve={false}
        initialValues={{ mode: 'before', userIds: [], opinion, copyUserIds: copy?.choice.ids ?? [] }}
      >
        <Form.Item
          label={t('wf.addSign.mode')}
          name="mode"
          rules={[{ required: true, message: t('wf.addSign.modeRequired') }]}
        >
          <Radio.Group
            className="wf-radio-list"
            options={ADD_SIGN_MODES.map((value) => ({ value, label: t(`wf.addSign.modes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('wf.addSign.users')}
          name="userIds"
          extra={t('wf.addSign.usersHint', { max: MAX_ADDED_APPROVERS })}
          rules={[{ required: true, type: 'array', min: 1, message: t('wf.addSign.usersRequired') }]}
        >
          <PickUsers
            source={addSignSource(taskId)}
            max={MAX_ADDED_APPROVERS}
            excludeIds={excludeIds}
            onUsersChange={remember}
            data-testid="add-sign-users"
          />
        </Form.Item>
        {ordered.length > 0 && (
          <section className="wf-add-sign__order" aria-labelledby="wf-add-sign-order">
            <h5 id="wf-add-sign-order" className="wf-add-sign__order-title">
              {t('wf.addSign.order')}
            </h5>
            <ol data-testid="add-sign-order">
              {ordered.map((user) => (
                <li key={user.userId}>
                  {pickUserLabel(user)}
                  {user.roleText && <span className="wf-add-sign__role">{user.roleText}</span>}
                </li>
              ))}
              <li className="wf-add-sign__then">{t(mode === 'after' ? 'wf.addSign.thenNext' : 'wf.addSign.thenMe')}</li>
            </ol>
          </section>
        )}
        <Form.Item
          label={t('wf.addSign.reason')}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: t('wf.addSign.reasonRequired') },
            { max: REASON_MAX, message: t('wf.addSign.reasonTooLong', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('wf.addSign.reasonPlaceholder')}
            data-testid="add-sign-reason"
          />
        </Form.Item>
        {mode === 'after' && (
          <Form.Item
            label={t('wf.opinion.label')}
            name="opinion"
            extra={t('wf.addSign.opinionHint')}
            rules={[{ max: OPINION_MAX, message: t('wf.opinion.tooLong') }]}
          >
            <Input.TextArea rows={3} maxLength={OPINION_MAX} showCount data-testid="add-sign-opinion" />
          </Form.Item>
        )}
        {copy && <CopyField source={copy.source} initialUsers={copy.choice.users} excludeIds={excludeIds} />}
      </Form>
    </Modal>
  );
}

/** 抄送: copy the work to others without deciding it. */
export function CopyDialog({
  open,
  workId,
  excludeIds,
  loading,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  workId: number;
  excludeIds: readonly number[];
  loading: boolean;
  onCancel: () => void;
  onSubmit: (userIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ userIds: number[] }>();
  return (
    <Modal
      open={open}
      title={t('wf.copy.title')}
      okText={t('wf.copy.ok')}
      okButtonProps={{ loading, 'data-testid': 'copy-confirm' }}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (values) => onSubmit(values.userIds),
          () => {},
        )
      }
      destroyOnHidden
      data-testid="copy-dialog"
    >
      <Form form={form} layout="vertical" className="wf-form" preserve={false} initialValues={{ userIds: [] }}>
        <Form.Item
          label={t('wf.copy.users')}
          name="userIds"
          extra={t('wf.copy.hint', { max: MAX_COPIES })}
          rules={[{ required: true, type: 'array', min: 1, message: t('wf.copy.usersRequired') }]}
        >
          <PickUsers
            source={copySource(workId)}
            max={MAX_COPIES}
            excludeIds={excludeIds}
            data-testid="copy-dialog-users"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
