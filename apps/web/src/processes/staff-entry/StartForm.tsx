import { INDUCTION_TYPES, preEntryTimeProblem, ZStaffEntryFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getShopCityInfo } from '../../api/workflow';
import { maskedFieldHint } from '../../utils/masked';
import { employmentDateRule, genderRule, recheckAgainstIdentity } from '../../utils/person-rules';
import '../i18n';
import { ChoiceButtons } from '../shared/ChoiceButtons';
import { FormSection } from '../shared/FormSection';
import { dateWindowRule, requiredRule } from '../shared/rules';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { StorePositionSelect } from '../shared/StorePositionSelect';
import { RemarkSection } from '../shared/TextAreaItem';
import { fieldRule } from '../shared/zod-form';
import type { StartFormProps } from '../types';
import { genderFromIdentity, STAFF_ENTRY_START_FIELDS, staffEntryConversion } from './fields';
import { staffEntry } from './meta';

const shape = ZStaffEntryFormSchema.shape;
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** The stores of the onboarding form (cached: they rarely change within a day). */
export function useEntryShops() {
  return useQuery({
    queryKey: ['task', 'options', 'shops'],
    queryFn: () => getShopCityInfo(),
    staleTime: 10 * 60_000,
  });
}

/** 员工入职 start form (staff_entry_post): the person, the store and position, the dates. */
export function StaffEntryStartForm(props: StartFormProps) {
  const { t } = useTranslation(staffEntry.ns);
  const start = useStartForm(props, ZStaffEntryFormSchema, STAFF_ENTRY_START_FIELDS, staffEntryConversion);
  const { form } = start;
  const { resubmit } = props;
  const shops = useEntryShops();

  // A store HR has one store: choose it for them.
  const openShops = useMemo(() => (shops.data ?? []).filter((s) => s.isOpen), [shops.data]);
  useEffect(() => {
    if (resubmit || openShops.length !== 1 || form.getFieldValue('shopCode')) return;
    form.setFieldsValue({ shopCode: openShops[0]?.shopCode, shopName: openShops[0]?.shopName });
  }, [openShops, resubmit, form]);

  const required = (label: string, picked = false) => requiredRule(t, label, picked);

  // 预计入职日期 within 30 days before and a year after today; on a resubmission a kept date is
  // not checked again (the server does the same), only a changed one.
  const preEntryTimeRule = dateWindowRule(preEntryTimeProblem, start.kept('preEntryTime'));

  return (
    <StartFormShell
      start={start}
      testId="staff-entry"
      onValuesChange={(changed) => recheckAgainstIdentity(form, changed, ['gender', 'preEntryTime'])}
    >
      <FormSection title={t('sectionPerson')}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('name')} name="name" rules={[required(t('name')), fieldRule(shape, 'name')]}>
              <Input maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item
              label={t('identityNumber')}
              name="identityNumber"
              // After a rollback the stored number comes masked: kept unless a new one is typed.
              extra={maskedFieldHint(t, start.initial?.identityNumber)}
              normalize={(v: string) => v?.toUpperCase()}
              rules={[required(t('identityNumber')), fieldRule(shape, 'identityNumber', upper)]}
            >
              <Input
                maxLength={18}
                autoComplete="off"
                onBlur={() => {
                  const gender = genderFromIdentity(form.getFieldValue('identityNumber'));
                  if (!gender || form.isFieldTouched('gender')) return;
                  form.setFieldsValue({ gender });
                  form.validateFields(['gender']).catch(() => {});
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('gender')} name="gender" rules={[required(t('gender'), true), genderRule()]}>
              <Radio.Group
                options={[
                  { value: 'M', label: t('male') },
                  { value: 'F', label: t('female') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item
              label={t('phone')}
              name="phone"
              extra={maskedFieldHint(t, start.initial?.phone)}
              rules={[required(t('phone')), fieldRule(shape, 'phone')]}
            >
              <Input maxLength={11} inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={t('sectionJob')}>
        <Row gutter={24}>
          <Col xs={24}>
            <Form.Item label={t('inductionType')} name="inductionType" rules={[required(t('inductionType'), true)]}>
              <ChoiceButtons choices={INDUCTION_TYPES} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('wf.form.shop')}
              name="shopCode"
              rules={[required(t('wf.form.shop'), true)]}
              extra={resubmit ? t('shopLocked') : undefined}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={resubmit}
                loading={shops.isPending}
                placeholder={t('wf.form.selectPlaceholder')}
                options={openShops.map((s) => ({
                  value: s.shopCode,
                  label: `${s.shopCode} ${s.shopName}`,
                }))}
                optionRender={(option) => {
                  const shop = openShops.find((s) => s.shopCode === option.value);
                  return (
                    <div className="wf-option">
                      <span>{option.label}</span>
                      {shop && <span className="wf-option__meta">{`${shop.city} · ${shop.regionName}`}</span>}
                    </div>
                  );
                }}
                onChange={(code: string) =>
                  form.setFieldsValue({ shopName: openShops.find((s) => s.shopCode === code)?.shopName })
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item label={t('position')} name="positionId" rules={[required(t('position'), true)]}>
              <StorePositionSelect
                onPick={(position) => {
                  // The position's default rank fills 职级; the HR may still change it.
                  form.setFieldsValue({ positionName: position.name, rank: position.defaultRank });
                  void form.validateFields(['rank']).catch(() => {});
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item label={t('rank')} name="rank" rules={[required(t('rank')), fieldRule(shape, 'rank')]}>
              <Input maxLength={16} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('preEntryTime')}
              name="preEntryTime"
              rules={[required(t('preEntryTime'), true), preEntryTimeRule, employmentDateRule('预计入职日期')]}
            >
              <DatePicker format="YYYY-MM-DD" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Form.Item
              label={t('probationMonths')}
              name="probationMonths"
              rules={[required(t('probationMonths')), fieldRule(shape, 'probationMonths')]}
            >
              <InputNumber min={0} max={6} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Form.Item
              label={t('contractYears')}
              name="contractYears"
              rules={[required(t('contractYears')), fieldRule(shape, 'contractYears')]}
            >
              <InputNumber min={1} max={10} precision={0} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="shopName" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="positionName" hidden>
          <Input />
        </Form.Item>
      </FormSection>

      <RemarkSection />
    </StartFormShell>
  );
}
