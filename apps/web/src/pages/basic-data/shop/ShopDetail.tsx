import type { TShopDetail } from '@hris/contract';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { getShopDetail } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { EditButton } from '../../../components/EditAccess';
import { DetailGrid, RecordPage, RelatedTable } from '../../../components/RecordPage';
import { pagePath } from '../../../router/paths';
import { dateText, formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { OpenTag } from '../shared/tags';
import '../shared/i18n';

/** 门店详情: the shop and its headcount by status and by position. */
export default function ShopDetailPage() {
  return (
    <RecordPage queryKey={bdKeys.record('shopDetail')} fetch={getShopDetail}>
      {(shop) => <ShopDetailView shop={shop} />}
    </RecordPage>
  );
}

function ShopDetailView({ shop }: { shop: TShopDetail }) {
  const { t } = useTranslation();
  const count = { key: 'count', dataIndex: 'count', title: t('bd.shop.count'), align: 'right' as const, width: 100 };
  return (
    <Card
      variant="borderless"
      data-testid="shop-detail"
      title={`${shop.shopCode} ${shop.shopName}`}
      extra={<EditButton menuCode="ShopInfo" to={pagePath('shopEdit', { id: shop.id })} testId="shop-edit" />}
    >
      <DetailGrid
        items={[
          { key: 'code', label: t('bd.shop.code'), children: shop.shopCode },
          { key: 'name', label: t('bd.shop.name'), children: shop.shopName },
          { key: 'isOpen', label: t('bd.shop.isOpen'), children: <OpenTag open={shop.isOpen} /> },
          { key: 'province', label: t('bd.shop.province'), children: shop.province },
          { key: 'city', label: t('bd.shop.city'), children: shop.city },
          { key: 'region', label: t('bd.shop.region'), children: shop.regionName },
          { key: 'address', label: t('bd.shop.address'), span: 2, children: orDash(shop.address) },
          { key: 'openedDate', label: t('bd.shop.openedDate'), children: dateText(shop.openedDate) },
          { key: 'entity', label: t('bd.shop.employingEntity'), children: orDash(shop.employingEntity) },
          { key: 'budget', label: t('bd.shop.budgetHeadcount'), children: shop.budgetHeadcount },
          { key: 'headcount', label: t('bd.shop.headcount'), children: shop.headcount },
          { key: 'updated', label: t('bd.shop.updatedTime'), children: formatDateTime(shop.updatedTime) },
        ]}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <RelatedTable
            title={t('bd.shop.byStatus')}
            rows={shop.headcountByStatus}
            rowKey="status"
            columns={[{ key: 'statusText', dataIndex: 'statusText', title: t('bd.staff.status') }, count]}
          />
        </Col>
        <Col xs={24} md={12}>
          <RelatedTable
            title={t('bd.shop.byPosition')}
            rows={shop.headcountByPosition}
            rowKey="positionName"
            columns={[{ key: 'positionName', dataIndex: 'positionName', title: t('bd.staff.position') }, count]}
          />
        </Col>
      </Row>
    </Card>
  );
}
