import { DownloadOutlined } from '@ant-design/icons';
import { DATE_FORMAT, ExportEmployeePaths } from '@hris/contract';
import { Alert, Button, Card, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPost } from '../../../api/basic-data';
import { toastSuccess } from '../../../feedback';
import '../shared/components';
import { useStatusOptions } from '../shared/options';

interface Values {
  employeeId?: string;
  name?: string;
  status?: number[];
  entryDate?: [Dayjs | null, Dayjs | null] | null;
}

/** The list filters of the form as the staff-list request the export takes. */
export function exportEmployeeFilters(
  values: Values,
): Record<string, { search: string | number | null; searchTwo: string | number | null; isSearch: boolean }> {
  const filters: Record<
    string,
    { search: string | number | null; searchTwo: string | number | null; isSearch: boolean }
  > = {};
  if (values.employeeId?.trim())
    filters.employeeId = { search: values.employeeId.trim(), searchTwo: null, isSearch: true };
  if (values.name?.trim()) filters.name = { search: values.name.trim(), searchTwo: null, isSearch: true };
  if (values.status && values.status.length > 0) {
    filters.status = { search: values.status.join(','), searchTwo: null, isSearch: true };
  }
  const [from, to] = values.entryDate ?? [null, null];
  if (from || to) {
    filters.entryDate = {
      search: from ? from.format(DATE_FORMAT) : null,
      searchTwo: to ? to.format(DATE_FORMAT) : null,
      isSearch: true,
    };
  }
  return filters;
}

/** 导出办公室员工: office employees (with their sign-in accounts) to .xlsx. */
export default function ExportEmployeePage() {
  const { t } = useTranslation();
  const statuses = useStatusOptions();
  const [busy, setBusy] = useState(false);

  const run = async (values: Values) => {
    setBusy(true);
    try {
      await downloadPost(
        ExportEmployeePaths.exportOfficeEmployeeList,
        { pageIndex: 1, pageSize: 10, filters: exportEmployeeFilters(values) },
        '办公室员工.xlsx',
      );
      toastSuccess(t('bd.common.exported'));
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="borderless" title={t('bd.exportEmployee.title')} data-testid="export-employee">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('bd.exportEmployee.hint')} />
      <Form<Values> layout="vertical" style={{ maxWidth: 560 }} onFinish={run} initialValues={{ status: [1, 4] }}>
        <Form.Item name="employeeId" label={t('bd.staff.employeeId')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="name" label={t('bd.staff.name')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="status" label={t('bd.staff.status')}>
          <Select mode="multiple" allowClear options={statuses} />
        </Form.Item>
        <Form.Item name="entryDate" label={t('bd.staff.entryDate')}>
          <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={busy}>
          {busy ? t('bd.common.exporting') : t('bd.common.export')}
        </Button>
      </Form>
    </Card>
  );
}
