import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearchResult } from '../../../api/user';
import { EmployeeSearch } from '../../../components/EmployeeSearch';
import './i18n';

/** 员工: the person a record is about, found by name or number and shown as name-employeeId. */
export function EmployeeItem({
  search,
  extra,
}: {
  search?: (keyword: string) => Promise<EmployeeSearchResult[]>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="employeeId"
      label={t('bd.contract.employee')}
      extra={extra}
      rules={[{ required: true, message: t('bd.contract.employeeRequired') }]}
    >
      <EmployeeSearch search={search} />
    </Form.Item>
  );
}
