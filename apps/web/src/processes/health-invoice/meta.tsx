import { formatMoney } from '../../utils/money';
import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 健康证发票报销 (flow 39): its lists show the invoice number and the amount. */
export const healthInvoice = await defineProcess({
  flowId: 39,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'invoiceNo', name: t('invoiceNo'), type: 'text', width: 170 },
    {
      key: 'amount',
      name: t('amount'),
      width: 110,
      align: 'right',
      slot: (row) => <span className="wf-money">{formatMoney(row.amount)}</span>,
    },
  ],
  batchColumns: (t) => [
    { key: 'invoiceNo', title: t('invoiceNo'), width: 170, render: (_, row) => String(row.invoiceNo ?? '') },
    { key: 'amount', title: t('amount'), width: 110, align: 'right', render: (_, row) => formatMoney(row.amount) },
  ],
  forms: () => import('./forms'),
});
