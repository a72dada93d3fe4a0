import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 员工违纪 (flow 30), in Chinese and English. */
export const violationMessages = {
  'violationFlow.evidenceRequired': {
    zh: '请上传违纪证据附件（至少1个）',
    en: 'Upload the evidence of the violation (at least one attachment)',
  },
  'violationFlow.threePeriods': {
    zh: '{employee} 处于三期（至 {end}），不能解除劳动合同',
    en: '{employee} is in a three-period (until {end}); the contract cannot be terminated',
  },
  'violationFlow.employeeLeft': {
    zh: '{employee} 已离职，不能再解除劳动合同，请终止本流程',
    en: '{employee} has left; the contract cannot be terminated any more, terminate this work',
  },
  'violationFlow.employeeLocked': {
    zh: '重新提交时不能更换违纪员工，如需为其他员工发起请终止本流程后重新发起',
    en: 'The employee of a resubmitted violation cannot be swapped; terminate it and start a new one',
  },
  'violationFlow.noLetter': {
    zh: '该流程不是员工违纪，没有违纪处分通知书',
    en: 'This work is not an employee violation and has no punishment letter',
  },
  'violationFlow.letterNotFinished': {
    zh: '流程未办结，不能生成违纪处分通知书',
    en: 'The process has not finished; no punishment letter can be made yet',
  },
} as const satisfies Catalogue;
