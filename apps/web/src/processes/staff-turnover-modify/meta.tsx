import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 离职信息变更 (flow 28): corrects a finished 员工离职; every step only reads the form. */
export const staffTurnoverModify = await defineProcess({
  flowId: 28,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  forms: () => import('./forms'),
});
