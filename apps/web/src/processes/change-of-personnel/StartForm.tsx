import { effectiveTimeProblem, ZChangeOfPersonnelFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getDestinationShops, getShopCityInfo } from '../../api/workflow';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { dateWindowRule } from '../shared/rules';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { useStorePositions } from '../shared/StorePositionSelect';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { StartFormProps } from '../types';
import { TRANSFER_FORM_FIELDS, transferConversion } from './fields';
import { changeOfPersonnel } from './meta';

/** 人事异动（调店） start form (change_of_personnel_post): who, where to, from when, why. */
export function TransferStartForm(props: StartFormProps) {
  const { t } = useTranslation(changeOfPersonnel.ns);
  const start = useStartForm(props, ZChangeOfPersonnelFormSchema, TRANSFER_FORM_FIELDS, transferConversion);
  const type = Form.useWatch('changeTheType', start.form);
  const newShopCode = Form.useWatch('newShopCode', start.form);
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
  const positions = useStorePositions();
  const target = shops.data?.find((s) => s.shopCode === newShopCode);
  const fromEntities = new Set((mine.data ?? []).map((s) => s.employingEntity));
  const otherEntity = target && fromEntities.size > 0 && !fromEntities.has(target.employingEntity);

  const changeType = (
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
  );

  return (
    <StartFormShell
      start={start}
      testId="transfer"
      employee={{ ns: changeOfPersonnel.ns, title: t('sectionTarget'), beside: changeType }}
    >
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
                dateWindowRule(effectiveTimeProblem, start.kept('effectiveTime')),
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
        <TextAreaItem
          name="reason"
          rules={[{ required: true, message: t('reasonRequired') }]}
          placeholder={t('reasonPlaceholder')}
        />
      </FormSection>
    </StartFormShell>
  );
}
