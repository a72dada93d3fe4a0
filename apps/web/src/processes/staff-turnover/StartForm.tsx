import { businessToday, ZStaffTurnoverFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { getResignationInfo } from '../../api/staff-turnover';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { TargetEmployee } from '../shared/TargetEmployee';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import './staff-turnover.css';
import type { StartFormProps } from '../types';
import { DimissionChoice } from './Choice';
import { factsFromForm, type ResignationFacts, ResignationFactsGrid, ThreePeriodsWarning } from './Facts';
import {
  fromStaffTurnoverForm,
  STAFF_TURNOVER_START_FIELDS,
  type StaffTurnoverValues,
  toStaffTurnoverInput,
} from './fields';
import { staffTurnover } from './meta';

/**
 * 员工离职 started by hand (staff_turnover_post): the employee and what Basic data says about them
 * (GetResignationInfo; a resignation already running is named), the last working day, type,
 * reason and never-rehire choice, and a remark. The resignation letter goes in the attachments.
 */
export function StaffTurnoverStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t } = useTranslation(staffTurnover.ns);
  const [form] = Form.useForm<StaffTurnoverValues>();
  const fixed = resubmit ? fromStaffTurnoverForm(initial) : null;
  const employeeId = Form.useWatch('employeeId', form);
  const type = Form.useWatch('dimissionType', form);

  const info = useQuery({
    queryKey: ['task', 'options', 'resignation-info', employeeId],
    queryFn: () => getResignationInfo(employeeId as string),
    enabled: !fixed && Boolean(employeeId),
  });
  // On a resubmission the stored form already holds what the server read at the start.
  const facts: ResignationFacts | null = fixed
    ? factsFromForm(initial ?? {})
    : employeeId && info.data
      ? {
          ...info.data,
          isThreePeriods: info.data.isThreePeriodsTitle === '是',
        }
      : null;

  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZStaffTurnoverFormSchema,
    toStaffTurnoverInput,
    STAFF_TURNOVER_START_FIELDS,
  );

  return (
    <Form<StaffTurnoverValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromStaffTurnoverForm(initial)}
      onValuesChange={onValuesChange}
      data-testid="staff-turnover-form"
    >
      <FormSection title={t('sectionEmployee')}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <TargetEmployee
              form={form}
              fixed={fixed}
              label={t('employee')}
              hint={t('employeeHint')}
              requiredMessage={t('employeeRequired')}
              lockedHint={t('employeeLocked')}
              testId="turnover"
            />
          </Col>
        </Row>
        {!fixed && info.isError && (
          <Alert
            type="error"
            showIcon
            className="st-alert"
            title={info.error.message}
            data-testid="turnover-info-error"
          />
        )}
        {!fixed && info.data?.runningFlowNo && (
          <Alert
            type="warning"
            showIcon
            className="st-alert"
            title={t('alreadyRunning', { flowNo: info.data.runningFlowNo })}
            data-testid="turnover-running"
          />
        )}
        {facts ? (
          <ResignationFactsGrid facts={facts} />
        ) : employeeId && info.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <div className="wf-hint">{t('chooseEmployeeFirst')}</div>
        )}
      </FormSection>

      <FormSection title={t('sectionDimission')}>
        <ThreePeriodsWarning type={type} facts={facts} />
        <DimissionChoice form={form} minLastDay={`${businessToday().slice(0, 7)}-01`} />
        <Form.Item label={t('wf.form.remark')} name="remark">
          <Input.TextArea
            rows={2}
            maxLength={500}
            showCount
            placeholder={t('wf.form.remarkPlaceholder')}
            data-testid="turnover-remark"
          />
        </Form.Item>
        <div className="wf-hint">{t('letterHint')}</div>
      </FormSection>
    </Form>
  );
}
