import { holidayAmount, ZHolidayFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Row, Select, Tag } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getHolidayStartInfo, holidayKeys } from '../../api/holiday';
import { getShopCityInfo } from '../../api/workflow';
import { formatMoney } from '../../utils/money';
import '../i18n';
import { FactCell } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { useStartPreset } from '../shared/start-preset';
import { ViewGrid } from '../shared/view';
import './holiday.css';
import type { StartFormProps } from '../types';
import { HOLIDAY_FORM_FIELDS, type HolidayValues, holidayConversion } from './fields';
import { holiday } from './meta';
import { RealNumberField, RemarkField } from './NumberFields';

/**
 * 节日礼品名单 start form (holiday_post): the holiday (the open ones this store has not answered),
 * the store (the starter's own; a regional HR chooses one of the region), 在册人数 counted by the
 * server, 实发人数 (default: 在册人数) and the explanation a different number needs.
 */
export function HolidayStartForm(props: StartFormProps) {
  const { t } = useTranslation(holiday.ns);
  const preset = useStartPreset();
  const start = useStartForm(props, ZHolidayFormSchema, HOLIDAY_FORM_FIELDS, holidayConversion);
  const { form, values: stored, initial } = start;
  const { resubmit } = props;
  const shopId = Form.useWatch('shopId', form) ?? stored.shopId;
  const holidayId = Form.useWatch('holidayId', form);
  const realNumber = Form.useWatch('realNumber', form);

  const shops = useQuery({
    queryKey: ['task', 'options', 'shops'],
    queryFn: () => getShopCityInfo(),
    staleTime: 600_000,
  });
  const info = useQuery({ queryKey: holidayKeys.startInfo(shopId), queryFn: () => getHolidayStartInfo(shopId) });
  const store = info.data?.shop ?? null;
  const holidays = info.data?.holidays ?? [];
  const chosen = holidays.find((h) => h.holidayId === holidayId);

  // The store's facts arrive: its own store by default, 实发人数 = 在册人数 unless typed already.
  useEffect(() => {
    if (!store) return;
    const values: Partial<HolidayValues> = { shopCodeCount: store.shopCodeCount };
    if (form.getFieldValue('shopId') === undefined) values.shopId = store.shopId;
    if (form.getFieldValue('realNumber') == null) values.realNumber = store.shopCodeCount;
    form.setFieldsValue(values);
  }, [store, form]);
  // The message's link names the holiday; preselected once it is offered.
  useEffect(() => {
    if (resubmit || form.getFieldValue('holidayId') !== undefined) return;
    const offered =
      holidays.find((h) => h.holidayId === preset.holidayId) ?? (holidays.length === 1 ? holidays[0] : undefined);
    if (offered) form.setFieldsValue({ holidayId: offered.holidayId });
  }, [holidays, preset.holidayId, resubmit, form]);

  const differs = store !== null && realNumber != null && realNumber !== store.shopCodeCount;
  const giftValue = chosen?.giftValue ?? (typeof initial?.giftValue === 'number' ? initial.giftValue : undefined);
  const shopOptions = (shops.data ?? [])
    .filter((s) => s.isOpen)
    .map((s) => ({ value: s.id, label: `${s.shopCode} ${s.shopName}` }));
  const holidayOptions: { value: number; label: ReactNode }[] = resubmit
    ? [{ value: stored.holidayId ?? 0, label: String(initial?.holidayName ?? '') }]
    : holidays.map((h) => ({
        value: h.holidayId,
        label: (
          <span>
            {h.holidayName}
            {h.isPastDeadline && (
              <Tag color="default" className="holiday-tag">
                {t('pastDeadline')}
              </Tag>
            )}
          </span>
        ),
      }));

  return (
    <StartFormShell start={start} testId="holiday">
      <FormSection title={t('sectionHoliday')}>
        {!resubmit && info.isSuccess && holidays.length === 0 && (
          <Alert type="info" showIcon title={t('noHoliday')} className="holiday-alert" data-testid="holiday-none" />
        )}
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('holiday')}
              name="holidayId"
              extra={resubmit ? t('locked') : undefined}
              rules={[{ required: true, message: t('holidayRequired') }]}
            >
              <Select
                placeholder={t('wf.form.selectPlaceholder')}
                options={holidayOptions}
                disabled={resubmit}
                loading={info.isLoading}
                data-testid="holiday-select"
              />
            </Form.Item>
          </Col>
        </Row>
        {chosen?.isPastDeadline && (
          <Alert
            type="warning"
            showIcon
            className="holiday-alert"
            title={t('pastDeadlineAlert', { deadline: chosen.deadline })}
            data-testid="holiday-past-deadline"
          />
        )}
        {chosen && (
          <div className="holiday-facts">
            <ViewGrid
              testId="holiday-facts"
              items={[
                { key: 'present', label: t('holidayPresent'), children: chosen.holidayPresent },
                {
                  key: 'value',
                  label: t('giftValue'),
                  children: t('perPerson', { value: formatMoney(chosen.giftValue, { plain: true }) }),
                },
                { key: 'deadline', label: t('deadline'), children: chosen.deadline },
              ]}
            />
          </div>
        )}
      </FormSection>
      <FormSection title={t('sectionStore')}>
        <Row gutter={24}>
          <Col xs={24} md={6}>
            <Form.Item label={t('shop')} name="shopId" rules={[{ required: true, message: t('shopRequired') }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('wf.form.selectPlaceholder')}
                options={
                  shopOptions.length > 0 || !store
                    ? shopOptions
                    : [{ value: store.shopId, label: `${store.shopCode} ${store.shopName}` }]
                }
                disabled={resubmit}
                onChange={() =>
                  form.setFieldsValue({ realNumber: null, holidayId: resubmit ? stored.holidayId : undefined })
                }
                data-testid="holiday-shop"
              />
            </Form.Item>
          </Col>
          <FactCell label={t('shopCodeCount')} value={store?.shopCodeCount} testId="holiday-headcount" />
          <RealNumberField headcount={store?.shopCodeCount} testId="holiday-real-number" />
          <FactCell
            label={t('amount')}
            value={
              giftValue !== undefined && realNumber != null
                ? t('amountValue', { amount: formatMoney(holidayAmount(realNumber, giftValue), { plain: true }) })
                : undefined
            }
            testId="holiday-amount"
          />
          <RemarkField required={differs} md={24} testId="holiday-remark" />
        </Row>
      </FormSection>
    </StartFormShell>
  );
}
