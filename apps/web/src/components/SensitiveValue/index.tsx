import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { isMaskedValue, type TPiiSubject } from '@hris/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, type ButtonProps, Form, Modal } from 'antd';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyKeys, revealPersonalField } from '../../api/privacy';
import { useHasPermission } from '../../stores/permission';
import { PurposeFields, type PurposeValues, purposeOf } from './PurposeFields';
import './sensitive-value.css';

export { AccessKindTag, useAccessKindText } from './AccessKindTag';
export { useAccessLogTexts } from './access-log-texts';
export { PurposeFields, type PurposeValues, purposeOf, usePurposeOptions } from './PurposeFields';

export interface SensitiveValueProps {
  /** The value as the server sent it: masked (138****5678, a salary's ***), or empty. */
  value: string | null | undefined;
  /** What the id names: an employee's row, a work (its form), a system user. */
  subject: TPiiSubject;
  id: number;
  /** The masked field's name in the record or the form (identityNumber, phone, childIdNumber). */
  field: string;
  /** The field as the page names it (身份证号码): the button's accessible name and the dialog's title. */
  label: string;
  /** Told the clear value once revealed, null when hidden again (a birth date read from it). */
  onRevealed?: (value: string | null) => void;
  /** Text only, no button (a printed form). */
  plain?: boolean;
  /** How a clear value shows (a salary figure as money): the one sent whole, or the one revealed. */
  format?: (value: string) => ReactNode;
  testId?: string;
}

/**
 * A masked personal value (个人信息保护法, issue 38). A holder of 敏感信息查看 (SensitiveData) may
 * reveal it: 查看 asks why (原因, and 说明 for 其他), the server answers the clear value and logs the
 * access; the value shows in place with 已记录访问 until 隐藏. Anyone else sees the mask only.
 */
export function SensitiveValue({
  value,
  subject,
  id,
  field,
  label,
  onRevealed,
  plain = false,
  format,
  testId,
}: SensitiveValueProps) {
  const { t } = useTranslation();
  const allowed = useHasPermission('SensitiveData');
  // The clear value belongs to one record's field as it was: another or a refreshed one is masked again.
  const of = `${subject}:${id}:${field}:${value}`;
  const [revealed, setRevealed] = useState<{ of: string; value: string } | null>(null);
  const clear = revealed?.of === of ? revealed.value : null;
  const [asking, setAsking] = useState(false);
  const revealButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);

  if (!value) return <span data-testid={testId}>—</span>;
  const masked = isMaskedValue(value);
  if (!allowed || plain || !masked) {
    return (
      <span className="hris-sensitive__value" data-testid={testId}>
        {!masked && format ? format(value) : value}
      </span>
    );
  }

  const hide = () => {
    setRevealed(null);
    onRevealed?.(null);
    // The button that replaces 隐藏 takes the focus back.
    requestAnimationFrame(() => revealButton.current?.focus());
  };

  return (
    <span className="hris-sensitive" data-testid={testId}>
      <span className="hris-sensitive__value" data-revealed={clear !== null}>
        {clear === null ? value : format ? format(clear) : clear}
      </span>
      {clear === null ? (
        <Button
          ref={revealButton}
          type="link"
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('privacy.revealLabel', { label })}
          onClick={() => setAsking(true)}
          data-testid={testId ? `${testId}-reveal` : undefined}
        >
          {t('privacy.reveal')}
        </Button>
      ) : (
        <>
          <span className="hris-sensitive__logged" role="status">
            {t('privacy.logged')}
          </span>
          <Button
            ref={hideButton}
            type="link"
            size="small"
            icon={<EyeInvisibleOutlined />}
            aria-label={t('privacy.hideLabel', { label })}
            onClick={hide}
            data-testid={testId ? `${testId}-hide` : undefined}
          >
            {t('privacy.hide')}
          </Button>
        </>
      )}
      <RevealDialog
        open={asking}
        label={label}
        request={{ subject, id, field }}
        onClose={() => setAsking(false)}
        onRevealed={(clearValue) => {
          setRevealed({ of, value: clearValue });
          onRevealed?.(clearValue);
          setAsking(false);
        }}
        afterClose={() => (clear === null ? revealButton : hideButton).current?.focus()}
      />
    </span>
  );
}

/** 查看明文：why, then the clear value from the server (which logs the access). */
function RevealDialog({
  open,
  label,
  request,
  onClose,
  onRevealed,
  afterClose,
}: {
  open: boolean;
  label: string;
  request: { subject: TPiiSubject; id: number; field: string };
  onClose: () => void;
  onRevealed: (value: string) => void;
  afterClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PurposeValues>();
  const [loading, setLoading] = useState(false);
  const queryClient = useQueryClient();
  const formName = `reveal-${useId().replace(/[^\w-]/g, '')}`;

  const submit = async (values: PurposeValues) => {
    setLoading(true);
    try {
      const { value } = await revealPersonalField({ ...request, ...purposeOf(values) });
      // The access is on the record now: every access log shown refreshes.
      void queryClient.invalidateQueries({ queryKey: privacyKeys.all });
      onRevealed(value);
    } catch {
      // The HTTP layer has shown why (no permission, out of scope, nothing to reveal).
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('privacy.dialogTitle', { label })}
      okText={t('privacy.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      width={440}
      okButtonProps={{ 'data-testid': 'reveal-confirm' } as ButtonProps}
    >
      <Alert type="info" showIcon className="hris-sensitive__notice" title={t('privacy.revealNotice')} />
      <Form<PurposeValues> form={form} name={formName} layout="vertical" onFinish={submit} preserve={false}>
        <PurposeFields testId="reveal" />
      </Form>
    </Modal>
  );
}
