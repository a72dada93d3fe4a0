import { formatDate } from '../../utils/date';
import { defineProcess } from '../define';
import { ResultTag } from './ResultTag';
import zhCN from './zh-CN.json';

/**
 * 试用期考核 (flow 13): started by the system (no start address); its lists show the result and
 * the probation end.
 */
export const evaluation = await defineProcess({
  flowId: 13,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    {
      key: 'evaluationResult',
      name: t('result'),
      width: 100,
      slot: (row) => <ResultTag result={row.evaluationResult} />,
    },
    { key: 'probationPeriodEndDay', name: t('probationEnd'), type: 'date', width: 120 },
  ],
  batchColumns: (t) => [
    {
      key: 'evaluationResult',
      title: t('result'),
      width: 100,
      render: (_, row) => <ResultTag result={row.evaluationResult} />,
    },
    {
      key: 'probationPeriodEndDay',
      title: t('probationEnd'),
      width: 120,
      render: (_, row) => formatDate(row.probationPeriodEndDay as string | undefined),
    },
  ],
  forms: () => import('./forms'),
});
