import { type TAddOfficeStaffResponse, ZAddOfficeStaffRequestSchema } from '@hris/contract';
import { Card, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addOfficeStaff } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { RequireEdit } from '../../../components/EditAccess';
import { FormActions, FormGrid, SelectItem, TextItem, toApiValue } from '../../../components/FormFields';
import { useSaveForm } from '../../../components/SaveForm';
import { pagePath, useListPath } from '../../../router/paths';
import { recheckAgainstIdentity } from '../../../utils/person-rules';
import { OneTimePasswordModal } from '../shared/OneTimePassword';
import { useOfficeUnitOptions, useOrgUnits, useRoleOptions } from '../shared/options';
import { usePersonFields, usePositionChoices } from '../shared/person-fields';
import '../shared/i18n';

/** 新增办公室员工: the employee and its sign-in account in one step; the password is shown once. */
export default function AddOfficePage() {
  return <RequireEdit menuCode="StaffList">{() => <AddOfficeForm />}</RequireEdit>;
}

function AddOfficeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListPath();
  const [form] = Form.useForm();
  const [created, setCreated] = useState<TAddOfficeStaffResponse | null>(null);
  const units = useOfficeUnitOptions();
  const unitsLoaded = useOrgUnits().isSuccess;
  const positions = usePositionChoices('office');
  const roles = useRoleOptions();
  const person = usePersonFields({ required: true, checkIdentity: true });

  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: ZAddOfficeStaffRequestSchema,
    invalidates: bdKeys.all,
    save: addOfficeStaff,
    onSaved: setCreated,
  });

  const onFinish = (values: Record<string, unknown>) =>
    submit({
      ...values,
      entryDate: toApiValue(values.entryDate),
      probationEndDate: values.probationEndDate ? toApiValue(values.probationEndDate) : undefined,
      rank: values.rank || undefined,
    });

  if (unitsLoaded && units.length === 0) {
    return (
      <Card variant="borderless" title={t('bd.addOffice.title')} data-testid="add-office">
        <Result status="info" title={t('bd.addOffice.noUnits')} />
      </Card>
    );
  }

  return (
    <Card variant="borderless" title={t('bd.addOffice.title')} data-testid="add-office">
      <Form
        form={form}
        onValuesChange={(changed) => {
          onValuesChange(changed);
          recheckAgainstIdentity(form, changed, ['gender', 'entryDate']);
        }}
        layout="vertical"
        className="hris-form"
        onFinish={onFinish}
      >
        <FormGrid>
          {person.name}
          {person.gender}
          {person.identityNumber}
          {person.phone}
          {person.email}
          <SelectItem name="orgUnitId" label={t('bd.addOffice.orgUnit')} required options={units} />
          <SelectItem
            name="positionId"
            label={t('bd.staff.position')}
            required
            options={positions.options}
            onChange={(id: number) => {
              const rank = positions.defaultRank(id);
              if (rank && !form.getFieldValue('rank')) form.setFieldValue('rank', rank);
            }}
          />
          {person.rank}
          {person.entryDate}
          {person.probationEndDate}
          <TextItem
            name="account"
            label={t('bd.office.account')}
            required
            maxLength={64}
            extra={t('bd.addOffice.accountHint')}
            testId="add-office-account"
          />
          <SelectItem name="roleIds" label={t('bd.office.roles')} required multiple options={roles} />
        </FormGrid>
        <FormActions saving={saving} onCancel={() => navigate(list)} saveTestId="add-office-save" />
      </Form>
      <OneTimePasswordModal
        account={created?.account ?? ''}
        password={created?.oneTimePassword ?? null}
        subject={created?.label}
        onClose={() => {
          const id = created?.id;
          setCreated(null);
          form.resetFields();
          if (id) navigate(pagePath('staffDetail', { id: id }));
        }}
      />
    </Card>
  );
}
