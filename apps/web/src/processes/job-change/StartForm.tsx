import { effectiveTimeProblem, STORE_RANKS, ZJobChangeFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeForStart } from '../../api/user';
import '../i18n';
import { FactCell } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { dateWindowRule, requiredRule } from '../shared/rules';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { StorePositionSelect } from '../shared/StorePositionSelect';
import { useTargetFacts } from '../shared/useTargetFacts';
import type { StartFormProps } from '../types';
import { ChangeKindTag } from './ChangeKindTag';
import { JOB_CHANGE_START_FIELDS, jobChangeConversion } from './fields';
import { liveChangeKind } from './kinds';
import { jobChange } from './meta';

/**
 * 人事异动（调岗） start form (job_change_post): the employee and their current post, the new
 * position and rank with the kind of change it makes (晋升/平调/降级), the date and the reason.
 */
export function JobChangeStartForm(props: StartFormProps) {
  const { t } = useTranslation(jobChange.ns);
  const start = useStartForm(props, ZJobChangeFormSchema, JOB_CHANGE_START_FIELDS, jobChangeConversion);
  const { form, fixed, initial } = start;
  const newRank = Form.useWatch('newRank', form);

  // The chosen person's post now; on a resubmission the stored form already says it.
  const { facts: current } = useTargetFacts(form, {
    fixed: Boolean(fixed),
    lookUp: 'employee-for-start',
    fetch: (employeeId) => getEmployeeForStart(employeeId, 1),
    fromForm: () => ({
      positionName: initial?.positionName as string | undefined,
      rank: initial?.rank as string | undefined,
    }),
    fromInfo: (data) => ({ positionName: data.positionName, rank: data.rank }),
  });
  const currentPosition = current?.positionName;
  const currentRank = current?.rank;
  const kind = liveChangeKind(currentRank, newRank);

  const required = (label: string, picked = false) => requiredRule(t, label, picked);

  // 生效日期 inside the window of flow 18; on a resubmission a kept date is not checked again.
  const effectiveRule = dateWindowRule(effectiveTimeProblem, start.kept('effectiveTime'));

  const post = (
    <>
      <FactCell label={t('position')} value={currentPosition} testId="job-change-current-position" />
      <FactCell label={t('rank')} value={currentRank} testId="job-change-current-rank" />
    </>
  );

  return (
    <StartFormShell start={start} testId="job-change" employee={{ ns: jobChange.ns, beside: post }}>
      <FormSection title={t('sectionChange')} extra={kind && <ChangeKindTag kind={kind} testId="job-change-kind" />}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item label={t('newPosition')} name="newPosition" rules={[required(t('newPosition'), true)]}>
              <StorePositionSelect
                // The position's default rank fills 新职级; the HR may still change it.
                onPick={(position) =>
                  form.setFieldsValue({ newPositionName: position.name, newRank: position.defaultRank })
                }
                testId="job-change-position"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item label={t('newRank')} name="newRank" rules={[required(t('newRank'), true)]}>
              <Select
                placeholder={t('wf.form.selectPlaceholder')}
                options={STORE_RANKS.map((rank) => ({ value: rank, label: rank }))}
                data-testid="job-change-rank"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('effectiveTime')}
              name="effectiveTime"
              rules={[required(t('effectiveTime'), true), effectiveRule]}
            >
              <DatePicker format="YYYY-MM-DD" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('reason')} name="reason" rules={[required(t('reason'))]}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="newPositionName" hidden>
          <Input />
        </Form.Item>
      </FormSection>
    </StartFormShell>
  );
}
