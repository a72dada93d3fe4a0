import { businessToday, type TResignationInfo, ZStaffTurnoverFormSchema } from '@hris/contract';
import { Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { getResignationInfo } from '../../api/staff-turnover';
import '../i18n';
import { EmployeeSection, LookUpAlerts } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import { useTargetFacts } from '../shared/useTargetFacts';
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
  const type = Form.useWatch('dimissionType', form);
  const { employeeId, info, facts } = useTargetFacts<TResignationInfo, ResignationFacts>(form, {
    fixed: Boolean(fixed),
    lookUp: 'resignation-info',
    fetch: getResignationInfo,
    fromForm: () => factsFromForm(initial ?? {}),
    fromInfo: (data) => ({ ...data, isThreePeriods: data.isThreePeriodsTitle === '是' }),
  });

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
      <EmployeeSection ns={staffTurnover.ns} title={t('sectionEmployee')} form={form} fixed={fixed} testId="turnover">
        <LookUpAlerts ns={staffTurnover.ns} info={info} fixed={Boolean(fixed)} className="st-alert" testId="turnover" />
        {facts ? (
          <ResignationFactsGrid facts={facts} />
        ) : employeeId && info.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <div className="wf-hint">{t('chooseEmployeeFirst')}</div>
        )}
      </EmployeeSection>

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
