import { MailOutlined, UserOutlined } from '@ant-design/icons';
import {
  NOTIFY_CHANNEL_TEXT,
  NOTIFY_KIND_TEXT,
  NOTIFY_KINDS,
  type TMyNotifySettings,
  type TMyNotifySettingsSave,
  type TNotifyChannel,
  type TNotifyKind,
  ZMyNotifySettingsSaveSchema,
} from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Empty, Form, Input, Modal, Skeleton, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { getMyNotifySettings, notifyKeys, saveMyNotifySettings } from '../api/notify';
import { useSaveForm } from '../components/SaveForm';
import { toastSuccess } from '../feedback';

/** The same check as the server's (ZMyNotifySettingsSaveSchema), with the message in the interface language. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Choices = Partial<Record<TNotifyChannel, Partial<Record<TNotifyKind, boolean>>>>;

interface Values {
  email: string;
  imId: string;
  choices: Choices;
}

function initialValues(settings: TMyNotifySettings): Values {
  const choices: Choices = {};
  for (const c of settings.choices) choices[c.channel] = { ...choices[c.channel], [c.kind]: c.enabled };
  return { email: settings.email ?? '', imId: settings.imId ?? '', choices };
}

/** Every cell of the grid: each offered channel, each kind. */
function bodyOf(settings: TMyNotifySettings, values: Values): TMyNotifySettingsSave {
  return {
    email: values.email ?? '',
    imId: values.imId ?? '',
    choices: settings.channels.flatMap(({ channel }) =>
      NOTIFY_KINDS.map((kind) => ({ channel, kind, enabled: values.choices?.[channel]?.[kind] === true })),
    ),
  };
}

/**
 * 通知设置, every user's own: the addresses messages go to, and which kinds go out on which of the
 * channels an administrator turned on. A cell nobody chose follows the administrator's default.
 */
export function NotifySettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const settings = useQuery({
    queryKey: notifyKeys.mySettings,
    queryFn: getMyNotifySettings,
    // Opened again, it asks again: an administrator may have turned a channel on meanwhile.
    enabled: open,
  });
  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: ZMyNotifySettingsSaveSchema,
    save: saveMyNotifySettings,
    invalidates: notifyKeys.mySettings,
    onSaved: ({ msg }) => {
      toastSuccess(msg || t('notifySettings.saved'));
      onClose();
    },
  });
  const data = settings.data;

  return (
    <Modal
      open={open}
      title={t('notifySettings.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ autoInsertSpace: false, disabled: !data, 'data-testid': 'notify-settings-save' } as never}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
    >
      {settings.isError ? (
        <Alert type="error" showIcon title={t('notifySettings.loadFailed')} />
      ) : !data || (settings.isFetching && !saving) ? (
        // The form starts from what the server holds now; the refresh after a save keeps it.
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues(data)}
          onValuesChange={onValuesChange}
          onFinish={() => submit(bodyOf(data, form.getFieldsValue(true)))}
          data-testid="notify-settings-form"
        >
          <Form.Item
            name="email"
            label={t('notifySettings.email')}
            rules={[
              { max: 128, message: t('notifySettings.emailTooLong') },
              {
                validator: (_, value?: string) =>
                  !value?.trim() || EMAIL.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('notifySettings.emailInvalid'))),
              },
            ]}
          >
            <Input type="email" prefix={<MailOutlined />} autoComplete="email" maxLength={128} />
          </Form.Item>
          <Form.Item
            name="imId"
            label={t('notifySettings.imId')}
            extra={t('notifySettings.imIdHelp')}
            rules={[{ max: 64, message: t('notifySettings.imIdTooLong') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="off" maxLength={64} />
          </Form.Item>
          {data.channels.length > 0 ? (
            <Form.Item
              label={t('notifySettings.choices')}
              extra={
                <>
                  <div>{t('notifySettings.hint')}</div>
                  <div>{t('notifySettings.defaultHint')}</div>
                </>
              }
            >
              <ChoiceGrid settings={data} />
            </Form.Item>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('notifySettings.noChannels')}
              data-testid="notify-settings-empty"
            />
          )}
        </Form>
      )}
    </Modal>
  );
}

interface KindRow {
  kind: TNotifyKind;
}

/** Rows are the kinds, columns the offered channels; each cell a checkbox named 「新待办 - 电子邮件」. */
function ChoiceGrid({ settings }: { settings: TMyNotifySettings }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en' : 'zh';
  const columns: TableColumnsType<KindRow> = [
    {
      key: 'kind',
      title: t('notifySettings.kind'),
      render: (_, row) => NOTIFY_KIND_TEXT[row.kind][lang],
    },
    ...settings.channels.map(({ channel }) => ({
      key: channel,
      title: NOTIFY_CHANNEL_TEXT[channel][lang],
      align: 'center' as const,
      render: (_: unknown, row: KindRow) => {
        const stored = settings.choices.find((c) => c.channel === channel && c.kind === row.kind);
        return (
          <span className="hris-notify-cell">
            <Form.Item name={['choices', channel, row.kind]} valuePropName="checked" noStyle>
              <Checkbox
                aria-label={t('notifySettings.cell', {
                  kind: NOTIFY_KIND_TEXT[row.kind][lang],
                  channel: NOTIFY_CHANNEL_TEXT[channel][lang],
                })}
                data-testid={`notify-choice-${channel}-${row.kind}`}
              />
            </Form.Item>
            {stored?.isDefault && <DefaultMark channel={channel} kind={row.kind} enabled={stored.enabled} />}
          </span>
        );
      },
    })),
  ];
  return (
    <Table<KindRow>
      rowKey="kind"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={NOTIFY_KINDS.map((kind) => ({ kind }))}
      scroll={{ x: 'max-content' }}
      data-testid="notify-settings-grid"
    />
  );
}

/**
 * 默认 beside a cell that still shows the administrator's default, untouched (it watches its own
 * cell; the grid's help says what it means).
 */
function DefaultMark({ channel, kind, enabled }: { channel: TNotifyChannel; kind: TNotifyKind; enabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const value = Form.useWatch(['choices', channel, kind], form) as boolean | undefined;
  if ((value ?? enabled) !== enabled) return null;
  return <span className="hris-notify-cell__default">{t('notifySettings.default')}</span>;
}
