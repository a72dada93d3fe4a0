import { HealthPaths, ZCreateHealthRequestSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Attachment } from '../../api/file';
import { getHealthDetail, healthKeys, saveHealthCertificate, searchHealthEmployees } from '../../api/health';
import { RequireEdit } from '../../components/EditAccess';
import { EmployeeSearch } from '../../components/EmployeeSearch';
import { RecordForm } from '../../components/SaveForm';
import { Upload } from '../../components/Upload';
import { pagePath } from '../../router/paths';
import './i18n';

interface Values {
  employeeId?: string;
  healthStartDate?: Dayjs;
  healthEndDate?: Dayjs;
  remark?: string;
  scan?: Attachment[];
}

const day = (d: Dayjs | undefined) => d?.format('YYYY-MM-DD');

/** 登记 / 修改健康证: the employee, the period, a remark and the scan (hidden page of /health/list). */
export default function HealthEditPage() {
  return <RequireEdit menuCode="HealthOfList">{() => <HealthEditForm />}</RequireEdit>;
}

export function HealthEditForm() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const employeeId = search.get('employeeId') ?? undefined;
  const id = search.get('id') ? Number(search.get('id')) : undefined;
  const [form] = Form.useForm<Values>();
  const detail = useQuery({
    queryKey: healthKeys.detail(employeeId ?? ''),
    queryFn: () => getHealthDetail(employeeId as string),
    enabled: Boolean(employeeId),
  });
  const editing = id ? detail.data?.certificates.find((c) => c.id === id) : undefined;
  const initial: Values = {
    employeeId,
    healthStartDate: editing ? dayjs(editing.healthStartDate) : undefined,
    healthEndDate: editing ? dayjs(editing.healthEndDate) : undefined,
    remark: editing?.remark ?? '',
    scan: editing?.attachment ? [editing.attachment] : [],
  };
  const person = detail.data;

  return (
    <RecordForm
      form={form}
      title={editing ? t('health.editTitle') : t('health.addTitle')}
      testId="health-edit"
      maxWidth={760}
      loading={Boolean(employeeId) && detail.isPending}
      request={{ schema: ZCreateHealthRequestSchema, save: saveHealthCertificate, invalidates: healthKeys.all }}
      saved={t('health.saved')}
      back={pagePath('healthList')}
      next={() => pagePath('healthView', { employeeId: form.getFieldValue('employeeId') })}
      initialValues={initial}
      toBody={(v) => ({
        id,
        employeeId: v.employeeId,
        healthStartDate: day(v.healthStartDate),
        healthEndDate: day(v.healthEndDate),
        remark: v.remark ?? '',
        attachmentId: v.scan?.[0]?.id,
      })}
      actions={{ saveTestId: 'health-save', cancelText: t('health.cancel') }}
    >
      <Form.Item
        name="employeeId"
        label={t('health.employee')}
        rules={[{ required: true, message: t('health.employeeRequired') }]}
      >
        <EmployeeSearch
          search={searchHealthEmployees}
          placeholder={t('health.employeePlaceholder')}
          disabled={Boolean(editing)}
          initialOptions={
            person ? [{ name: person.employeeName, employeeId: person.employeeId, shopCode: person.shopCode }] : []
          }
        />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item
          name="healthStartDate"
          label={t('health.startDate')}
          rules={[{ required: true, message: t('health.startRequired') }]}
        >
          <DatePicker style={{ width: 200 }} data-testid="health-start" />
        </Form.Item>
        <Form.Item
          name="healthEndDate"
          label={t('health.endDate')}
          rules={[{ required: true, message: t('health.endRequired') }]}
        >
          <DatePicker style={{ width: 200 }} data-testid="health-end" />
        </Form.Item>
      </Space>
      <Form.Item name="remark" label={t('health.remark')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="scan" label={t('health.scan')} extra={t('health.scanHint')}>
        <Upload action={HealthPaths.uploadHealthCertificates} target="healthCertificate" multiple={false} limit={1} />
      </Form.Item>
    </RecordForm>
  );
}
