import { SendOutlined } from '@ant-design/icons';
import {
  NOTIFY_KINDS,
  type TNotifyChannelRow,
  type TNotifyChannelSave,
  type TNotifyKind,
  type TNotifyTestResult,
  ZNotifyChannelSaveSchema,
} from '@hris/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyKeys, saveNotifyChannel, testNotifyChannel } from '../../../api/notify';
import { type FieldProblem, serverFieldErrors, useSaveForm, zodFieldErrors } from '../../../components/SaveForm';
import { toastSuccess } from '../../../feedback';
import { useNotifyLabels } from './labels';

interface Values {
  enabled: boolean;
  host: string;
  port: number | null;
  secure: boolean;
  user: string;
  password: string;
  from: string;
  webhookUrl: string;
  secret: string;
  clearSecret: boolean;
  defaultKinds: TNotifyKind[];
}

/** The SMTP port when none is given: 465 with SSL/TLS, 25 without (as the server assumes). */
const defaultPort = (secure: boolean) => (secure ? 465 : 25);

/**
 * The body of SaveChannel and TestChannel: the fields of this channel only. An empty secret or
 * password is left out, which keeps the stored one; 清除 sends `clearSecret` instead.
 */
export function channelBody(row: Pick<TNotifyChannelRow, 'channel'>, values: Values): TNotifyChannelSave {
  const base = {
    channel: row.channel,
    enabled: values.enabled,
    defaultKinds: NOTIFY_KINDS.filter((kind) => values.defaultKinds.includes(kind)),
  };
  if (row.channel === 'email') {
    return {
      ...base,
      host: values.host,
      ...(values.port === null ? {} : { port: values.port }),
      secure: values.secure,
      user: values.user,
      from: values.from,
      ...(values.clearSecret ? { clearSecret: true } : values.password ? { password: values.password } : {}),
    };
  }
  // A WeCom robot has no secret: its key is in the webhook address.
  if (row.channel === 'wecom') return { ...base, webhookUrl: values.webhookUrl };
  return {
    ...base,
    webhookUrl: values.webhookUrl,
    ...(values.clearSecret ? { clearSecret: true } : values.secret ? { secret: values.secret } : {}),
  };
}

function initialValues(row: TNotifyChannelRow): Values {
  return {
    enabled: row.enabled,
    host: row.host ?? '',
    port: row.port ?? defaultPort(row.secure),
    secure: row.secure,
    user: row.user ?? '',
    password: '',
    from: row.from ?? '',
    webhookUrl: row.webhookUrl ?? '',
    secret: '',
    clearSecret: false,
    defaultKinds: row.defaultKinds,
  };
}

interface TestOutcome {
  ok: boolean;
  title: string;
  answer: string;
}

/** 设置 of one channel: its settings, 发送测试 with what the form holds, and 保存. */
export function ChannelDialog({ row, onClose }: { row: TNotifyChannelRow; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useNotifyLabels();
  const name = labels.channel(row.channel);
  // Untyped: problems name fields by string, as the server's refusals do.
  const [form] = Form.useForm();
  const [tested, setTested] = useState<TestOutcome | null>(null);
  const enabled: boolean = Form.useWatch('enabled', form) ?? row.enabled;
  const clearing: boolean = Form.useWatch('clearSecret', form) ?? false;
  const email = row.channel === 'email';
  const signed = row.channel === 'dingtalk' || row.channel === 'feishu';

  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: ZNotifyChannelSaveSchema,
    save: saveNotifyChannel,
    invalidates: notifyKeys.all,
    onSaved: ({ msg }) => {
      toastSuccess(msg || t('interfaceCentre.notify.saved', { name }));
      onClose();
    },
  });

  /** Problems under the fields this form shows; the first of any other is returned for the alert. */
  const place = (problems: FieldProblem[]): string | undefined => {
    const onForm = new Set(form.getFieldsError().map((f) => String(f.name[0])));
    form.setFields(problems.filter((p) => onForm.has(p.name)));
    return problems.find((p) => !onForm.has(p.name))?.errors[0];
  };

  const test = useMutation({
    mutationFn: testNotifyChannel,
    onMutate: () => setTested(null),
    onSuccess: (result: TNotifyTestResult) =>
      setTested({
        ok: result.ok,
        title: t(result.ok ? 'interfaceCentre.notify.testSent' : 'interfaceCentre.notify.testFailed', {
          to: result.to,
        }),
        answer: result.answer,
      }),
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error);
      const text = message ?? place(fields);
      if (text) setTested({ ok: false, title: t('interfaceCentre.notify.testRefused'), answer: text });
    },
  });

  const values = () => channelBody(row, form.getFieldsValue(true) as Values);

  const sendTest = () => {
    form.setFields(
      form
        .getFieldsError()
        .filter((f) => f.errors.length > 0)
        .map((f) => ({ name: f.name, errors: [] })),
    );
    const parsed = ZNotifyChannelSaveSchema.safeParse(values());
    if (!parsed.success) {
      place(zodFieldErrors(parsed.error.issues));
      return;
    }
    test.mutate(parsed.data);
  };

  const onChange = (changed: Partial<Values>) => {
    onValuesChange(changed);
    // The port follows SSL/TLS while it is the other mode's default.
    if (changed.secure !== undefined) {
      const port = form.getFieldValue('port') as number | null;
      if (port === null || port === defaultPort(!changed.secure))
        form.setFieldValue('port', defaultPort(changed.secure));
    }
    if (changed.clearSecret) form.setFieldsValue({ password: '', secret: '' });
  };

  const secretField = (field: 'password' | 'secret', label: string, extra?: string) => (
    <>
      <Form.Item name={field} label={label} extra={extra}>
        <Input.Password
          autoComplete="new-password"
          disabled={clearing}
          placeholder={row.secretSet ? t('interfaceCentre.notify.secretKept') : undefined}
          maxLength={200}
          data-testid={`notify-field-${field}`}
        />
      </Form.Item>
      {row.secretSet && (
        <Form.Item name="clearSecret" valuePropName="checked" className="notify-dialog__clear">
          <Checkbox data-testid="notify-clear-secret">
            {email ? t('interfaceCentre.notify.clearPassword') : t('interfaceCentre.notify.clearSecret')}
          </Checkbox>
        </Form.Item>
      )}
    </>
  );

  return (
    <Modal
      open
      title={t('interfaceCentre.notify.dialogTitle', { name })}
      onCancel={onClose}
      width={620}
      destroyOnHidden
      footer={[
        <Button
          key="test"
          icon={<SendOutlined />}
          loading={test.isPending}
          onClick={sendTest}
          data-testid="notify-test"
        >
          {t('interfaceCentre.notify.test')}
        </Button>,
        <Button key="cancel" autoInsertSpace={false} onClick={onClose} data-testid="notify-dialog-cancel">
          {t('common.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          autoInsertSpace={false}
          loading={saving}
          onClick={() => submit(values())}
          data-testid="notify-dialog-save"
        >
          {t('common.save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(row)}
        onValuesChange={onChange}
        data-testid={`notify-dialog-${row.channel}`}
      >
        <Form.Item name="enabled" label={t('interfaceCentre.notify.field.enabled')} valuePropName="checked">
          <Switch data-testid="notify-field-enabled" />
        </Form.Item>
        {email ? (
          <>
            <Row gutter={16}>
              <Col xs={24} sm={16}>
                <Form.Item name="host" label={t('interfaceCentre.notify.field.host')} required={enabled}>
                  <Input maxLength={200} autoComplete="off" placeholder="smtp.example.com" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item
                  name="port"
                  label={t('interfaceCentre.notify.field.port')}
                  tooltip={t('interfaceCentre.notify.help.port')}
                >
                  <InputNumber min={1} max={65535} precision={0} className="notify-dialog__port" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="secure" label={t('interfaceCentre.notify.field.secure')} valuePropName="checked">
              <Switch data-testid="notify-field-secure" />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="user" label={t('interfaceCentre.notify.field.user')}>
                  <Input maxLength={200} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                {secretField('password', t('interfaceCentre.notify.field.password'))}
              </Col>
            </Row>
            <Form.Item
              name="from"
              label={t('interfaceCentre.notify.field.from')}
              extra={t('interfaceCentre.notify.help.from')}
              required={enabled}
            >
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="webhookUrl"
              label={t('interfaceCentre.notify.field.webhookUrl')}
              extra={
                row.channel === 'wecom'
                  ? t('interfaceCentre.notify.help.wecomKey')
                  : t('interfaceCentre.notify.help.webhookUrl')
              }
              required={enabled}
            >
              <Input maxLength={500} inputMode="url" autoComplete="off" placeholder="https://" />
            </Form.Item>
            {signed &&
              secretField('secret', t('interfaceCentre.notify.field.secret'), t('interfaceCentre.notify.help.secret'))}
          </>
        )}
        <Form.Item
          name="defaultKinds"
          label={t('interfaceCentre.notify.field.defaultKinds')}
          extra={t('interfaceCentre.notify.help.defaultKinds')}
        >
          <Checkbox.Group
            role="group"
            aria-label={t('interfaceCentre.notify.field.defaultKinds')}
            options={NOTIFY_KINDS.map((kind) => ({ value: kind, label: labels.kind(kind) }))}
            className="notify-dialog__kinds"
          />
        </Form.Item>
      </Form>
      {tested && (
        <Alert
          type={tested.ok ? 'success' : 'error'}
          showIcon
          title={tested.title}
          description={tested.answer}
          data-testid="notify-test-result"
        />
      )}
    </Modal>
  );
}
