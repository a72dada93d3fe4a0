import { defineProcess } from '../define';
import { ChangeKindTag } from './ChangeKindTag';
import zhCN from './zh-CN.json';

/** 人事异动（调岗） (flow 32): its lists show the new position and rank, the kind and the date. */
export const jobChange = await defineProcess({
  flowId: 32,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'newPositionName', name: t('newPosition'), type: 'text', width: 120 },
    { key: 'newRank', name: t('newRank'), type: 'text', width: 80 },
    {
      key: 'changeKind',
      name: t('changeKind'),
      width: 90,
      slot: (row) => <ChangeKindTag kind={row.changeKind} />,
    },
    { key: 'effectiveTime', name: t('effectiveTime'), type: 'date', width: 120 },
  ],
  batchColumns: (t) => [
    {
      key: 'newPositionName',
      title: t('newPosition'),
      width: 120,
      render: (_, row) => String(row.newPositionName ?? ''),
    },
    {
      key: 'changeKind',
      title: t('changeKind'),
      width: 90,
      render: (_, row) => <ChangeKindTag kind={row.changeKind} />,
    },
  ],
  forms: () => import('./forms'),
});
