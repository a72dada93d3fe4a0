import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 人事异动（调店） (flow 18): its lists show the new store and the effective date. */
export const changeOfPersonnel = await defineProcess({
  flowId: 18,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    {
      key: 'newShopCode',
      name: t('newShop'),
      width: 160,
      slot: (row) => [row.newShopCode, row.newShopName].filter(Boolean).join(' '),
    },
    { key: 'effectiveTime', name: t('effective'), type: 'date', width: 120 },
  ],
  batchColumns: (t) => [
    {
      key: 'newShop',
      title: t('newShop'),
      width: 160,
      render: (_, row) => [row.newShopCode, row.newShopName].filter(Boolean).join(' '),
    },
    { key: 'effectiveTime', title: t('effective'), width: 110, render: (_, row) => String(row.effectiveTime ?? '') },
  ],
  batchStart: { kind: 'changeOfPersonnel' },
  forms: () => import('./forms'),
});
