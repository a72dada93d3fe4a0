import { businessToday, ZStaffTurnoverFormSchema } from '@hris/contract';
import { Checkbox, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../pages/task/UserPicker';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import '../shared/process-form.css';
import { useAuditForm } from '../shared/AuditFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { AuditFormProps } from '../types';
import { DimissionChoice } from './Choice';
import { factsFromForm, ThreePeriodsWarning } from './Facts';
import { fromStaffTurnoverForm, type StaffTurnoverValues, toStaffTurnoverInput } from './fields';
import { staffTurnover } from './meta';
import { StaffTurnoverViewForm } from './ViewForm';
import './staff-turnover.css';

const CHOICE_FIELDS = ['dimissionType', 'dimissionReason', 'dimissionResetReason', 'dishonorableDischarge'];

/**
 * A step of 员工离职 whose handler edits part of the form, told by its editable fields: at 1501
 * 区域HR审核 the last working day and the type, reason and never-rehire choice; at 1503 门店HR确认交接
 * the handover (confirmed, remark and, for a leaver with an HRIS account, who takes over their
 * to-dos). Only `editableFields` are sent.
 */
export function StaffTurnoverAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t } = useTranslation(staffTurnover.ns);
  const form = useAuditForm(props, ZStaffTurnoverFormSchema, toStaffTurnoverInput);
  const editable = (field: string) => editableFields.includes(field);
  const editsDay = editable('lastWorkingDay');
  const editsChoice = CHOICE_FIELDS.some(editable);
  const editsHandover = editable('handoverConfirmed');
  const type = Form.useWatch('dimissionType', form);

  const initial = fromStaffTurnoverForm(stored);
  const hide = [
    ...(editsDay || editsChoice ? (['dimission'] as const) : []),
    ...(editsHandover ? (['handover'] as const) : []),
  ];
  return (
    <>
      <StaffTurnoverViewForm form={stored} detail={detail} hide={hide} />
      <div className="wf-audit-block">
        <Form<StaffTurnoverValues>
          form={form}
          layout="vertical"
          className="wf-form"
          initialValues={initial}
          data-testid="staff-turnover-audit-form"
        >
          {(editsDay || editsChoice) && (
            <FormSection title={t('sectionDimission')}>
              <ThreePeriodsWarning type={editsChoice ? type : stored.dimissionType} facts={factsFromForm(stored)} />
              <DimissionChoice
                form={form}
                lastWorkingDay={editsDay}
                choice={editsChoice}
                minLastDay={`${businessToday().slice(0, 7)}-01`}
              />
            </FormSection>
          )}
          {editsHandover && (
            <FormSection title={t('sectionHandover')}>
              <Form.Item
                name="handoverConfirmed"
                valuePropName="checked"
                rules={[
                  {
                    validator: async (_rule, value) => {
                      if (value !== true) throw new Error(t('handoverRequired'));
                    },
                  },
                ]}
              >
                <Checkbox data-testid="turnover-handover-confirmed">{t('handoverConfirmedLabel')}</Checkbox>
              </Form.Item>
              <Row gutter={24}>
                {stored.isUser === true && editable('handoverUserId') && (
                  <Col xs={24} md={12}>
                    <Form.Item label={t('handoverUser')} name="handoverUserId" extra={t('handoverUserHint')}>
                      <UserPicker placeholder={t('handoverByRules')} data-testid="turnover-handover-user" />
                    </Form.Item>
                  </Col>
                )}
                <Col xs={24} md={stored.isUser === true ? 12 : 24}>
                  <TextAreaItem
                    label={t('handoverRemark')}
                    name="handoverRemark"
                    rows={2}
                    testId="turnover-handover-remark"
                  />
                </Col>
              </Row>
            </FormSection>
          )}
        </Form>
      </div>
    </>
  );
}
