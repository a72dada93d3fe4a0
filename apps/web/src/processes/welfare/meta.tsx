import { formatMoney } from '../../utils/money';
import { defineProcess } from '../define';
import { CategoryTag } from './CategoryTag';
import zhCN from './zh-CN.json';

/** 婚育福利 (flow 20): its lists show the category, what it is for and the amount. */
export const welfare = await defineProcess({
  flowId: 20,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    {
      key: 'treatmentCategoryTitle',
      name: t('category'),
      width: 100,
      slot: (row) => <CategoryTag category={row.treatmentCategory} />,
    },
    {
      key: 'event',
      name: t('event'),
      width: 130,
      slot: (row) => (
        <span>{String(row.treatmentCategory === 0 ? (row.marryDate ?? '') : (row.childrenName ?? ''))}</span>
      ),
    },
    {
      key: 'amount',
      name: t('amount'),
      width: 110,
      align: 'right',
      slot: (row) => <span className="wf-money">{formatMoney(row.amount)}</span>,
    },
  ],
  batchColumns: (t) => [
    {
      key: 'category',
      title: t('category'),
      width: 90,
      render: (_, row) => <CategoryTag category={row.treatmentCategory} />,
    },
    { key: 'amount', title: t('amount'), width: 110, align: 'right', render: (_, row) => formatMoney(row.amount) },
  ],
  forms: () => import('./forms'),
});
