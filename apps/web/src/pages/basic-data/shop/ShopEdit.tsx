import { type TShopDetail, ZCreateShopRequestSchema, ZUpdateShopRequestSchema } from '@hris/contract';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { createShop, getShopDetail, updateShop } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { RequireEdit } from '../../../components/EditAccess';
import { DateItem, FormGrid, SelectItem, TextItem, toApiValue, toDayjs } from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { RecordForm } from '../../../components/SaveForm';
import { pagePath, useListPath } from '../../../router/paths';
import { useRegionOptions } from '../shared/options';
import '../shared/i18n';

/** 编辑门店: code, name, city, region, address, employing entity, budget, open/closed (isEdit on 门店信息 only). */
export default function ShopEditPage() {
  return (
    <RecordPage requireEdit="ShopInfo" queryKey={bdKeys.record('shopDetail')} fetch={getShopDetail}>
      {(shop) => <ShopForm shop={shop} schema={ZUpdateShopRequestSchema} save={updateShop} />}
    </RecordPage>
  );
}

/** 新增门店: a new store under one of the caller's regions (the server checks the region and the code). */
export function ShopAddPage() {
  // The org tree's 新增门店 opens this page with its region chosen (?regionId=).
  const [params] = useSearchParams();
  const regionId = Number(params.get('regionId')) || undefined;
  return (
    <RequireEdit menuCode="ShopInfo">
      {() => <ShopForm schema={ZCreateShopRequestSchema} save={createShop} regionId={regionId} />}
    </RequireEdit>
  );
}

/** The shop's fields; with `shop` it edits that shop (version-checked), without it creates one. */
function ShopForm<S extends z.ZodObject>({
  shop,
  schema,
  save,
  regionId,
}: {
  shop?: TShopDetail;
  regionId?: number;
  schema: S;
  save: (body: z.output<S>) => Promise<{ id: number }>;
}) {
  const { t } = useTranslation();
  const list = useListPath();
  const regions = useRegionOptions();

  return (
    <RecordForm
      title={shop ? t('bd.shop.editTitle', { name: `${shop.shopCode} ${shop.shopName}` }) : t('bd.shop.add')}
      // Its own field ids: the add and edit pages may both stay open in tabs.
      name={shop ? 'shopEdit' : 'shopAdd'}
      className="hris-form"
      data-testid={shop ? 'shop-edit-form' : 'shop-add-form'}
      request={{ schema, save, invalidates: bdKeys.all }}
      back={shop ? pagePath('shopDetail', { id: shop.id }) : list}
      next={(result) => pagePath('shopDetail', { id: result.id })}
      toBody={(values: Record<string, unknown>) => ({
        ...(shop && { id: shop.id, updatedTime: shop.updatedTime }),
        ...values,
        address: values.address ?? '',
        openedDate: toApiValue(values.openedDate),
      })}
      initialValues={
        shop
          ? {
              shopCode: shop.shopCode,
              shopName: shop.shopName,
              province: shop.province,
              city: shop.city,
              regionId: shop.regionId,
              address: shop.address,
              isOpen: shop.isOpen,
              openedDate: toDayjs(shop.openedDate),
              budgetHeadcount: shop.budgetHeadcount,
              employingEntity: shop.employingEntity,
            }
          : { isOpen: true, budgetHeadcount: 0, regionId }
      }
      actions={{ saveTestId: 'shop-save' }}
    >
      <FormGrid>
        <TextItem name="shopCode" label={t('bd.shop.code')} required maxLength={16} testId="shop-code-input" />
        <TextItem name="shopName" label={t('bd.shop.name')} required maxLength={64} testId="shop-name-input" />
        <TextItem name="province" label={t('bd.shop.province')} required maxLength={32} />
        <TextItem name="city" label={t('bd.shop.city')} required maxLength={32} />
        <SelectItem name="regionId" label={t('bd.shop.region')} required options={regions} />
        <TextItem
          name="employingEntity"
          label={t('bd.shop.employingEntity')}
          required
          maxLength={64}
          extra={t('bd.shop.employingEntityHint')}
        />
        <DateItem name="openedDate" label={t('bd.shop.openedDate')} />
        <Form.Item name="budgetHeadcount" label={t('bd.shop.budgetHeadcount')}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="isOpen" label={t('bd.shop.isOpen')} valuePropName="checked">
          <Switch checkedChildren={t('bd.shop.open')} unCheckedChildren={t('bd.shop.closed')} />
        </Form.Item>
      </FormGrid>
      <Form.Item name="address" label={t('bd.shop.address')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </RecordForm>
  );
}
