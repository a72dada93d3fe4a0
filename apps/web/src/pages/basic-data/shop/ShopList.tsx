import { ShopPaths, type TShopRow } from '@hris/contract';
import { Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getShopList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { ExportButton, useEditable, useTrackedRequest } from '../shared/components';
import { useRegionOptions } from '../shared/options';

/** 门店信息: shops in the caller's scope. */
export default function ShopListPage() {
  const { t } = useTranslation();
  const editable = useEditable('ShopInfo');
  const regions = useRegionOptions();
  const { request, lastParams } = useTrackedRequest(getShopList);

  const columns = useMemo<DataColumn<TShopRow>[]>(
    () => [
      {
        key: 'shopCode',
        name: t('bd.shop.code'),
        sortable: true,
        fixed: 'left',
        width: 110,
        filter: { type: 'text' },
        slot: (row) => (
          <Link to={`/basicData/shopDetail?id=${row.id}`} data-testid="shop-detail-link">
            {row.shopCode}
          </Link>
        ),
      },
      { type: 'text', key: 'shopName', name: t('bd.shop.name'), sortable: true, width: 200, filter: { type: 'text' } },
      {
        type: 'text',
        key: 'province',
        name: t('bd.shop.province'),
        sortable: true,
        width: 100,
        filter: { type: 'text' },
      },
      { type: 'text', key: 'city', name: t('bd.shop.city'), sortable: true, width: 100, filter: { type: 'text' } },
      {
        key: 'regionId',
        name: t('bd.shop.region'),
        width: 100,
        filter: { type: 'select', options: regions },
        slot: (row) => row.regionName,
      },
      { type: 'text', key: 'address', name: t('bd.shop.address'), width: 240, ellipsis: true },
      {
        key: 'isOpen',
        name: t('bd.shop.isOpen'),
        sortable: true,
        width: 110,
        filter: {
          type: 'select',
          options: [
            { label: t('bd.shop.open'), value: 'true' },
            { label: t('bd.shop.closed'), value: 'false' },
          ],
        },
        slot: (row) => (
          <Tag color={row.isOpen ? 'green' : 'default'}>{row.isOpen ? t('bd.shop.open') : t('bd.shop.closed')}</Tag>
        ),
      },
      {
        key: 'openedDate',
        name: t('bd.shop.openedDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'budgetHeadcount',
        name: t('bd.shop.budgetHeadcount'),
        type: 'number',
        sortable: true,
        width: 110,
        filter: { type: 'numberRange', min: 0, precision: 0 },
      },
      { key: 'headcount', name: t('bd.shop.headcount'), type: 'number', sortable: true, width: 110 },
      {
        key: 'actions',
        name: t('common.actions'),
        fixed: 'right',
        width: editable ? 130 : 80,
        slot: (row) => (
          <>
            <Link to={`/basicData/shopDetail?id=${row.id}`}>{t('bd.common.view')}</Link>
            {editable && (
              <Link to={`/basicData/shopEdit?id=${row.id}`} style={{ marginLeft: 12 }} data-testid="shop-edit-link">
                {t('bd.common.edit')}
              </Link>
            )}
          </>
        ),
      },
    ],
    [t, regions, editable],
  );

  return (
    <Card variant="borderless" data-testid="shop-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.shop.hint')}</span>
        <div className="bd-toolbar__actions">
          <ExportButton path={ShopPaths.exportShopList} params={lastParams} fallbackName="门店信息.xlsx" />
        </div>
      </div>
      <DataTable<TShopRow> columns={columns} queryKey={['bd', 'shopList']} request={request} rowKey={(row) => row.id} />
    </Card>
  );
}
