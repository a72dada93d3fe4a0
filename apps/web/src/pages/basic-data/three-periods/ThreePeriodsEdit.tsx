import {
  THREE_PERIOD_KINDS,
  type TThreePeriodsDetail,
  ZCreateThreePeriodsRequestSchema,
  ZUpdateThreePeriodsRequestSchema,
} from '@hris/contract';
import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  createThreePeriods,
  getThreePeriodsDetail,
  searchFemaleEmployees,
  updateThreePeriods,
} from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { DateItem, SelectItem, toApiValue, toDayjs } from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { RecordForm } from '../../../components/SaveForm';
import { toastSuccess, toastWarning } from '../../../feedback';
import { pagePath, useListPath } from '../../../router/paths';
import { EmployeeItem } from '../shared/EmployeeItem';
import '../shared/i18n';

/** 编辑三期: records a period (no ?id) or edits one; contracts ending inside are flagged by the server. */
export default function ThreePeriodsEditPage() {
  return (
    <RecordPage
      requireEdit="UesrThreePeriodsList"
      queryKey={bdKeys.record('threePeriodsDetail')}
      fetch={getThreePeriodsDetail}
      create={() => <ThreePeriodsForm record={null} />}
    >
      {(record) => <ThreePeriodsForm key={record.id} record={record} />}
    </RecordPage>
  );
}

function ThreePeriodsForm({ record }: { record: TThreePeriodsDetail | null }) {
  const { t } = useTranslation();
  const list = useListPath();

  return (
    <RecordForm
      title={record ? t('bd.threePeriods.editTitle', { label: record.employeeLabel }) : t('bd.threePeriods.add')}
      testId="three-periods-form"
      className="hris-form hris-form--narrow"
      request={{
        schema: record ? ZUpdateThreePeriodsRequestSchema : ZCreateThreePeriodsRequestSchema,
        save: (body) => ('id' in body ? updateThreePeriods(body) : createThreePeriods(body)),
        invalidates: bdKeys.all,
      }}
      onSaved={(result) => {
        if (result.flaggedContractIds.length > 0) {
          toastWarning(t('bd.threePeriods.flaggedSaved', { count: result.flaggedContractIds.length }));
        } else {
          toastSuccess(t('common.saved'));
        }
      }}
      back={list}
      next={(result) => pagePath('threePeriodsDetail', { id: result.id })}
      toBody={(values: Record<string, unknown>) => ({
        ...(record ? { id: record.id, version: record.version } : { employeeId: values.employeeId }),
        kind: values.kind,
        beginDate: toApiValue(values.beginDate),
        endDate: toApiValue(values.endDate),
        childBirthDate: toApiValue(values.childBirthDate),
        remark: values.remark ?? '',
      })}
      initialValues={
        record
          ? {
              kind: record.kind,
              beginDate: toDayjs(record.beginDate),
              endDate: toDayjs(record.endDate),
              childBirthDate: toDayjs(record.childBirthDate),
              remark: record.remark,
            }
          : {}
      }
      actions={{ saveTestId: 'three-periods-save' }}
    >
      {record ? (
        <Descriptions
          size="small"
          column={1}
          className="hris-form__context"
          items={[{ key: 'employee', label: t('bd.contract.employee'), children: record.employeeLabel }]}
        />
      ) : (
        <EmployeeItem search={searchFemaleEmployees} extra={t('bd.threePeriods.femaleOnly')} />
      )}
      <SelectItem
        name="kind"
        label={t('bd.threePeriods.kind')}
        required
        options={THREE_PERIOD_KINDS.map((k) => ({ label: t(`bd.threePeriods.kinds.${k}`), value: k }))}
      />
      <DateItem name="beginDate" label={t('bd.threePeriods.beginDate')} required />
      <DateItem name="endDate" label={t('bd.threePeriods.endDate')} required />
      <DateItem
        name="childBirthDate"
        label={t('bd.threePeriods.childBirthDate')}
        extra={t('bd.threePeriods.childBirthHint')}
      />
      <Form.Item name="remark" label={t('bd.staff.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </RecordForm>
  );
}
