import { ZCreateChildcareUseRequestSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { childcareKeys, createChildcareUse, getChildcareEmployee } from '../../api/childcare';
import { EmployeeSearch } from '../../components/EmployeeSearch';
import { RecordDialog } from '../../components/SaveForm';
import './i18n';

interface Values {
  employeeId?: string;
  childId?: number;
  startDate?: Dayjs;
  endDate?: Dayjs;
  days?: number;
  remark?: string;
}

/** 登记育儿假: the employee, one of their children (with that year's balance), dates and days. */
export function UseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const employeeId = Form.useWatch('employeeId', form);
  const childId = Form.useWatch('childId', form);
  const startDate = Form.useWatch('startDate', form);
  const person = useQuery({
    queryKey: childcareKeys.employee(employeeId ?? ''),
    queryFn: () => getChildcareEmployee(employeeId as string),
    enabled: Boolean(employeeId),
  });
  const child = person.data?.children.find((c) => c.id === childId);
  const year = startDate ? startDate.year() : new Date().getFullYear();
  const balance = child?.balances.find((b) => b.year === year);
  return (
    <RecordDialog
      form={form}
      title={t('childcare.useTitle')}
      request={{ schema: ZCreateChildcareUseRequestSchema, save: createChildcareUse, invalidates: childcareKeys.all }}
      saved={t('childcare.recorded')}
      onClose={onClose}
      okText={t('childcare.save')}
      cancelText={t('childcare.cancel')}
      okTestId="childcare-use-save"
      data-testid="childcare-use-form"
      onValuesChange={(changed) => {
        if ('employeeId' in changed) form.setFieldValue('childId', undefined);
      }}
      toBody={(v) => ({
        employeeId: v.employeeId,
        childId: v.childId,
        startDate: v.startDate?.format('YYYY-MM-DD'),
        endDate: v.endDate?.format('YYYY-MM-DD'),
        days: v.days,
        remark: v.remark ?? '',
      })}
    >
      <Form.Item name="employeeId" label={t('childcare.employee')} rules={[{ required: true }]}>
        <EmployeeSearch />
      </Form.Item>
      <Form.Item
        name="childId"
        label={t('childcare.child')}
        rules={[{ required: true, message: t('childcare.childRequired') }]}
        extra={
          balance && (
            <Typography.Text type="secondary" data-testid="childcare-use-balance">
              {t('childcare.balanceOf', balance)}
            </Typography.Text>
          )
        }
      >
        <Select
          data-testid="childcare-use-child"
          loading={person.isFetching}
          options={(person.data?.children ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.birthDate}）` }))}
        />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('childcare.startDate')}
        rules={[{ required: true, message: t('childcare.startRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} data-testid="childcare-use-start" />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={t('childcare.endDate')}
        rules={[{ required: true, message: t('childcare.endRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} data-testid="childcare-use-end" />
      </Form.Item>
      <Form.Item name="days" label={t('childcare.days')} extra={t('childcare.daysHint')} rules={[{ required: true }]}>
        <InputNumber min={0.5} step={0.5} style={{ width: '100%' }} data-testid="childcare-use-days" />
      </Form.Item>
      <Form.Item name="remark" label={t('childcare.remark')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </RecordDialog>
  );
}
