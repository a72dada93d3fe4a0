import { EVALUATION_RESULTS, ZEvaluationFormSchema } from '@hris/contract';
import { Alert, Col, DatePicker, Form, type FormInstance, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { AuditFormShell, useAuditForm } from '../shared/AuditFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { AuditFormProps } from '../types';
import {
  defaultRegularDate,
  type EvaluationValues,
  fromEvaluationForm,
  newEndProblem,
  probationFacts,
  regularDateProblem,
  toEvaluationPatch,
} from './fields';
import { evaluation } from './meta';
import { resultLabel } from './results';
import { EvaluationViewForm } from './ViewForm';

/** A whole YYYY-MM-DD typed into a picker's input, as a date. */
function typedDate(target: EventTarget): Dayjs | null {
  const text = target instanceof HTMLInputElement ? target.value.trim() : '';
  const date = dayjs(text);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && date.isValid() && date.format('YYYY-MM-DD') === text ? date : null;
}

/**
 * The picker greys out the dates its `refused` rule turns down, and drops one typed in without a
 * word (同意 then asked for a date the user had given). A typed refused date is kept instead, and
 * the field's rule says at once why it cannot be used.
 */
function keepTypedRefusal(form: FormInstance, field: string, refused: (date: Dayjs) => boolean) {
  const keep = (event: SyntheticEvent) => {
    const date = typedDate(event.target);
    const current: unknown = form.getFieldValue(field);
    if (!date || !refused(date) || (dayjs.isDayjs(current) && current.isSame(date, 'day'))) return;
    form.setFieldValue(field, date);
    form.validateFields([field]).catch(() => {});
  };
  return {
    onBlur: keep,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter') keep(event);
    },
  };
}

/**
 * 1302 门店HR考核 and 1303 区域HR审核: the result (转正 / 延长试用 / 不予录用), the date it needs
 * (转正日期, default the day after the probation end; or 延长至, at most six months in total) and
 * the remarks, required for an extension or a failure. Only `editableFields` are sent; the server
 * checks the same rules again.
 */
export function EvaluationAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t, i18n } = useTranslation(evaluation.ns);
  const form = useAuditForm(props, ZEvaluationFormSchema, toEvaluationPatch);
  const editable = (field: string) => editableFields.includes(field);
  const facts = probationFacts(stored);
  const result = Form.useWatch('evaluationResult', form);
  const initial = fromEvaluationForm(stored);
  if (initial.evaluationResult === 'pass' && !initial.regularDate) {
    const fallback = defaultRegularDate(facts);
    initial.regularDate = fallback ? dayjs(fallback) : null;
  }

  const regularRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (date && regularDateProblem(date, facts)) throw new Error(t('regularDateTooEarly', { begin: facts.begin }));
    },
  };
  const newEndRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      const problem = date ? newEndProblem(date, facts) : null;
      if (problem === 'newEndNotLater') throw new Error(t('newEndNotLater', { end: facts.end }));
      if (problem === 'tooLong') throw new Error(t('tooLong', { latest: facts.latest }));
    },
  };
  const needsReason = result === 'extend' || result === 'fail';

  // Choosing 转正 offers the default date; the other date stays out of the way.
  const onResultChange = (value: EvaluationValues['evaluationResult']) => {
    if (value === 'pass' && !form.getFieldValue('regularDate')) {
      const fallback = defaultRegularDate(facts);
      if (fallback) form.setFieldsValue({ regularDate: dayjs(fallback) });
    }
  };
  const outsideExtension = (d: Dayjs) => {
    const date = d.format('YYYY-MM-DD');
    return newEndProblem(date, facts) !== null;
  };
  const beforeProbation = (d: Dayjs) => regularDateProblem(d.format('YYYY-MM-DD'), facts) !== null;

  return (
    <AuditFormShell
      view={<EvaluationViewForm form={stored} detail={detail} hideDecision />}
      title={t('sectionDecision')}
      form={form}
      initialValues={initial}
      testId="evaluation-audit-form"
    >
      <Row gutter={24}>
        {editable('evaluationResult') && (
          <Col xs={24}>
            <Form.Item
              label={t('result')}
              name="evaluationResult"
              rules={[{ required: true, message: t('resultRequired') }]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                data-testid="evaluation-result-input"
                onChange={(e) => onResultChange(e.target.value)}
                options={EVALUATION_RESULTS.map((r) => ({
                  value: r.value,
                  label: resultLabel(r.value, i18n.language),
                }))}
              />
            </Form.Item>
          </Col>
        )}
        {editable('regularDate') && result === 'pass' && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('regularDate')}
              name="regularDate"
              rules={[{ required: true, message: t('regularDateRequired') }, regularRule]}
              extra={t('regularDateHint', { date: defaultRegularDate(facts) ?? '—' })}
            >
              <DatePicker
                format="YYYY-MM-DD"
                disabledDate={beforeProbation}
                {...keepTypedRefusal(form, 'regularDate', beforeProbation)}
                data-testid="evaluation-regular-date"
              />
            </Form.Item>
          </Col>
        )}
        {editable('newProbationEndDay') && result === 'extend' && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('newProbationEndDay')}
              name="newProbationEndDay"
              rules={[{ required: true, message: t('newEndRequired') }, newEndRule]}
              extra={t('newEndHint', { latest: facts.latest ?? '—' })}
            >
              <DatePicker
                format="YYYY-MM-DD"
                disabledDate={outsideExtension}
                {...keepTypedRefusal(form, 'newProbationEndDay', outsideExtension)}
                data-testid="evaluation-new-end"
              />
            </Form.Item>
          </Col>
        )}
        {editable('reason') && (
          <Col xs={24}>
            <TextAreaItem
              label={t('reason')}
              name="reason"
              rules={[
                { required: needsReason, whitespace: true, message: t('reasonRequired') },
                { max: 500, message: t('reasonTooLong') },
              ]}
              placeholder={t('reasonPlaceholder')}
              testId="evaluation-reason"
            />
          </Col>
        )}
      </Row>
      {result === 'fail' && <Alert type="warning" showIcon title={t('failHint')} />}
    </AuditFormShell>
  );
}
