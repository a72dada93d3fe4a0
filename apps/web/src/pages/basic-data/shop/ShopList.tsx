import { ShopPaths, type TShopRow } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getShopList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { useEditable } from '../../../components/EditAccess';
import { actionsColumn, booleanOptions, keyLinkColumn, ListPage } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { useRegionOptions } from '../shared/options';
import { OpenTag } from '../shared/tags';
import '../shared/i18n';

/** 门店信息: shops in the caller's scope. */
export default function ShopListPage() {
  const { t } = useTranslation();
  const editable = useEditable('ShopInfo');
  const regions = useRegionOptions();

  const columns = useMemo<DataColumn<TShopRow>[]>(
    () => [
      keyLinkColumn<TShopRow>(
        { key: 'shopCode', name: t('bd.shop.code'), width: 110, testId: 'shop-detail-link' },
        (row) => ({ to: pagePath('shopDetail', { id: row.id }), text: row.shopCode }),
      ),
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
        filter: { type: 'select', options: booleanOptions(t('bd.shop.open'), t('bd.shop.closed')) },
        slot: (row) => <OpenTag open={row.isOpen} />,
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
      actionsColumn<TShopRow>(t, {
        view: (row) => pagePath('shopDetail', { id: row.id }),
        edit: editable && ((row) => pagePath('shopEdit', { id: row.id })),
        testId: 'shop',
      }),
    ],
    [t, regions, editable],
  );

  return (
    <ListPage<TShopRow>
      testId="shop-list"
      queryKey={bdKeys.list('shop')}
      hint={t('bd.shop.hint')}
      add={{ menuCode: 'ShopInfo', to: pagePath('shopAdd'), label: t('bd.shop.add'), testId: 'shop-add-button' }}
      exportTo={{ path: ShopPaths.exportShopList, title: 'route.shopInfo', file: '门店信息' }}
      columns={columns}
      request={getShopList}
    />
  );
}
