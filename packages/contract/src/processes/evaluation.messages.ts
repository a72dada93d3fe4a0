import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 试用期考核 (flow 13), in Chinese and English. */
export const evaluationMessages = {
  'evaluation.resultRequired': { zh: '请选择考核结果', en: 'Choose the evaluation result' },
  'evaluation.newEndRequired': { zh: '延长试用须填写延长至的日期', en: 'An extension needs the new end date' },
  'evaluation.newEndNotLater': {
    zh: '延长至的日期须晚于当前试用期结束日期 {end}',
    en: 'The new end must be after the current probation end ({end})',
  },
  'evaluation.tooLong': {
    zh: '依《劳动合同法》第十九条，试用期总计不得超过六个月，最长至 {latest}',
    en: 'By law probation may not exceed six months in total: at most until {latest}',
  },
  'evaluation.reasonRequired': {
    zh: '延长试用或不予录用须填写考核意见',
    en: 'An extension or a failure needs the evaluation remarks',
  },
  'evaluation.regularDateRequired': { zh: '请填写转正日期', en: 'Enter the regularisation date' },
  'evaluation.regularDateTooEarly': {
    zh: '转正日期不能早于试用期开始日期 {begin}',
    en: 'The regularisation date cannot be before the probation began ({begin})',
  },
  'evaluation.failed': {
    zh: '{employee} 试用期考核不合格（不予录用），已转为离职中，请办理离职手续（被动离职：试用期考核不合格）',
    en: '{employee} failed probation: now resigning; handle the resignation (involuntary: failed probation evaluation)',
  },
  'evaluation.failedTitle': { zh: '试用期考核不合格：{employee}', en: 'Failed probation: {employee}' },
  'evaluation.noProbation': {
    zh: '{employee} 没有试用期结束日期，不能发起试用期考核',
    en: '{employee} has no probation end date; no probation evaluation can be started',
  },
  'evaluation.notActive': {
    zh: '{employee} 已不是在职员工，请终止本流程',
    en: '{employee} is no longer an active employee; terminate this work',
  },
  'evaluation.probationChanged': {
    zh: '{employee} 的试用期已变更（现至 {end}），请终止本流程，系统将按新的试用期重新发起考核',
    en: "{employee}'s probation has changed (it now ends on {end}); terminate this work: the system starts a new evaluation for the new end",
  },
} as const satisfies Catalogue;
