import { RENEWAL_CONTRACT_TYPES, RENEWAL_RESULTS } from '@hris/contract';
import { Alert, Button, Checkbox, Col, DatePicker, Form, type FormInstance, Input, Radio, Row, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { FIXED_TERMS_BEFORE_OPEN_ENDED, type RenewalFacts, termEnd } from './fields';
import './contract-renewal.css';
import { contractRenewal } from './meta';

/** What a 三期 means for the renewal, above the proposal. */
export function ThreePeriodsAlert({ facts }: { facts: Pick<RenewalFacts, 'threePeriods' | 'threePeriodEndDay'> }) {
  const { t } = useTranslation(contractRenewal.ns);
  if (!facts.threePeriods) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="cr-alert"
      title={t('threePeriodsAlert', { end: facts.threePeriodEndDay ?? '—' })}
      data-testid="renewal-three-periods-alert"
    />
  );
}

/**
 * The renewal proposal (start form, 1402 store HR, 1403 regional HR): the result, and for a
 * renewal the contract type, the new term and the employee's written request for a fixed term.
 * The antd rules say what the server will refuse (messages contractRenewal.*); `facts` shape the
 * choices (三期: no 公司不续签; two fixed terms: open-ended unless asked for in writing).
 */
export function RenewalProposal({
  form,
  facts,
  withReasons = true,
  fixedTermRequest = 'whenDue',
  extraResultRules = [],
}: {
  /** A form holding the proposal's fields (RenewalValues, or a result change's values). */
  form: FormInstance;
  facts: RenewalFacts | null;
  /** The 说明 field (a result change has its own 变更原因). */
  withReasons?: boolean;
  /**
   * `whenDue`: the written request is asked for, and required, only when an open-ended contract
   * is due; `always`: offered with every fixed term, when the form cannot know (a result change).
   */
  fixedTermRequest?: 'whenDue' | 'always';
  /** More checks on the result, run again when the type or the term changes (nothing changes …). */
  extraResultRules?: Rule[];
}) {
  const { t, i18n } = useTranslation(contractRenewal.ns);
  const english = i18n.language.startsWith('en');
  const result = Form.useWatch('contractReviewResult', form);
  const type = Form.useWatch('contractTypeText', form);
  const begin = dateValue(Form.useWatch('contractBeginDay', form));
  const end = dateValue(Form.useWatch('contractEndDay', form));
  const threePeriods = Boolean(facts?.threePeriods);
  const renew = result === 'renew';
  const fixed = renew && type === 'fixed';
  const openEndedDue = Boolean(facts?.openEndedDue);
  const extendedTo =
    fixed && threePeriods && facts?.threePeriodEndDay && end && end < facts.threePeriodEndDay
      ? facts.threePeriodEndDay
      : undefined;

  const resultRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (!value) throw new Error(t('resultRequired'));
      if (value === 'notRenew' && threePeriods) throw new Error(t('threePeriodsNotRenew'));
    },
  };
  const endRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (!date) throw new Error(t('endRequired'));
      const from = dateValue(form.getFieldValue('contractBeginDay'));
      if (from && date < from) throw new Error(t('endBeforeBegin', { begin: from }));
    },
  };
  const requestRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (value !== true) throw new Error(t('fixedTermRequestedRequired'));
    },
  };
  const reasonsRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const current = form.getFieldValue('contractReviewResult');
      if (current && current !== 'renew' && !(typeof value === 'string' && value.trim()))
        throw new Error(t('reasonsRequired'));
    },
  };
  const setTerm = (years: number) => {
    if (!begin) return;
    form.setFieldsValue({ contractEndDay: dayjs(termEnd(begin, years)) });
    void form.validateFields(['contractEndDay']).catch(() => {});
  };

  return (
    <>
      {facts && <ThreePeriodsAlert facts={facts} />}
      <Row gutter={24}>
        <Col xs={24}>
          <Form.Item
            label={t('result')}
            name="contractReviewResult"
            required
            rules={[resultRule, ...extraResultRules]}
            dependencies={
              extraResultRules.length > 0 ? ['contractTypeText', 'contractBeginDay', 'contractEndDay'] : undefined
            }
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={RENEWAL_RESULTS.map((r) => ({
                value: r.value,
                label: english ? r.labelEn : r.label,
                disabled: r.value === 'notRenew' && threePeriods,
              }))}
              data-testid="renewal-result"
            />
          </Form.Item>
        </Col>
        {renew && (
          <>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                label={t('contractType')}
                name="contractTypeText"
                rules={[{ required: true, message: t('typeRequired') }]}
              >
                <Radio.Group
                  options={RENEWAL_CONTRACT_TYPES.map((c) => ({
                    value: c.value,
                    label: english ? c.labelEn : c.label,
                  }))}
                  data-testid="renewal-type"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                label={t('beginDay')}
                name="contractBeginDay"
                rules={[{ required: true, message: t('beginRequired') }]}
                extra={facts?.suggestedBeginDay ? t('beginHint', { date: facts.suggestedBeginDay }) : undefined}
              >
                <DatePicker format="YYYY-MM-DD" data-testid="renewal-begin" />
              </Form.Item>
            </Col>
            {type === 'fixed' && (
              <Col xs={24} md={12} xl={8}>
                <Form.Item
                  label={t('endDay')}
                  name="contractEndDay"
                  required
                  dependencies={['contractBeginDay']}
                  rules={[endRule]}
                  extra={
                    <Space size={4} className="cr-term-buttons">
                      {[1, 3].map((years) => (
                        <Button
                          key={years}
                          size="small"
                          disabled={!begin}
                          onClick={() => setTerm(years)}
                          data-testid={`renewal-term-${years}`}
                        >
                          {t('plusYears', { n: years })}
                        </Button>
                      ))}
                    </Space>
                  }
                >
                  <DatePicker
                    format="YYYY-MM-DD"
                    disabledDate={(d: Dayjs) => Boolean(begin) && d.format('YYYY-MM-DD') < (begin as string)}
                    data-testid="renewal-end"
                  />
                </Form.Item>
                {extendedTo && (
                  <Alert
                    type="info"
                    showIcon
                    className="wf-inline-alert"
                    title={t('extendedHint', { end: extendedTo })}
                    data-testid="renewal-extended-hint"
                  />
                )}
              </Col>
            )}
            {fixed && fixedTermRequest === 'always' && (
              <Col xs={24}>
                <Form.Item name="fixedTermRequested" valuePropName="checked" extra={t('fixedTermRequestedHint')}>
                  <Checkbox data-testid="renewal-fixed-requested">{t('fixedTermRequested')}</Checkbox>
                </Form.Item>
              </Col>
            )}
            {fixed && fixedTermRequest === 'whenDue' && openEndedDue && (
              <Col xs={24}>
                <Alert
                  type="warning"
                  showIcon
                  className="cr-alert"
                  title={t('openEndedDueAlert', { n: facts?.fixedTermCount ?? FIXED_TERMS_BEFORE_OPEN_ENDED })}
                  data-testid="renewal-open-ended-alert"
                />
                <Form.Item name="fixedTermRequested" valuePropName="checked" rules={[requestRule]}>
                  <Checkbox data-testid="renewal-fixed-requested">{t('fixedTermRequested')}</Checkbox>
                </Form.Item>
              </Col>
            )}
          </>
        )}
        {withReasons && (
          <Col xs={24}>
            <Form.Item
              label={t('reasons')}
              name="reasons"
              required={Boolean(result) && !renew}
              dependencies={['contractReviewResult']}
              rules={[reasonsRule]}
            >
              <Input.TextArea
                rows={3}
                maxLength={500}
                showCount
                placeholder={t(renew ? 'reasonsPlaceholderRenew' : 'reasonsPlaceholder')}
                data-testid="renewal-reasons"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
