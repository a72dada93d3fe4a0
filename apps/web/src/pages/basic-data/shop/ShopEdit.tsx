import { type TShopDetail, ZUpdateShopRequestSchema } from '@hris/contract';
import { Card, Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getShopDetail, updateShop } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import {
  DateItem,
  FormActions,
  FormGrid,
  SelectItem,
  TextItem,
  toApiValue,
  toDayjs,
} from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { useSaveForm } from '../../../components/SaveForm';
import { toastSuccess } from '../../../feedback';
import { pagePath } from '../../../router/paths';
import { useRegionOptions } from '../shared/options';
import '../shared/i18n';

/** 编辑门店: code, name, city, region, address, open/closed (isEdit on 门店信息 only). */
export default function ShopEditPage() {
  return (
    <RecordPage requireEdit="ShopInfo" queryKey={bdKeys.record('shopDetail')} fetch={getShopDetail}>
      {(shop) => <ShopEditForm shop={shop} />}
    </RecordPage>
  );
}

function ShopEditForm({ shop }: { shop: TShopDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const regions = useRegionOptions();
  const detail = pagePath('shopDetail', { id: shop.id });

  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: ZUpdateShopRequestSchema,
    invalidates: bdKeys.all,
    save: updateShop,
    onSaved: () => {
      toastSuccess(t('common.saved'));
      navigate(detail);
    },
  });

  const onFinish = (values: Record<string, unknown>) =>
    submit({
      id: shop.id,
      updatedTime: shop.updatedTime,
      ...values,
      address: values.address ?? '',
      openedDate: toApiValue(values.openedDate),
    });

  return (
    <Card variant="borderless" title={t('bd.shop.editTitle', { name: `${shop.shopCode} ${shop.shopName}` })}>
      <Form
        form={form}
        onValuesChange={onValuesChange}
        layout="vertical"
        className="hris-form"
        data-testid="shop-edit-form"
        onFinish={onFinish}
        initialValues={{
          shopCode: shop.shopCode,
          shopName: shop.shopName,
          province: shop.province,
          city: shop.city,
          regionId: shop.regionId,
          address: shop.address,
          isOpen: shop.isOpen,
          openedDate: toDayjs(shop.openedDate),
          budgetHeadcount: shop.budgetHeadcount,
        }}
      >
        <FormGrid>
          <TextItem name="shopCode" label={t('bd.shop.code')} required maxLength={16} />
          <TextItem name="shopName" label={t('bd.shop.name')} required maxLength={64} testId="shop-name-input" />
          <TextItem name="province" label={t('bd.shop.province')} required maxLength={32} />
          <TextItem name="city" label={t('bd.shop.city')} required maxLength={32} />
          <SelectItem name="regionId" label={t('bd.shop.region')} required options={regions} />
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
        <FormActions saving={saving} onCancel={() => navigate(detail)} saveTestId="shop-save" />
      </Form>
    </Card>
  );
}
