import { defineProcess } from '../define';
import { Deadline } from './Deadline';
import { termText } from './labels';
import { ResultTag } from './ResultTag';
import zhCN from './zh-CN.json';

/**
 * 合同续签 (flow 14): its lists show the proposed result, when the current contract ends and the
 * approval deadline (red once passed); the batch filing at 1407 shows the result and the new term.
 */
export const contractRenewal = await defineProcess({
  flowId: 14,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    {
      key: 'contractReviewResult',
      name: t('result'),
      width: 110,
      slot: (row) => <ResultTag result={row.contractReviewResult} />,
    },
    { key: 'currentContractEndDay', name: t('currentEnd'), type: 'date', width: 120 },
    { key: 'jzsj', name: t('jzsj'), width: 120, slot: (row) => <Deadline value={row.jzsj} /> },
  ],
  batchColumns: (t) => [
    {
      key: 'contractReviewResult',
      title: t('result'),
      width: 110,
      render: (_, row) => <ResultTag result={row.contractReviewResult} />,
    },
    {
      key: 'newTerm',
      title: t('newTerm'),
      width: 200,
      render: (_, row) => termText(row.contractBeginDay, row.contractEndDay, t('openEndedFrom')) ?? '—',
    },
  ],
  forms: () => import('./forms'),
});
