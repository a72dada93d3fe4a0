import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 节日礼品名单 (flow 22): a store's answer; its lists show the holiday and the two numbers. */
export const holiday = await defineProcess({
  flowId: 22,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'holidayName', name: t('holidayName'), type: 'text', width: 130 },
    { key: 'shopCodeCount', name: t('shopCodeCount'), type: 'text', width: 100, align: 'right' },
    { key: 'realNumber', name: t('realNumber'), type: 'text', width: 100, align: 'right' },
  ],
  batchColumns: (t) => [
    { key: 'holidayName', title: t('holidayName'), width: 130, render: (_, row) => String(row.holidayName ?? '') },
    {
      key: 'realNumber',
      title: t('realNumber'),
      width: 90,
      align: 'right',
      render: (_, row) => String(row.realNumber ?? ''),
    },
  ],
  forms: () => import('./forms'),
});
