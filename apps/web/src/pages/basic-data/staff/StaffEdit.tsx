import { DATE_FORMAT, type TStaffDetail, ZUpdateStaffRequestSchema } from '@hris/contract';
import { Alert, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getStaffDetail, updateStaff } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { changedFields, DateItem, FormGrid, SelectItem, toDayjs } from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { RecordForm } from '../../../components/SaveForm';
import { toastSuccess } from '../../../feedback';
import { pagePath } from '../../../router/paths';
import { useOfficeUnitOptions, useShops, useStatusOptions } from '../shared/options';
import { usePersonFields, usePositionChoices } from '../shared/person-fields';
import { StaffProcessLinks } from './StaffProcessLinks';
import '../shared/i18n';

const DATE_FIELDS = ['birthDate', 'entryDate', 'probationBeginDate', 'probationEndDate', 'leaveDate'] as const;
const EDITABLE_FIELDS = [
  'name',
  'gender',
  'identityNumber',
  'phone',
  'email',
  'birthDate',
  'shopId',
  'orgUnitId',
  'positionId',
  'rank',
  'status',
  'entryDate',
  'probationBeginDate',
  'probationEndDate',
  'leaveDate',
] as const;

/** 编辑员工: only with isEdit on 员工信息; sends the changed fields and the version it read. */
export default function StaffEditPage() {
  return (
    <RecordPage requireEdit="StaffList" queryKey={bdKeys.record('staffDetail')} fetch={getStaffDetail}>
      {(staff) => <StaffEditForm staff={staff} />}
    </RecordPage>
  );
}

function StaffEditForm({ staff }: { staff: TStaffDetail }) {
  const { t } = useTranslation();
  const statuses = useStatusOptions();
  const shops = useShops();
  const officeUnits = useOfficeUnitOptions();
  const isStore = staff.employeeType === 'store';
  const positions = usePositionChoices(staff.employeeType, { id: staff.positionId, name: staff.positionName });
  // Store, position, rank and status of a store employee change through processes (人事异动, 离职);
  // only head-office HR corrects them here.
  const locked = staff.placementLocked;
  const person = usePersonFields({
    required: false,
    rankLocked: locked,
    identityLocked: staff.identityMasked
      ? t('bd.staff.identityMaskedHint', { value: staff.identityNumber })
      : undefined,
    // Both come masked from the server: left as they are, they are not sent (useSaveForm).
    stored: { identityNumber: staff.identityNumber, phone: staff.phone },
  });

  const original: Record<string, unknown> = useMemo(() => {
    const base: Record<string, unknown> = {};
    for (const key of EDITABLE_FIELDS) base[key] = (staff as Record<string, unknown>)[key] ?? null;
    return base;
  }, [staff]);

  const initialValues = useMemo(() => {
    const values: Record<string, unknown> = {
      ...original,
      identityNumber: staff.identityMasked ? undefined : staff.identityNumber,
    };
    for (const key of DATE_FIELDS) values[key] = toDayjs(staff[key]);
    return values;
  }, [original, staff]);

  const detail = pagePath('staffDetail', { id: staff.id });
  const toBody = (values: Record<string, unknown>) => {
    const { effectiveDate, remark, ...rest } = values;
    if (staff.identityMasked || !rest.identityNumber) delete rest.identityNumber;
    return {
      id: staff.id,
      version: staff.version,
      ...changedFields(original, rest),
      ...(effectiveDate ? { effectiveDate: (effectiveDate as Dayjs).format(DATE_FORMAT) } : {}),
      ...(remark ? { remark } : {}),
    };
  };

  // A store employee belongs to the org unit of the shop; an office employee to no shop.
  const placement = isStore ? (
    <SelectItem
      name="shopId"
      label={t('bd.staff.shop')}
      required
      disabled={locked}
      options={(shops.data ?? []).map((s) => ({
        label: `${s.shopCode} ${s.shopName}`,
        value: s.id,
        disabled: !s.isOpen && s.id !== staff.shopId,
      }))}
      extra={t('bd.staff.shopHint')}
    />
  ) : (
    <SelectItem name="orgUnitId" label={t('bd.staff.orgUnit')} required options={officeUnits} />
  );

  return (
    <RecordForm
      title={t('bd.staff.editTitle', { label: staff.label })}
      testId="staff-edit-form"
      className="hris-form"
      request={{ schema: ZUpdateStaffRequestSchema, save: updateStaff, invalidates: bdKeys.all }}
      onSaved={(result) => toastSuccess(result.changedFields.length ? t('common.saved') : t('bd.staff.nothingChanged'))}
      back={detail}
      initialValues={initialValues}
      toBody={toBody}
      actions={{ saveTestId: 'staff-save' }}
    >
      {(locked || staff.statusLocked) && (
        <Alert
          type="info"
          showIcon
          className="hris-form__note"
          message={t(locked ? 'bd.staff.placementByProcess' : 'bd.staff.statusByProcess')}
          description={<StaffProcessLinks staff={staff} />}
        />
      )}
      <FormGrid>
        {person.name}
        {person.gender}
        {person.identityNumber}
        <DateItem name="birthDate" label={t('bd.staff.birthDate')} />
        {person.phone}
        {person.email}
        {placement}
        <SelectItem
          name="positionId"
          label={t('bd.staff.position')}
          required
          disabled={locked}
          options={positions.options}
          extra={t(isStore ? 'bd.staff.positionStoreHint' : 'bd.staff.positionOfficeHint')}
        />
        {person.rank}
        <SelectItem
          name="status"
          label={t('bd.staff.status')}
          required
          options={statuses}
          disabled={locked || staff.statusLocked}
        />
        {person.entryDate}
        <DateItem name="probationBeginDate" label={t('bd.staff.probationBegin')} />
        {person.probationEndDate}
        <DateItem name="leaveDate" label={t('bd.staff.leaveDate')} />
        <DateItem name="effectiveDate" label={t('bd.staff.effectiveDate')} extra={t('bd.staff.effectiveDateHint')} />
      </FormGrid>
      <Form.Item name="remark" label={t('bd.staff.remark')}>
        <Input.TextArea maxLength={200} rows={2} placeholder={t('bd.staff.remarkHint')} />
      </Form.Item>
    </RecordForm>
  );
}
