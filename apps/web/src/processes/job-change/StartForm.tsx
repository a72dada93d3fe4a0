import { effectiveTimeProblem, STORE_RANKS, ZJobChangeFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeForStart } from '../../api/user';
import { getPositionOptions } from '../../api/workflow';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { TargetEmployee } from '../shared/TargetEmployee';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import { shown } from '../shared/view';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import { ChangeKindTag } from './ChangeKindTag';
import { fromJobChangeForm, JOB_CHANGE_START_FIELDS, type JobChangeValues, toJobChangeInput } from './fields';
import { liveChangeKind } from './kinds';
import { jobChange } from './meta';

/** Store positions (cached: they rarely change within a day; the onboarding form shares the key). */
function useStorePositions() {
  return useQuery({
    queryKey: ['task', 'options', 'positions', 'store'],
    queryFn: () => getPositionOptions('store'),
    staleTime: 10 * 60_000,
  });
}

/**
 * 人事异动（调岗） start form (job_change_post): the employee and their current post, the new
 * position and rank with the kind of change it makes (晋升/平调/降级), the date and the reason.
 */
export function JobChangeStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t } = useTranslation(jobChange.ns);
  const [form] = Form.useForm<JobChangeValues>();
  const positions = useStorePositions();
  const fixed = resubmit ? fromJobChangeForm(initial) : null;
  const employeeId = Form.useWatch('employeeId', form);
  const newRank = Form.useWatch('newRank', form);

  // The chosen person's post now; on a resubmission the stored form already says it.
  const current = useQuery({
    queryKey: ['task', 'options', 'employee-for-start', employeeId],
    queryFn: () => getEmployeeForStart(employeeId as string, 1),
    enabled: !fixed && Boolean(employeeId),
  });
  const currentPosition = fixed
    ? (initial?.positionName as string | undefined)
    : employeeId
      ? current.data?.positionName
      : undefined;
  const currentRank = fixed ? (initial?.rank as string | undefined) : employeeId ? current.data?.rank : undefined;
  const kind = liveChangeKind(currentRank, newRank);

  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZJobChangeFormSchema,
    toJobChangeInput,
    JOB_CHANGE_START_FIELDS,
  );

  const required = (label: string, select = false) => ({
    required: true,
    message: t(select ? 'wf.form.selectRequired' : 'wf.form.inputRequired', { label }),
  });

  // 生效日期 inside the window of flow 18; on a resubmission a kept date is not checked again.
  const keptDate = resubmit && typeof initial?.effectiveTime === 'string' ? initial.effectiveTime : undefined;
  const effectiveRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (!date || date === keptDate) return;
      const problem = effectiveTimeProblem(date);
      if (problem) throw new Error(problem);
    },
  };

  return (
    <Form<JobChangeValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromJobChangeForm(initial)}
      onValuesChange={onValuesChange}
      data-testid="job-change-form"
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
              testId="job-change"
            />
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('position')}>
              <div className="wf-fixed-value" data-testid="job-change-current-position">
                {shown(currentPosition)}
              </div>
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('rank')}>
              <div className="wf-fixed-value" data-testid="job-change-current-rank">
                {shown(currentRank)}
              </div>
            </Form.Item>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={t('sectionChange')} extra={kind && <ChangeKindTag kind={kind} testId="job-change-kind" />}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item label={t('newPosition')} name="newPosition" rules={[required(t('newPosition'), true)]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={positions.isPending}
                placeholder={t('wf.form.selectPlaceholder')}
                options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                onChange={(id: number) => {
                  const position = positions.data?.find((p) => p.id === id);
                  if (!position) return;
                  // The position's default rank fills 新职级; the HR may still change it.
                  form.setFieldsValue({ newPositionName: position.name, newRank: position.defaultRank });
                }}
                data-testid="job-change-position"
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
    </Form>
  );
}
