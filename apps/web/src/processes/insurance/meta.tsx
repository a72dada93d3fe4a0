import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 少儿险增加 (flow 21): its lists show the child, the masked number, the relation and the month. */
export const insurance = await defineProcess({
  flowId: 21,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'childName', name: t('childName'), type: 'text', width: 110 },
    { key: 'childIdNumber', name: t('childIdMasked'), type: 'text', width: 180 },
    { key: 'relationTitle', name: t('relationShort'), type: 'text', width: 80 },
    { key: 'startMonth', name: t('startMonth'), type: 'text', width: 100 },
  ],
  batchColumns: (t) => [
    { key: 'childName', title: t('childName'), width: 100, render: (_, row) => String(row.childName ?? '') },
    { key: 'startMonth', title: t('startMonth'), width: 90, render: (_, row) => String(row.startMonth ?? '') },
  ],
  forms: () => import('./forms'),
});
