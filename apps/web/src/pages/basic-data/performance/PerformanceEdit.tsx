import {
  PERFORMANCE_GRADES,
  type TPerformanceDetail,
  ZCreatePerformanceRequestSchema,
  ZUpdatePerformanceRequestSchema,
} from '@hris/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createPerformance, getPerformanceDetail, updatePerformance } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { RequireEdit } from '../../../components/EditAccess';
import { FormGrid, SelectItem, TextItem } from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { RecordForm } from '../../../components/SaveForm';
import { pagePath, useListPath } from '../../../router/paths';
import { EmployeeItem } from '../shared/EmployeeItem';
import '../shared/i18n';

/** 编辑绩效: one appraisal's period, grade, score, reviewer and remark (version-checked). */
export default function PerformanceEditPage() {
  return (
    <RecordPage
      requireEdit="EmployeePerformance"
      queryKey={bdKeys.record('performanceDetail')}
      fetch={getPerformanceDetail}
    >
      {(record) => (
        <PerformanceForm record={record} schema={ZUpdatePerformanceRequestSchema} save={updatePerformance} />
      )}
    </RecordPage>
  );
}

/** 新增绩效: an appraisal for an employee in scope (one per employee and period, checked by the server). */
export function PerformanceAddPage() {
  return (
    <RequireEdit menuCode="EmployeePerformance">
      {() => <PerformanceForm schema={ZCreatePerformanceRequestSchema} save={createPerformance} />}
    </RequireEdit>
  );
}

function PerformanceForm<S extends z.ZodObject>({
  record,
  schema,
  save,
}: {
  record?: TPerformanceDetail;
  schema: S;
  save: (body: z.output<S>) => Promise<{ id: number }>;
}) {
  const { t } = useTranslation();
  const list = useListPath();

  return (
    <RecordForm
      title={
        record
          ? t('bd.performance.editTitle', { label: `${record.employeeLabel} · ${record.periodText}` })
          : t('bd.performance.add')
      }
      // Its own field ids: the add and edit pages may both stay open in tabs.
      name={record ? 'performanceEdit' : 'performanceAdd'}
      className="hris-form"
      data-testid={record ? 'performance-edit-form' : 'performance-add-form'}
      request={{ schema, save, invalidates: bdKeys.all }}
      back={record ? pagePath('employeePerformanceDetail', { id: record.id }) : list}
      next={(result) => pagePath('employeePerformanceDetail', { id: result.id })}
      toBody={(values: Record<string, unknown>) => ({
        ...(record && { id: record.id, version: record.version }),
        ...values,
        remark: values.remark ?? '',
      })}
      initialValues={
        record && {
          period: record.period,
          grade: record.grade,
          score: record.score,
          reviewer: record.reviewer,
          remark: record.remark,
        }
      }
      actions={{ saveTestId: 'performance-save' }}
    >
      <FormGrid>
        {record ? (
          <Form.Item label={t('bd.contract.employee')}>
            <Input value={record.employeeLabel} disabled />
          </Form.Item>
        ) : (
          <EmployeeItem />
        )}
        <TextItem
          name="period"
          label={t('bd.performance.period')}
          required
          maxLength={7}
          extra={t('bd.performance.periodHint')}
          testId="performance-period-input"
        />
        <SelectItem
          name="grade"
          label={t('bd.performance.grade')}
          required
          options={PERFORMANCE_GRADES.map((g) => ({ label: g, value: g }))}
        />
        <Form.Item
          name="score"
          label={t('bd.performance.score')}
          rules={[{ required: true, message: t('bd.performance.scoreRequired') }]}
        >
          <InputNumber min={0} max={100} step={0.5} precision={1} style={{ width: '100%' }} />
        </Form.Item>
        <TextItem name="reviewer" label={t('bd.performance.reviewer')} required maxLength={32} />
      </FormGrid>
      <Form.Item name="remark" label={t('bd.staff.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </RecordForm>
  );
}
