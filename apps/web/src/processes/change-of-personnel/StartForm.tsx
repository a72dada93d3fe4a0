import { effectiveTimeProblem, ZChangeOfPersonnelFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getDestinationShops, getPositionOptions, getShopCityInfo } from '../../api/workflow';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import { fromTransferForm, TRANSFER_FORM_FIELDS, type TransferValues, toTransferInput } from './fields';
import { changeOfPersonnel } from './meta';

/** 人事异动（调店） start form (change_of_personnel_post): who, where to, from when, why. */
export function TransferStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t } = useTranslation(changeOfPersonnel.ns);
  const [form] = Form.useForm<TransferValues>();
  const type = Form.useWatch('changeTheType', form);
  const newShopCode = Form.useWatch('newShopCode', form);
  const fixed = resubmit ? fromTransferForm(initial) : null;
  const keptDate = resubmit && typeof initial?.effectiveTime === 'string' ? initial.effectiveTime : undefined;
  const shops = useQuery({
    queryKey: ['task', 'options', 'destinationShops'],
    queryFn: getDestinationShops,
    staleTime: 600_000,
  });
  const mine = useQuery({
    queryKey: ['task', 'options', 'shops'],
    queryFn: () => getShopCityInfo(),
    staleTime: 600_000,
  });
  const positions = useQuery({
    queryKey: ['task', 'options', 'positions', 'store'],
    queryFn: () => getPositionOptions('store'),
    staleTime: 600_000,
  });
  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZChangeOfPersonnelFormSchema,
    toTransferInput,
    TRANSFER_FORM_FIELDS,
  );
  const target = shops.data?.find((s) => s.shopCode === newShopCode);
  const fromEntities = new Set((mine.data ?? []).map((s) => s.employingEntity));
  const otherEntity = target && fromEntities.size > 0 && !fromEntities.has(target.employingEntity);

  return (
    <Form<TransferValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromTransferForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="transfer-form"
    >
      <EmployeeSection
        ns={changeOfPersonnel.ns}
        title={t('sectionTarget')}
        form={form}
        fixed={fixed}
        testId="transfer"
        beside={
          <Col xs={24} md={12}>
            <Form.Item label={t('changeTheType')} name="changeTheType" rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'shop', label: t('typeShop') },
                  { value: 'shopAndPosition', label: t('typeShopAndPosition') },
                ]}
              />
            </Form.Item>
          </Col>
        }
      />
      <FormSection title={t('sectionMove')}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('toShop')}
              name="newShopCode"
              rules={[{ required: true, message: t('toShopRequired') }]}
              extra={t('toShopHint')}
            >
              <Select
                showSearch
                loading={shops.isPending}
                optionFilterProp="label"
                data-testid="transfer-new-shop"
                options={(shops.data ?? []).map((s) => ({
                  value: s.shopCode,
                  label: `${s.shopCode} ${s.shopName} · ${s.city} · ${s.regionName}`,
                }))}
              />
            </Form.Item>
            {otherEntity && (
              <Alert
                type="info"
                showIcon
                className="wf-inline-alert"
                message={t('otherEntity', { entity: target.employingEntity })}
              />
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('effectiveTime')}
              name="effectiveTime"
              rules={[
                { required: true, message: t('effectiveTimeRequired') },
                {
                  // A date kept from before a rollback is not checked again (the server does the same).
                  validator: async (_rule, value) => {
                    const date = dateValue(value);
                    if (!date || date === keptDate) return;
                    const problem = effectiveTimeProblem(date);
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
              extra={t('effectiveHint')}
            >
              <DatePicker format="YYYY-MM-DD" data-testid="transfer-effective" />
            </Form.Item>
          </Col>
          {type === 'shopAndPosition' ? (
            <>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('newPosition')}
                  name="newPosition"
                  rules={[{ required: true, message: t('newPositionRequired') }]}
                >
                  <Select
                    showSearch
                    optionFilterProp="label"
                    loading={positions.isPending}
                    options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('newRank')}
                  name="newRank"
                  rules={[{ required: true, message: t('newRankRequired') }]}
                >
                  <Input maxLength={16} />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col xs={24}>
              <div className="wf-hint">{t('keepPosition')}</div>
            </Col>
          )}
        </Row>
      </FormSection>
      <FormSection title={t('sectionReason')}>
        <Form.Item name="reason" rules={[{ required: true, message: t('reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('reasonPlaceholder')} />
        </Form.Item>
      </FormSection>
    </Form>
  );
}
