import { DownloadOutlined } from '@ant-design/icons';
import { DATE_FORMAT, ExportEmployeePaths } from '@hris/contract';
import { Alert, Button, Card, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { exportList } from '../../../api/export';
import { useExport, useSensitiveExport } from '../../../components/Export';
import { useStatusOptions } from '../shared/options';
import '../../../components/FormFields/form-fields.css';
import '../shared/basic-data.css';
import '../shared/i18n';

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
  const exporter = useExport();
  const clear = useSensitiveExport();

  const run = (values: Values) =>
    clear.ask((sensitive) =>
      exporter.run({
        title: t('bd.exportEmployee.title'),
        fallbackName: '办公室员工.xlsx',
        download: (transfer) =>
          exportList(
            ExportEmployeePaths.exportOfficeEmployeeList,
            { filters: exportEmployeeFilters(values), ...(sensitive ? { sensitive } : {}) },
            transfer,
          ),
      }),
    );

  return (
    <Card variant="borderless" title={t('bd.exportEmployee.title')} data-testid="export-employee">
      {exporter.holder}
      {clear.dialog}
      <Form<Values>
        layout="vertical"
        className="hris-form hris-form--narrow"
        onFinish={run}
        initialValues={{ status: [1, 4] }}
      >
        <Alert type="info" showIcon className="bd-alert" title={t('bd.exportEmployee.hint')} />
        <Form.Item name="employeeId" label={t('bd.staff.employeeId')}>
          <Input allowClear maxLength={32} placeholder={t('bd.exportEmployee.any')} data-testid="export-employee-id" />
        </Form.Item>
        <Form.Item name="name" label={t('bd.staff.name')}>
          <Input
            allowClear
            maxLength={32}
            placeholder={t('bd.exportEmployee.any')}
            data-testid="export-employee-name"
          />
        </Form.Item>
        <Form.Item name="status" label={t('bd.staff.status')}>
          <Select mode="multiple" allowClear options={statuses} placeholder={t('bd.exportEmployee.anyStatus')} />
        </Form.Item>
        <Form.Item name="entryDate" label={t('bd.staff.entryDate')}>
          <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} format={DATE_FORMAT} />
        </Form.Item>
        {clear.option && <Form.Item>{clear.option}</Form.Item>}
        <Button
          type="primary"
          htmlType="submit"
          icon={<DownloadOutlined />}
          loading={exporter.running}
          data-testid="export-employee-submit"
        >
          {exporter.running ? t('export.running') : t('common.export')}
        </Button>
      </Form>
    </Card>
  );
}
