import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 员工入职 (flow 12): its lists show the onboarding type, the position and both dates. */
export const staffEntry = await defineProcess({
  flowId: 12,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'inductionType', name: t('inductionType'), type: 'text', width: 100 },
    { key: 'position', name: t('position'), type: 'text', width: 110 },
    { key: 'preEntryTime', name: t('preEntryTime'), type: 'date', width: 120 },
    { key: 'entryDate', name: t('entryDate'), type: 'date', width: 120 },
  ],
  forms: () => import('./forms'),
});
