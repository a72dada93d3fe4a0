import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 健康证更新 (flow 38): its lists show the new certificate's period. */
export const healthUpdate = await defineProcess({
  flowId: 38,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'healthStartDate', name: t('healthStartDate'), type: 'date', width: 120 },
    { key: 'healthEndDate', name: t('healthEndDate'), type: 'date', width: 120 },
  ],
  batchColumns: (t) => [
    {
      key: 'period',
      title: t('period'),
      width: 200,
      render: (_, row) => `${row.healthStartDate ?? ''} ~ ${row.healthEndDate ?? ''}`,
    },
  ],
  forms: () => import('./forms'),
});
