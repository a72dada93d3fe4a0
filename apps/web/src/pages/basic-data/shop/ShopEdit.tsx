import { type TShopDetail, ZUpdateShopRequestSchema } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Result, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getShopDetail, updateShop } from '../../../api/basic-data';
import { toastError, toastSuccess } from '../../../feedback';
import { useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { toApiValue, toDayjs } from '../shared/form-values';
import { useRegionOptions } from '../shared/options';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';

/** 编辑门店: code, name, city, region, address, open/closed (isEdit on 门店信息 only). */
export default function ShopEditPage() {
  const id = useIdParam();
  const { t } = useTranslation();
  const editable = useEditable('ShopInfo');
  const query = useQuery({
    queryKey: ['bd', 'shopDetail', id],
    queryFn: () => getShopDetail(id as number),
    enabled: id !== null,
  });
  if (!editable) {
    return (
      <Card variant="borderless">
        <Result status="403" title={t('bd.common.readOnly')} />
      </Card>
    );
  }
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/ShopInfo">
      {() => <ShopEditForm shop={query.data as TShopDetail} />}
    </PageState>
  );
}

function ShopEditForm({ shop }: { shop: TShopDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const regions = useRegionOptions();

  const save = useMutation({
    mutationFn: updateShop,
    onSuccess: async () => {
      toastSuccess(t('bd.common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
      navigate(`/basicData/shopDetail?id=${shop.id}`);
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, ZUpdateShopRequestSchema);
      form.setFields(fields);
      if (message) toastError(message);
    },
  });

  const submit = (values: Record<string, unknown>) => {
    const payload = {
      id: shop.id,
      updatedTime: shop.updatedTime,
      ...values,
      address: values.address ?? '',
      openedDate: toApiValue(values.openedDate),
    };
    const parsed = ZUpdateShopRequestSchema.safeParse(payload);
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Card variant="borderless" title={t('bd.shop.editTitle', { name: `${shop.shopCode} ${shop.shopName}` })}>
      <Form
        form={form}
        layout="vertical"
        className="bd-form"
        data-testid="shop-edit-form"
        onFinish={submit}
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
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="shopCode"
              label={t('bd.shop.code')}
              rules={[{ required: true, message: t('bd.shop.codeRequired') }]}
            >
              <Input maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="shopName"
              label={t('bd.shop.name')}
              rules={[{ required: true, message: t('bd.shop.nameRequired') }]}
            >
              <Input maxLength={64} data-testid="shop-name-input" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="province"
              label={t('bd.shop.province')}
              rules={[{ required: true, message: t('bd.shop.provinceRequired') }]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="city"
              label={t('bd.shop.city')}
              rules={[{ required: true, message: t('bd.shop.cityRequired') }]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="regionId"
              label={t('bd.shop.region')}
              rules={[{ required: true, message: t('bd.shop.regionRequired') }]}
            >
              <Select options={regions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="openedDate" label={t('bd.shop.openedDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="budgetHeadcount" label={t('bd.shop.budgetHeadcount')}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isOpen" label={t('bd.shop.isOpen')} valuePropName="checked">
              <Switch checkedChildren={t('bd.shop.open')} unCheckedChildren={t('bd.shop.closed')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label={t('bd.shop.address')}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="shop-save">
            {t('bd.common.save')}
          </Button>
          <Button onClick={() => navigate(`/basicData/shopDetail?id=${shop.id}`)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
