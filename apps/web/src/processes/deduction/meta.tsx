import { formatMoney } from '../../utils/money';
import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 失物扣款 (flow 8): started at its own address; its lists show the month and the total. */
export const deduction = await defineProcess({
  flowId: 8,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  startPath: '/deduction/post',
  taskColumns: (t) => [
    { key: 'deductionsMonth', name: t('month'), type: 'text', width: 110 },
    {
      key: 'deductionAmount',
      name: t('total'),
      width: 130,
      align: 'right',
      slot: (row) => <span className="wf-money">{formatMoney(row.deductionAmount)}</span>,
    },
  ],
  batchColumns: (t) => [
    {
      key: 'amount',
      title: t('total'),
      width: 120,
      align: 'right',
      render: (_, row) => formatMoney(row.deductionAmount),
    },
  ],
  forms: () => import('./forms'),
});
