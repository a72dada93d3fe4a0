import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 证明信 (flow 25): its lists show the letter's type and purpose. */
export const proof = await defineProcess({
  flowId: 25,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'applyTypeTitle', name: t('applyType'), width: 110 },
    { key: 'purpose', name: t('purpose'), width: 160 },
  ],
  forms: () => import('./forms'),
});
