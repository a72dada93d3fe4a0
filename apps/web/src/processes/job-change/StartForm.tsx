import { effectiveTimeProblem, STORE_RANKS, ZJobChangeFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeForStart } from '../../api/user';
import { getPositionOptions } from '../../api/workflow';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { EmployeeSection, FactCell } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import { useTargetFacts } from '../shared/useTargetFacts';
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
      <EmployeeSection
        ns={jobChange.ns}
        title={t('sectionEmployee')}
        form={form}
        fixed={fixed}
        testId="job-change"
        beside={
          <>
            <FactCell label={t('position')} value={currentPosition} testId="job-change-current-position" />
            <FactCell label={t('rank')} value={currentRank} testId="job-change-current-rank" />
          </>
        }
      />

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
