import { Col, DatePicker, Form, type FormInstance, Input, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { type DimissionChoiceValues, reasonOptions, typeOptions } from './fields';
import { staffTurnover } from './meta';

/**
 * 最后工作日, 离职类型, 离职原因 (the list follows the type, and is emptied when the type changes),
 * 具体原因 (only for 其他, then required) and 永不录用 with its required 说明: the start form of
 * 员工离职, the review at 1501 and the information change (28) all use it. `fields` picks which
 * parts are shown (a step edits what it may).
 */
export function DimissionChoice({
  form,
  lastWorkingDay = true,
  choice = true,
  minLastDay,
  testId = 'turnover',
}: {
  form: FormInstance;
  lastWorkingDay?: boolean;
  choice?: boolean;
  /** The earliest last working day the server accepts (YYYY-MM-DD; a new resignation: this month's first). */
  minLastDay?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation(staffTurnover.ns);
  const type = Form.useWatch('dimissionType', form) as DimissionChoiceValues['dimissionType'];
  const reason = Form.useWatch('dimissionReason', form) as string | undefined;
  const neverRehire = Form.useWatch('neverRehire', form) as boolean | undefined;
  const language = i18n.language;
  return (
    <>
      <Row gutter={24}>
        {lastWorkingDay && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('lastWorkingDay')}
              name="lastWorkingDay"
              rules={[
                { required: true, message: t('lastWorkingDayRequired') },
                {
                  validator: async (_rule, value: Dayjs | null | undefined) => {
                    if (minLastDay && value?.isValid() && value.format('YYYY-MM-DD') < minLastDay)
                      throw new Error(t('lastWorkingDayTooEarly', { first: minLastDay }));
                  },
                },
              ]}
            >
              <DatePicker
                format="YYYY-MM-DD"
                disabledDate={(d: Dayjs) => Boolean(minLastDay) && d.format('YYYY-MM-DD') < (minLastDay as string)}
                data-testid={`${testId}-last-day`}
              />
            </Form.Item>
          </Col>
        )}
        {choice && (
          <>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                label={t('dimissionType')}
                name="dimissionType"
                rules={[{ required: true, message: t('typeRequired') }]}
              >
                <Select
                  placeholder={t('wf.form.selectPlaceholder')}
                  options={typeOptions(language)}
                  onChange={() => form.setFieldsValue({ dimissionReason: undefined, dimissionResetReason: undefined })}
                  data-testid={`${testId}-type`}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                label={t('dimissionReason')}
                name="dimissionReason"
                rules={[{ required: true, message: t('reasonRequired') }]}
              >
                <Select
                  disabled={!type}
                  placeholder={type ? t('wf.form.selectPlaceholder') : t('chooseTypeFirst')}
                  options={reasonOptions(type, language)}
                  // Up to 19 reasons: typing a word finds one.
                  showSearch={{ optionFilterProp: 'label' }}
                  data-testid={`${testId}-reason`}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      {choice && reason === 'other' && (
        <Form.Item
          label={t('dimissionResetReason')}
          name="dimissionResetReason"
          rules={[{ required: true, whitespace: true, message: t('resetReasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount data-testid={`${testId}-reset-reason`} />
        </Form.Item>
      )}
      {choice && (
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item label={t('neverRehire')} name="neverRehire" valuePropName="checked" extra={t('neverRehireHint')}>
              <Switch data-testid={`${testId}-never-rehire`} />
            </Form.Item>
          </Col>
          {neverRehire && (
            <Col xs={24} md={16}>
              <Form.Item
                label={t('dishonorableRemark')}
                name="dishonorableRemark"
                rules={[{ required: true, whitespace: true, message: t('dishonorableRemarkRequired') }]}
              >
                <Input.TextArea rows={2} maxLength={500} showCount data-testid={`${testId}-never-rehire-remark`} />
              </Form.Item>
            </Col>
          )}
        </Row>
      )}
    </>
  );
}
