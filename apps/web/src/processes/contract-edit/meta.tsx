import { defineProcess } from '../define';
import zhCN from './zh-CN.json';

/** 续签结果变更 (flow 29): corrects a finished 合同续签; both steps only read the form. */
export const contractEdit = await defineProcess({
  flowId: 29,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  forms: () => import('./forms'),
});
