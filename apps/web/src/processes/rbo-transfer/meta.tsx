import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 零售员工批量调动 (flow 27): started from the RBO template only; its lists show the store and day. */
export const rboTransfer = await defineProcess({
  flowId: 27,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    {
      key: 'newShopCode',
      name: t('newShop'),
      width: 160,
      slot: (row) => [row.newShopCode, row.newShopName].filter(Boolean).join(' '),
    },
    { key: 'goShopTime', name: t('goShopTime'), type: 'date', width: 120 },
  ],
  batchColumns: (t) => [
    {
      key: 'newShop',
      title: t('newShop'),
      width: 160,
      render: (_, row) => [row.newShopCode, row.newShopName].filter(Boolean).join(' '),
    },
    { key: 'goShopTime', title: t('goShopTime'), width: 110, render: (_, row) => String(row.goShopTime ?? '') },
  ],
  batchStart: { kind: 'rboTransfer', only: true },
  forms: () => import('./forms'),
});
