import {
  THREE_PERIOD_KINDS,
  type TThreePeriodsDetail,
  ZCreateThreePeriodsRequestSchema,
  ZUpdateThreePeriodsRequestSchema,
} from '@hris/contract';
import { Card, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  createThreePeriods,
  getThreePeriodsDetail,
  searchFemaleEmployees,
  updateThreePeriods,
} from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { DateItem, FormActions, SelectItem, toApiValue, toDayjs } from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { useSaveForm } from '../../../components/SaveForm';
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
  const navigate = useNavigate();
  const list = useListPath();
  const [form] = Form.useForm();

  const { submit, saving, onValuesChange } = useSaveForm<
    typeof ZUpdateThreePeriodsRequestSchema | typeof ZCreateThreePeriodsRequestSchema,
    { id: number; flaggedContractIds: number[] }
  >({
    form,
    schema: record ? ZUpdateThreePeriodsRequestSchema : ZCreateThreePeriodsRequestSchema,
    invalidates: bdKeys.all,
    save: (body) => ('id' in body ? updateThreePeriods(body) : createThreePeriods(body)),
    onSaved: (result) => {
      if (result.flaggedContractIds.length > 0) {
        toastWarning(t('bd.threePeriods.flaggedSaved', { count: result.flaggedContractIds.length }));
      } else {
        toastSuccess(t('common.saved'));
      }
      navigate(pagePath('threePeriodsDetail', { id: result.id }));
    },
  });

  const onFinish = (values: Record<string, unknown>) =>
    submit({
      ...(record ? { id: record.id, version: record.version } : { employeeId: values.employeeId }),
      kind: values.kind,
      beginDate: toApiValue(values.beginDate),
      endDate: toApiValue(values.endDate),
      childBirthDate: toApiValue(values.childBirthDate),
      remark: values.remark ?? '',
    });

  return (
    <Card
      variant="borderless"
      title={record ? t('bd.threePeriods.editTitle', { label: record.employeeLabel }) : t('bd.threePeriods.add')}
      data-testid="three-periods-form"
    >
      <Form
        form={form}
        onValuesChange={onValuesChange}
        layout="vertical"
        className="hris-form hris-form--narrow"
        onFinish={onFinish}
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
        <FormActions saving={saving} onCancel={() => navigate(list)} saveTestId="three-periods-save" />
      </Form>
    </Card>
  );
}
