import { CHILDCARE_DEFAULT_MAX_AGE, ZSaveChildcareRuleRequestSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, InputNumber, Popconfirm, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  childcareKeys,
  deleteChildcareRule,
  getChildcareAreas,
  getChildcareRule,
  saveChildcareRule,
} from '../../api/childcare';
import { RequireEdit } from '../../components/EditAccess';
import { RecordForm, useRecordToEdit } from '../../components/SaveForm';
import { toastSuccess } from '../../feedback';
import { pagePath } from '../../router/paths';
import './i18n';

interface Values {
  province?: string;
  city?: string;
  daysPerYear?: number;
  maxAge?: number;
  effectiveFrom?: Dayjs;
  effectiveTo?: Dayjs | null;
  remark?: string;
}

const day = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

/** 新增 / 修改省市育儿假规则 (hidden page of /childcare/area). */
export default function ChildcareAreaEditPage() {
  return <RequireEdit menuCode="ChildcareOfArea">{() => <AreaEditForm />}</RequireEdit>;
}

export function AreaEditForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { id, record: r, loading } = useRecordToEdit(childcareKeys.rule, getChildcareRule);
  const areas = useQuery({ queryKey: childcareKeys.areas, queryFn: getChildcareAreas });
  const province = Form.useWatch('province', form);
  const list = pagePath('childcareArea');
  const back = () => navigate(list);
  const initial: Values = {
    province: r?.province,
    city: r?.city || undefined,
    daysPerYear: r?.daysPerYear,
    maxAge: r?.maxAge ?? CHILDCARE_DEFAULT_MAX_AGE,
    effectiveFrom: r ? dayjs(r.effectiveFrom) : undefined,
    effectiveTo: r?.effectiveTo ? dayjs(r.effectiveTo) : null,
    remark: r?.remark ?? '',
  };
  const cities = areas.data?.find((a) => a.province === province)?.cities ?? [];
  const remove = id && (
    <Popconfirm
      title={t('childcare.deleteRuleConfirm')}
      onConfirm={async () => {
        await deleteChildcareRule(id);
        toastSuccess(t('childcare.deleted'));
        back();
      }}
    >
      <Button danger>{t('childcare.delete')}</Button>
    </Popconfirm>
  );
  return (
    <RecordForm
      form={form}
      title={id ? t('childcare.editRuleTitle') : t('childcare.addRuleTitle')}
      testId="childcare-rule-edit"
      maxWidth={760}
      loading={loading}
      request={{ schema: ZSaveChildcareRuleRequestSchema, save: saveChildcareRule, invalidates: childcareKeys.all }}
      saved={t('childcare.saved')}
      back={list}
      initialValues={initial}
      onValuesChange={(changed) => {
        if ('province' in changed) form.setFieldValue('city', undefined);
      }}
      toBody={(v) => ({
        id,
        province: v.province,
        city: v.city ?? '',
        daysPerYear: v.daysPerYear,
        maxAge: v.maxAge,
        effectiveFrom: day(v.effectiveFrom),
        effectiveTo: day(v.effectiveTo) ?? null,
        remark: v.remark ?? '',
      })}
      actions={{ saveTestId: 'childcare-rule-save', cancelText: t('childcare.cancel'), extra: remove }}
    >
      <Space size={16} wrap>
        <Form.Item
          name="province"
          label={t('childcare.province')}
          rules={[{ required: true, message: t('childcare.provinceRequired') }]}
        >
          <Select
            style={{ width: 200 }}
            showSearch
            data-testid="childcare-province"
            options={(areas.data ?? []).map((a) => ({ value: a.province, label: a.province }))}
          />
        </Form.Item>
        <Form.Item name="city" label={t('childcare.city')} extra={t('childcare.cityHint')}>
          <Select
            style={{ width: 200 }}
            allowClear
            placeholder={t('childcare.wholeProvince')}
            options={cities.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
      </Space>
      <Space size={16} wrap>
        <Form.Item
          name="daysPerYear"
          label={t('childcare.daysPerYear')}
          rules={[{ required: true, message: t('childcare.daysRequired') }]}
        >
          <InputNumber min={1} max={30} precision={0} style={{ width: 200 }} data-testid="childcare-days-per-year" />
        </Form.Item>
        <Form.Item name="maxAge" label={t('childcare.maxAge')}>
          <InputNumber min={1} max={6} precision={0} style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Space size={16} wrap>
        <Form.Item
          name="effectiveFrom"
          label={t('childcare.effectiveFrom')}
          rules={[{ required: true, message: t('childcare.fromRequired') }]}
        >
          <DatePicker style={{ width: 200 }} data-testid="childcare-effective-from" />
        </Form.Item>
        <Form.Item name="effectiveTo" label={t('childcare.effectiveTo')} extra={t('childcare.toHint')}>
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Form.Item name="remark" label={t('childcare.remark')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </RecordForm>
  );
}
