import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 续签结果变更 (flow 29), in Chinese and English. */
export const contractEditMessages = {
  'contractEdit.notRenewal': {
    zh: '所选流程不是已办结的合同续签',
    en: 'The chosen work is not a finished contract renewal',
  },
  'contractEdit.nothingChanges': {
    zh: '变更后的续签结果与原结果相同，没有需要变更的内容',
    en: 'The new result is the same as the renewal decided; nothing changes',
  },
  'contractEdit.contractStarted': {
    zh: '续签合同已于 {begin} 开始履行，不能改为不续签；请走离职流程',
    en: 'The renewed contract began on {begin}; it cannot become "not renewed" — use a resignation',
  },
  'contractEdit.alreadyLeft': {
    zh: '{employee} 已离职，不能改为续签',
    en: '{employee} has left; the result cannot become a renewal',
  },
  'contractEdit.alreadyRunning': {
    zh: '该合同续签已有进行中的续签结果变更（流程编号 {flowNo}），请勿重复发起',
    en: 'This renewal already has a result change running (flow number {flowNo})',
  },
  'contractEdit.amended': {
    zh: '续签结果变更 {flowNo}：{changes}',
    en: 'Changed by renewal result change {flowNo}: {changes}',
  },
  'contractEdit.resignationRunning': {
    zh: '{employee} 的员工离职流程 {flowNo} 正在办理，请先终止该流程再改为续签',
    en: 'The resignation {flowNo} of {employee} is running: terminate it before changing the result to a renewal',
  },
} as const satisfies Catalogue;
