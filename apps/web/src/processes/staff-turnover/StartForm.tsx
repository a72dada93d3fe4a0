import { businessToday, type TResignationInfo, ZStaffTurnoverFormSchema } from '@hris/contract';
import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { getResignationInfo } from '../../api/staff-turnover';
import '../i18n';
import { LookUpAlerts } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import { useTargetFacts } from '../shared/useTargetFacts';
import './staff-turnover.css';
import type { StartFormProps } from '../types';
import { DimissionChoice } from './Choice';
import { factsFromForm, type ResignationFacts, ResignationFactsGrid, ThreePeriodsWarning } from './Facts';
import { STAFF_TURNOVER_START_FIELDS, staffTurnoverConversion } from './fields';
import { staffTurnover } from './meta';

/**
 * 员工离职 started by hand (staff_turnover_post): the employee and what Basic data says about them
 * (GetResignationInfo; a resignation already running is named), the last working day, type,
 * reason and never-rehire choice, and a remark. The resignation letter goes in the attachments.
 */
export function StaffTurnoverStartForm(props: StartFormProps) {
  const { t } = useTranslation(staffTurnover.ns);
  const start = useStartForm(props, ZStaffTurnoverFormSchema, STAFF_TURNOVER_START_FIELDS, staffTurnoverConversion);
  const { form, fixed, initial } = start;
  const type = Form.useWatch('dimissionType', form);
  const { employeeId, info, facts } = useTargetFacts<TResignationInfo, ResignationFacts>(form, {
    fixed: Boolean(fixed),
    lookUp: 'resignation-info',
    fetch: getResignationInfo,
    fromForm: () => factsFromForm(initial ?? {}),
    fromInfo: (data) => ({ ...data, isThreePeriods: data.isThreePeriodsTitle === '是' }),
  });

  const lookedUp = (
    <>
      <LookUpAlerts ns={staffTurnover.ns} info={info} fixed={Boolean(fixed)} className="st-alert" testId="turnover" />
      {facts ? (
        <ResignationFactsGrid facts={facts} />
      ) : employeeId && info.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <div className="wf-hint">{t('chooseEmployeeFirst')}</div>
      )}
    </>
  );

  return (
    <StartFormShell
      start={start}
      testId="staff-turnover"
      employee={{ ns: staffTurnover.ns, testId: 'turnover', children: lookedUp }}
    >
      <FormSection title={t('sectionDimission')}>
        <ThreePeriodsWarning type={type} facts={facts} />
        <DimissionChoice form={form} minLastDay={`${businessToday().slice(0, 7)}-01`} />
        <TextAreaItem
          label={t('wf.form.remark')}
          name="remark"
          rows={2}
          placeholder={t('wf.form.remarkPlaceholder')}
          testId="turnover-remark"
        />
        <div className="wf-hint">{t('letterHint')}</div>
      </FormSection>
    </StartFormShell>
  );
}
