import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 员工离职 (flow 15): the leaver, the departure, the regional and head-office review, the handover. */
export const staffTurnover = await defineProcess({
  flowId: 15,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  forms: () => import('./forms'),
});
