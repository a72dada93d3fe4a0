import { EditOutlined } from '@ant-design/icons';
import type { TShopDetail } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getShopDetail } from '../../../api/basic-data';
import { formatDate, formatDateTime } from '../../../utils/date';
import { orDash, useEditable } from '../shared/components';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';

/** 门店详情: the shop and its headcount by status and by position. */
export default function ShopDetailPage() {
  const id = useIdParam();
  const query = useQuery({
    queryKey: ['bd', 'shopDetail', id],
    queryFn: () => getShopDetail(id as number),
    enabled: id !== null,
  });
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/ShopInfo">
      {() => <ShopDetailView shop={query.data as TShopDetail} />}
    </PageState>
  );
}

function ShopDetailView({ shop }: { shop: TShopDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('ShopInfo');
  return (
    <Card
      variant="borderless"
      data-testid="shop-detail"
      title={`${shop.shopCode} ${shop.shopName}`}
      extra={
        editable && (
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => navigate(`/basicData/shopEdit?id=${shop.id}`)}
            data-testid="shop-edit"
          >
            {t('bd.common.edit')}
          </Button>
        )
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('bd.shop.code')}>{shop.shopCode}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.name')}>{shop.shopName}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.isOpen')}>
          <Tag color={shop.isOpen ? 'green' : 'default'}>{shop.isOpen ? t('bd.shop.open') : t('bd.shop.closed')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.province')}>{shop.province}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.city')}>{shop.city}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.region')}>{shop.regionName}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.address')} span={2}>
          {orDash(shop.address)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.openedDate')}>{formatDate(shop.openedDate) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.budgetHeadcount')}>{shop.budgetHeadcount}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.headcount')}>{shop.headcount}</Descriptions.Item>
        <Descriptions.Item label={t('bd.shop.updatedTime')}>{formatDateTime(shop.updatedTime)}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <h4>{t('bd.shop.byStatus')}</h4>
          <Table
            size="small"
            rowKey="status"
            pagination={false}
            dataSource={shop.headcountByStatus}
            columns={[
              { key: 'statusText', dataIndex: 'statusText', title: t('bd.staff.status') },
              { key: 'count', dataIndex: 'count', title: t('bd.shop.count'), align: 'right' },
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <h4>{t('bd.shop.byPosition')}</h4>
          <Table
            size="small"
            rowKey="positionName"
            pagination={false}
            dataSource={shop.headcountByPosition}
            columns={[
              { key: 'positionName', dataIndex: 'positionName', title: t('bd.staff.position') },
              { key: 'count', dataIndex: 'count', title: t('bd.shop.count'), align: 'right' },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
